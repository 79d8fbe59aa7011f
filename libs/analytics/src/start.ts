// CONTRACTS#analytics-and-discount-links: the sink is chosen once, at start: Segment's browser library when /api/config carries
// analytics.segmentWriteKey, otherwise the join API; none for a visitor who refuses analytics
// (refusal.ts). Events sent before that wait in the hub.
import { createApiSink } from './api-sink';
import { analyticsHub, setAnalyticsSink } from './hub';
import { analyticsRefused } from './refusal';

export interface AnalyticsStartConfig {
  analytics?: { segmentWriteKey?: string | null } | null;
}

/** Waits this long for the shell's startAnalytics before starting from /api/config itself. */
const SELF_START_AFTER_MS = 1500;

function writeKeyOf(config: object | null | undefined): string | undefined {
  const key = (config as AnalyticsStartConfig | null | undefined)?.analytics?.segmentWriteKey;
  return typeof key === 'string' ? key.trim() || undefined : undefined;
}

/**
 * Chooses the sink and hands it the waiting events. Takes the shell's /api/config object as it
 * is (any object; only `analytics.segmentWriteKey` is read). Resolves to the kind chosen.
 */
export async function startAnalytics(
  config: object | null | undefined,
  refused: () => boolean = analyticsRefused,
): Promise<'segment' | 'api' | 'none'> {
  const hub = analyticsHub();
  hub.started = true;
  if (hub.selfStartTimer) clearTimeout(hub.selfStartTimer);
  if (refused()) {
    // The visitor refuses analytics: what waited and what follows goes nowhere.
    setAnalyticsSink({ send: () => undefined });
    return 'none';
  }
  const writeKey = writeKeyOf(config);
  if (writeKey) {
    try {
      // A separate chunk: pages without a write key never download it.
      const { loadSegment, createSegmentSink } = await import('./segment-sink');
      loadSegment(writeKey);
      setAnalyticsSink(createSegmentSink());
      return 'segment';
    } catch (error) {
      console.warn('[join] Segment could not load; events go to the join API', error);
    }
  }
  setAnalyticsSink(createApiSink());
  return 'api';
}

/**
 * A remote's copy of this lib starts analytics from /api/config if nobody has a moment after
 * the first event, so events are never lost to a shell that forgot to call startAnalytics.
 * Not in unit tests: they choose their own sink.
 */
export function scheduleSelfStart() {
  const hub = analyticsHub();
  if (hub.started || hub.selfStartTimer || process.env.NODE_ENV === 'test' || typeof window === 'undefined')
    return;
  hub.selfStartTimer = setTimeout(() => {
    hub.selfStartTimer = undefined;
    if (hub.started) return;
    void fetch('/api/config', { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<AnalyticsStartConfig>) : null))
      .catch(() => null)
      .then((config) => (hub.started ? undefined : startAnalytics(config)));
  }, SELF_START_AFTER_MS);
}
