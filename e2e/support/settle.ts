// Waiting for a page to be done, by its state instead of by the clock: no request in flight and
// an idle main thread, with nothing new started meanwhile. What a lazy load, a late validation or
// a deferred script would do has then been done.
import { expect, type Page, type Request } from '@playwright/test';

/** Counts the page's requests that `counts` keeps, from now on; `settled()` waits for quiet. Say
 *  which requests count: an analytics beacon may never be reported finished. */
export function watchRequests(page: Page, counts: (request: Request) => boolean) {
  const pending = new Set<Request>();
  let started = 0;
  page.on('request', (request) => {
    if (!counts(request)) return;
    pending.add(request);
    started += 1;
  });
  const done = (request: Request) => void pending.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Every counted request has ended, and none started while the page went through an idle period. */
    async settled() {
      for (;;) {
        await expect
          .poll(() => [...pending].map((r) => r.url()), { message: 'requests still in flight' })
          .toEqual([]);
        const before = started;
        await idle(page);
        if (started === before && pending.size === 0) return;
      }
    },
  };
}

/** Resolves when the page's main thread is idle: its pending renders, tasks and frames are done. */
export async function idle(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
  );
}

/** How the shell drew the page once its script ran: 'hydrate' (on the server's HTML) or 'render'. */
export const renderMode = (page: Page) =>
  page.evaluate(() => (window as unknown as { __joinRender?: string }).__joinRender);
