import { act, render, screen } from '@testing-library/react';
import { TIMINGS } from '@join/domain';
import { AlertBanner } from './alert-banner';

describe('AlertBanner (spec §2, §9: 15 seconds, 75 px)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays for 15 seconds, then slides away and reports it is done', () => {
    const onDone = jest.fn();
    render(<AlertBanner id={1} text="Payment failed" onDone={onDone} closeLabel="Dismiss" />);
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Payment failed');
    expect(banner).toHaveStyle({ minHeight: `${TIMINGS.alertBannerHeightPx}px` });
    act(() => jest.advanceTimersByTime(TIMINGS.alertBannerMs - 1));
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
    expect(TIMINGS.alertBannerMs).toBe(15_000);
  });
});
