// CONTRACTS#analytics-and-discount-links: the sink is chosen once, at start: Segment's browser library when /api/config carries
// analytics.segmentWriteKey, otherwise the join API; none for a visitor who refuses analytics
// (refusal.ts). Events sent before that wait in the hub.
import { createApiSink } from './api-sink';
import { analyticsHub, setAnalyticsSink } from './hub';
import { analyticsRefused } from './refusal';

export interface AnalyticsStartConfig {
  analytics?: { segmentWriteKey?: string | null } | null;
}

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
 * Starts analytics from /api/config, unless the shell has meanwhile (analytics.ts schedules it a
 * moment after a remote's first event when nobody has started; this module then loads).
 */
export async function selfStart(): Promise<void> {
  const hub = analyticsHub();
  if (hub.started) return;
  const config = await fetch('/api/config', { headers: { accept: 'application/json' } })
    .then((r) => (r.ok ? (r.json() as Promise<AnalyticsStartConfig>) : null))
    .catch(() => null);
  if (!hub.started) await startAnalytics(config);
}
