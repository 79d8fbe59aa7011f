import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  const host = globalThis as { scheduler?: unknown };
  afterEach(() => {
    delete host.scheduler;
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldSpy = jest.fn(() => Promise.resolve());
    host.scheduler = { yield: yieldSpy };
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledTimes(1);
  });

  it('elsewhere resumes in a later task, after work already queued as a task', async () => {
    const order: string[] = [];
    // A task queued before the yield runs before the code after it (jsdom has no MessageChannel:
    // the timer fallback is what runs here).
    setTimeout(() => order.push('queued task'), 0);
    const resumed = yieldToMain().then(() => order.push('after the yield'));
    await Promise.resolve();
    order.push('same task');
    await resumed;
    expect(order).toEqual(['same task', 'queued task', 'after the yield']);
  });
});
