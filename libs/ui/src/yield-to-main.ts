/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between (ARCHITECTURE.md Budgets, TBT: a page's start is cut into tasks of a few ms each at a
 * phone's speed instead of one task that holds the main thread for the whole start).
 * `scheduler.yield()` resumes ahead of other queued work where the browser has it; elsewhere a
 * message to ourselves resumes without the clamp a nested `setTimeout` gets.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(undefined);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
