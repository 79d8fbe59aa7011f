// CONTRACTS#analytics-and-discount-links funnel view: for the stored analytics events, how many distinct visitors reached each
// step of each flow (spec §2 routes) and where they dropped off. A visitor 'drops off' at the
// furthest step of a flow they reached; the step that loses the most visitors is the one with
// the most drop-offs before the flow's last step. Beside each step, the 75th percentile of the
// field data (web-vitals) of page loads on its route in the same range.
import { WEB_VITAL_NAMES, type WebVitalName } from '@join/schemas';
import type { AnalyticsEventRow, AnalyticsEventsRepo } from '../repositories/analytics-events-repo';
import type { VitalPercentile, WebVitalsRepo } from '../repositories/web-vitals-repo';

export type FlowId = 'parent' | 'invite' | 'professional';

interface StepDefinition {
  label: string;
  /** The route whose page loads the step's field data comes from. */
  route?: string;
  matches(event: Pick<AnalyticsEventRow, 'type' | 'name' | 'path' | 'properties'>): boolean;
}

/** The route a page event was sent from: its path, or a name written as a route. */
function routeOf(e: Pick<AnalyticsEventRow, 'name' | 'path'>): string | null {
  const raw = e.path ?? (e.name.startsWith('/') ? e.name : null);
  if (!raw) return null;
  const route = raw.replace(/^\/app\/join(?=\/|$)/, '').replace(/\/+$/, '') || '/';
  // spec §2: /payment is also reachable as /join/payment.
  return route === '/join/payment' ? '/payment' : route;
}

const pageAt = (route: string): StepDefinition => ({
  label: route,
  route,
  matches: (e) => e.type === 'page' && routeOf(e) === route,
});

/** spec §2 /pro: one route, a wizard whose step the page event carries. */
const proStep = (
  label: string,
  steps: (string | number)[],
  track?: string,
  route?: string,
): StepDefinition => ({
  label,
  route,
  matches: (e) =>
    (e.type === 'page' && routeOf(e) === '/pro' && steps.includes(e.properties?.['step'] as string)) ||
    (track !== undefined && e.type === 'track' && e.name === track),
});

export const FLOWS: { id: FlowId; title: string; steps: StepDefinition[] }[] = [
  {
    id: 'parent',
    title: 'Parent sign-up',
    steps: ['/signup', '/step1', '/step2', '/step3', '/payment', '/credentials', '/receipt'].map(pageAt),
  },
  {
    id: 'invite',
    title: 'Invited co-parent',
    steps: [
      '/invite',
      '/invite/step1',
      '/invite/packages',
      '/invite/payment',
      '/invite/credentials',
      '/invite/receipt',
    ].map(pageAt),
  },
  {
    id: 'professional',
    title: 'Professional sign-up',
    steps: [
      proStep('/pro step 1', ['ONE', 1, '1'], undefined, '/pro'),
      proStep('/pro step 2', ['TWO', 2, '2']),
      proStep('/pro step 3', ['THREE', 3, '3']),
      proStep('/pro success', ['SUCCESS'], 'Pro Account Created'),
    ],
  },
];

export interface FunnelStep {
  label: string;
  /** Distinct visitors who reached this step. */
  reached: number;
  /** Visitors for whom this was the furthest step of the flow (null on the last step). */
  droppedHere: number | null;
  /** reached as a share of the flow's entrants (visitors who reached any step), 0..1. */
  shareOfEntrants: number;
  /** p75 of each metric of page loads on the step's route (ms; CLS a score), null without samples. */
  vitals: Record<WebVitalName, StepVital | null>;
}

export interface StepVital {
  p75: number;
  samples: number;
}

export interface FunnelFlow {
  id: FlowId;
  title: string;
  entrants: number;
  completed: number;
  steps: FunnelStep[];
  /** Index of the step with the most drop-offs, or null when nobody dropped off. */
  worstStep: number | null;
}

export interface FunnelReport {
  from: string | null;
  to: string | null;
  visitors: number;
  events: number;
  flows: FunnelFlow[];
}

function vitalsOf(
  route: string | undefined,
  percentiles: VitalPercentile[],
): Record<WebVitalName, StepVital | null> {
  const of = (name: WebVitalName) => {
    const found =
      route === undefined ? undefined : percentiles.find((p) => p.route === route && p.name === name);
    return found ? { p75: Number(found.p75), samples: Number(found.samples) } : null;
  };
  return Object.fromEntries(WEB_VITAL_NAMES.map((name) => [name, of(name)])) as Record<
    WebVitalName,
    StepVital | null
  >;
}

export function computeFunnel(
  rows: AnalyticsEventRow[],
  range: { from: Date | null; to: Date | null },
  percentiles: VitalPercentile[] = [],
): FunnelReport {
  const byVisitor = new Map<string, AnalyticsEventRow[]>();
  for (const row of rows) {
    const list = byVisitor.get(row.anonymous_id) ?? [];
    list.push(row);
    byVisitor.set(row.anonymous_id, list);
  }
  const flows = FLOWS.map((flow): FunnelFlow => {
    const reached = flow.steps.map(() => 0);
    const furthest = flow.steps.map(() => 0);
    let entrants = 0;
    for (const events of byVisitor.values()) {
      const hit = flow.steps.map((step) => events.some((e) => step.matches(e)));
      const last = hit.lastIndexOf(true);
      if (last < 0) continue;
      entrants += 1;
      hit.forEach((h, i) => {
        if (h) reached[i] += 1;
      });
      furthest[last] += 1;
    }
    const lastIndex = flow.steps.length - 1;
    let worstStep: number | null = null;
    for (let i = 0; i < lastIndex; i += 1)
      if (furthest[i] > 0 && (worstStep === null || furthest[i] > furthest[worstStep])) worstStep = i;
    return {
      id: flow.id,
      title: flow.title,
      entrants,
      completed: reached[lastIndex],
      worstStep,
      steps: flow.steps.map((step, i) => ({
        label: step.label,
        reached: reached[i],
        droppedHere: i === lastIndex ? null : furthest[i],
        shareOfEntrants: entrants ? reached[i] / entrants : 0,
        vitals: vitalsOf(step.route, percentiles),
      })),
    };
  });
  return {
    from: range.from?.toISOString() ?? null,
    to: range.to?.toISOString() ?? null,
    visitors: byVisitor.size,
    events: rows.length,
    flows,
  };
}

export function funnelService(repo: AnalyticsEventsRepo, vitals: WebVitalsRepo) {
  return {
    async report(range: { from: Date | null; to: Date | null }): Promise<FunnelReport> {
      return computeFunnel(
        await repo.between(range.from, range.to),
        range,
        await vitals.p75ByRoute(range.from, range.to),
      );
    },
  };
}
