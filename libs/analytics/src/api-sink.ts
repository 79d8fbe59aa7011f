// CONTRACTS#analytics-and-discount-links: without a Segment write key, events go to the join API (POST /api/analytics/events),
// which stores them for the funnel view. Events are batched so a screen costs one request, and
// whatever is still queued when the page goes away leaves by navigator.sendBeacon.
import type { AnalyticsEvent, AnalyticsSink } from './hub';

export const ANALYTICS_ENDPOINT = '/api/analytics/events';
/** The API refuses batches over 50; a screen rarely sends more than a handful. */
export const MAX_BATCH = 20;

export interface ApiSinkOptions {
  endpoint?: string;
  /** How long an event may wait for company before the batch leaves (ms). */
  flushAfterMs?: number;
  fetchImpl?: typeof fetch;
  /** navigator.sendBeacon, or null where there is none. */
  beacon?: ((url: string, body: string) => boolean) | null;
  /** Where pagehide and visibilitychange are listened for. */
  win?: Pick<Window, 'addEventListener'> & {
    document?: Pick<Document, 'visibilityState' | 'addEventListener'>;
  };
}

export interface ApiSink extends AnalyticsSink {
  /** Sends what is queued now; resolves when the request settles. */
  flush(): Promise<void>;
  /** Sends what is queued with sendBeacon (the page is going away). */
  flushOnExit(): void;
  queued(): number;
}

export function createApiSink(options: ApiSinkOptions = {}): ApiSink {
  const endpoint = options.endpoint ?? ANALYTICS_ENDPOINT;
  const flushAfterMs = options.flushAfterMs ?? 1000;
  const doFetch = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const nav = typeof navigator !== 'undefined' ? navigator : undefined;
  const beacon =
    options.beacon !== undefined
      ? options.beacon
      : nav?.sendBeacon
        ? (url: string, body: string) => nav.sendBeacon(url, body)
        : null;
  const queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const take = () => queue.splice(0, MAX_BATCH);
  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  async function flush(): Promise<void> {
    clearTimer();
    while (queue.length) {
      const batch = take();
      try {
        // keepalive lets a batch started just before a navigation finish.
        const response = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ events: batch }),
          keepalive: true,
        });
        if (!response.ok) console.warn('[join] analytics batch refused', response.status);
        // The answer is read to its end: until it is, the browser counts the request as in flight,
        // and the page never goes network-quiet for the tools that wait for it (Lighthouse).
        await response.text();
      } catch (error) {
        // Best effort: a lost batch never bothers the visitor.
        console.warn('[join] analytics batch not sent', error);
      }
    }
  }

  function flushOnExit() {
    clearTimer();
    while (queue.length) {
      const body = JSON.stringify({ events: take() });
      // A string goes as text/plain, which needs no preflight; the API parses it as JSON.
      const sent = beacon ? beacon(endpoint, body) : false;
      if (!sent)
        void doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body,
          keepalive: true,
        }).catch(() => undefined);
    }
  }

  const win = options.win ?? (typeof window !== 'undefined' ? window : undefined);
  win?.addEventListener('pagehide', flushOnExit);
  win?.document?.addEventListener('visibilitychange', () => {
    if (win.document?.visibilityState === 'hidden') flushOnExit();
  });

  return {
    send(event) {
      queue.push(event);
      if (queue.length >= MAX_BATCH) void flush();
      else timer ??= setTimeout(() => void flush(), flushAfterMs);
    },
    flush,
    flushOnExit,
    queued: () => queue.length,
  };
}
