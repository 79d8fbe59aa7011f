// CONTRACTS#analytics-and-discount-links analytics sink (spec §3 segmentAnonymousId, §6 account labels, §9 analytics version
// id 9): stores the batches the browser sends, reads them back for tests, reports the funnel.
import { badRequest } from '../lib/api-error';
import type { AnalyticsEventInput, AnalyticsEventsRepo } from '../repositories/analytics-events-repo';
import { personalDataIn } from './analytics-personal-data';
import { funnelService } from './funnel-service';
import type { RateLimiter } from './rate-limiter';
import type { WebVitalsRepo } from '../repositories/web-vitals-repo';
import { webVitalsService, type ObservedVital } from './web-vitals-service';

/** Batches per client address per minute: a page sends one every few seconds at most. */
const BATCHES_PER_MINUTE = 600;

export function analyticsService(
  repo: AnalyticsEventsRepo,
  limiter: RateLimiter,
  vitals: { repo: WebVitalsRepo; observe?: (vital: ObservedVital) => void },
) {
  return {
    async record(clientIp: string, events: AnalyticsEventInput[]): Promise<{ accepted: number }> {
      await limiter.check(`analytics:${clientIp}`, BATCHES_PER_MINUTE, 60_000);
      // Refused, not cleaned: a sender that leaks personal data must be fixed, and nothing of it kept.
      const leaks = events.flatMap((e, i) =>
        personalDataIn(e.properties).map((key) => ({
          field: `events.${i}.properties.${key}`,
          text: 'validation:invalid',
        })),
      );
      if (leaks.length) throw badRequest(leaks, 'analytics.personalData');
      return { accepted: await repo.insertMany(events) };
    },

    /** One visitor's events, oldest first (sandbox read-back). */
    async visitorEvents(anonymousId: string) {
      const rows = await repo.forVisitor(anonymousId);
      return rows.map((r) => ({
        id: Number(r.id),
        type: r.type,
        name: r.name,
        path: r.path,
        account: r.account,
        versionId: r.version_id,
        properties: r.properties,
        at: new Date(r.client_at).toISOString(),
        receivedAt: new Date(r.received_at).toISOString(),
      }));
    },

    vitals: webVitalsService(vitals.repo, limiter, vitals.observe),

    funnel: funnelService(repo, vitals.repo),
  };
}
export type AnalyticsService = ReturnType<typeof analyticsService>;
