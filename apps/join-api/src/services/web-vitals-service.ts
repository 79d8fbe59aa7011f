// Field data from real visitors: stores the web-vitals beacons the shell sends when a page goes
// away, observes each new figure into the Prometheus histograms, and reads them back for tests.
// A visitor whose browser asks not to be tracked (Global Privacy Control, Do Not Track) is not
// stored even if a page sent a beacon.
import type { WebVitalsBeaconParsed } from '@join/schemas';
import type { WebVitalsRepo } from '../repositories/web-vitals-repo';
import type { RateLimiter } from './rate-limiter';

/** Beacons per client address per minute, the same allowance as analytics batches. */
const BEACONS_PER_MINUTE = 600;

/** The request headers by which a browser says its visitor refuses tracking. */
export function trackingRefused(headers: Record<string, string | string[] | undefined>): boolean {
  const first = (name: string) => [headers[name]].flat()[0]?.trim();
  return first('sec-gpc') === '1' || first('dnt') === '1';
}

export interface ObservedVital {
  name: string;
  value: number;
  route: string;
  device: string;
}

export function webVitalsService(
  repo: WebVitalsRepo,
  limiter: RateLimiter,
  observe: (vital: ObservedVital) => void = () => undefined,
) {
  return {
    async record(
      clientIp: string,
      beacon: WebVitalsBeaconParsed,
      refused: boolean,
    ): Promise<{ accepted: number }> {
      await limiter.check(`vitals:${clientIp}`, BEACONS_PER_MINUTE, 60_000);
      if (refused) return { accepted: 0 };
      const inputs = beacon.metrics.map((m) => ({
        metricId: m.id,
        name: m.name,
        value: m.value,
        rating: m.rating,
        route: beacon.route,
        device: beacon.device,
        remotes: beacon.remotes,
      }));
      const firstSeen = await repo.upsertMany(inputs);
      // A later report of a metric replaces the stored value; the histogram counts each metric once.
      for (const input of inputs) if (firstSeen.has(input.metricId)) observe(input);
      return { accepted: inputs.length };
    },

    /** Metrics of one route received since `since`, oldest first (sandbox read-back). */
    async since(route: string, since: Date) {
      const rows = await repo.since(route, since);
      return rows.map((r) => ({
        id: r.metric_id,
        name: r.name,
        value: Number(r.value),
        rating: r.rating,
        route: r.route,
        device: r.device,
        remotes: r.remotes,
        receivedAt: new Date(r.received_at).toISOString(),
      }));
    },
  };
}
export type WebVitalsService = ReturnType<typeof webVitalsService>;
