import { act, render, screen } from '@testing-library/react';
import { AlertBanner, ALERT_BANNER_HEIGHT_PX, ALERT_BANNER_MS } from './alert-banner';

describe('AlertBanner (spec §2, §9: 15 seconds, 75 px)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays for 15 seconds, then slides away and reports it is done', () => {
    const onDone = jest.fn();
    render(<AlertBanner id={1} text="Payment failed" onDone={onDone} closeLabel="Dismiss" />);
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Payment failed');
    expect(banner).toHaveStyle({ minHeight: `${ALERT_BANNER_HEIGHT_PX}px` });
    act(() => jest.advanceTimersByTime(ALERT_BANNER_MS - 1));
    expect(banner).not.toHaveClass('j-banner--leaving');
    expect(onDone).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(banner).toHaveClass('j-banner--leaving');
    act(() => jest.advanceTimersByTime(400));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('restarts the 15 seconds when a new alert arrives', () => {
    const onDone = jest.fn();
    const { rerender } = render(<AlertBanner id={1} text="First" onDone={onDone} closeLabel="Dismiss" />);
    act(() => jest.advanceTimersByTime(10_000));
    rerender(<AlertBanner id={2} text="Second" onDone={onDone} closeLabel="Dismiss" />);
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('alert')).not.toHaveClass('j-banner--leaving');
    expect(ALERT_BANNER_MS).toBe(15_000);
  });
});
