import { whenStill } from './first-touch';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const key = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));

describe('work done once the visitor is still', () => {
  it('waits while keys keep coming, and runs once they stop', () => {
    const work = jest.fn();
    whenStill(work, 600);
    for (let i = 0; i < 5; i += 1) {
      jest.advanceTimersByTime(400);
      key();
    }
    jest.advanceTimersByTime(599);
    expect(work).not.toHaveBeenCalled();
    // Still for 600 ms, then the browser's idle time (a timer where there is no requestIdleCallback).
    jest.advanceTimersByTime(1 + 200);
    expect(work).toHaveBeenCalledTimes(1);
    key();
    jest.advanceTimersByTime(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at once when asked, and only once', () => {
    const work = jest.fn();
    const still = whenStill(work, 600);
    still.now();
    expect(work).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    still.now();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const work = jest.fn();
    whenStill(work, 600).cancel();
    jest.advanceTimersByTime(5000);
    expect(work).not.toHaveBeenCalled();
  });
});
