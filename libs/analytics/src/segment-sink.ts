// CONTRACTS#analytics-and-discount-links: with a Segment write key configured, events go to Segment's browser library
// (analytics.js). The library loads lazily, only then: this module is its own chunk, and it
// queues calls on a stand-in `window.analytics` until the library replaces it and replays them.
import type { AnalyticsEvent, AnalyticsSink } from './hub';

/** The part of analytics.js this sink uses. */
export interface SegmentLike {
  page(name: string, properties?: Record<string, unknown>, options?: Record<string, unknown>): void;
  track(name: string, properties?: Record<string, unknown>, options?: Record<string, unknown>): void;
  setAnonymousId?(id: string): void;
}

type SegmentWindow = { analytics?: SegmentLike & Record<string, unknown> };

const QUEUED_METHODS = [
  'page',
  'track',
  'identify',
  'setAnonymousId',
  'ready',
  'reset',
  'group',
  'alias',
  'debug',
  'on',
  'once',
  'off',
];

// Query parameters that may carry secrets or personal data (CONTRACTS#trust 3).
const SECRET_PARAM = /token|key|auth|code|email|password|secret|nonce|pct|referrer/i;

/** An address as analytics may see it: no fragment, secret-looking query parameters removed. */
export function scrubUrl(href: string): string {
  if (!href) return '';
  try {
    const url = new URL(href);
    url.hash = '';
    for (const name of [...url.searchParams.keys()])
      if (SECRET_PARAM.test(name)) url.searchParams.delete(name);
    return url.toString();
  } catch {
    return '';
  }
}

/**
 * The page context analytics.js would otherwise read from the address bar and document.referrer
 * by itself: scrubbed, and handed over with every call so it never reads the raw one.
 */
export function scrubbedPage(win: Window): Record<string, string> {
  const url = scrubUrl(win.location.href);
  const parsed = url ? new URL(url) : undefined;
  return {
    url,
    search: parsed?.search ?? '',
    referrer: scrubUrl(win.document.referrer),
    title: win.document.title,
  };
}

export function segmentScriptUrl(writeKey: string): string {
  return `https://cdn.segment.com/analytics.js/v1/${encodeURIComponent(writeKey)}/analytics.min.js`;
}

/**
 * Puts a queueing stand-in on window.analytics (unless a real or stand-in copy is there already)
 * and adds the library's script tag once. Returns the object calls should go to.
 */
export function loadSegment(writeKey: string, win: Window = window, doc: Document = document): SegmentLike {
  const w = win as unknown as SegmentWindow;
  if (!w.analytics) {
    const queue: unknown[][] = [];
    const stand: Record<string, unknown> = {};
    for (const method of QUEUED_METHODS)
      stand[method] = (...args: unknown[]) => void queue.push([method, ...args]);
    // analytics.js reads the queued calls from the stand-in it replaces: an array with methods.
    w.analytics = Object.assign(queue, stand, {
      _writeKey: writeKey,
      invoked: true,
    }) as unknown as SegmentWindow['analytics'];
  }
  const url = segmentScriptUrl(writeKey);
  if (!doc.querySelector(`script[src="${url}"]`)) {
    const script = doc.createElement('script');
    script.async = true;
    script.src = url;
    doc.head.appendChild(script);
  }
  return w.analytics as SegmentLike;
}

/** Sends each event to whatever window.analytics is at that moment (the stand-in, then the library). */
export function createSegmentSink(win: Window = window): AnalyticsSink {
  let anonymousId: string | null = null;
  const target = () => (win as unknown as SegmentWindow).analytics;
  return {
    send(event: AnalyticsEvent) {
      const analytics = target();
      if (!analytics) return;
      // Segment keeps its own id unless told ours; the API calls send ours as segmentAnonymousId.
      if (anonymousId !== event.anonymousId) {
        analytics.setAnonymousId?.(event.anonymousId);
        anonymousId = event.anonymousId;
      }
      const properties = {
        ...event.properties,
        versionId: event.versionId,
        ...(event.account ? { account: event.account } : {}),
        ...(event.path ? { path: event.path } : {}),
      };
      const page = scrubbedPage(win);
      const context = { page: { ...page, path: win.location.pathname } };
      if (event.type === 'page') analytics.page(event.name, { ...properties, ...page }, { context });
      else analytics.track(event.name, properties, { context });
    },
  };
}
