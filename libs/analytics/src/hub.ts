// The shell and every remote bundle their own copy of @join/analytics (it is not a federation
// shared module), so the sink, the account label and the events waiting for a sink live in one
// object on globalThis that every copy in the page finds.
import type { ANALYTICS_VERSION } from '@join/domain';
import type { PropertyValue } from './personal-data';

export type AccountLabel = 'Parent A' | 'Parent B' | 'Professional';

export interface AnalyticsEvent {
  type: 'page' | 'track';
  name: string;
  anonymousId: string;
  account?: AccountLabel;
  versionId: typeof ANALYTICS_VERSION.id;
  /** The route under the router base when the event happened ('/step2'), for the funnel. */
  path?: string;
  /** Ids and states only: never names, emails, phone numbers or card data. */
  properties: Record<string, PropertyValue>;
  at: string;
}

export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
}

export interface Hub {
  sink: AnalyticsSink | null;
  account: AccountLabel | undefined;
  /** Events sent before a sink was chosen, handed over once one is. */
  pending: AnalyticsEvent[];
  /** startAnalytics ran (or is choosing a sink). */
  started: boolean;
  selfStartTimer?: ReturnType<typeof setTimeout>;
}

const HUB_KEY = Symbol.for('join.analytics.hub');
export const MAX_PENDING = 100;

const ACCOUNT_KEY = 'join.analytics.account';
const LABELS: readonly string[] = ['Parent A', 'Parent B', 'Professional'];

/** The label outlives a reload of the tab, as the sign-up stores do (a reload on /payment is still Parent A). */
function storedAccount(): AccountLabel | undefined {
  try {
    const value = sessionStorage.getItem(ACCOUNT_KEY);
    return value && LABELS.includes(value) ? (value as AccountLabel) : undefined;
  } catch {
    return undefined;
  }
}

export function rememberAccount(label: AccountLabel) {
  analyticsHub().account = label;
  try {
    sessionStorage.setItem(ACCOUNT_KEY, label);
  } catch {
    // Private mode without storage: the label lasts for this page only.
  }
}

export function analyticsHub(): Hub {
  const g = globalThis as unknown as Record<symbol, Hub | undefined>;
  return (g[HUB_KEY] ??= { sink: null, account: storedAccount(), pending: [], started: false });
}

export function deliver(sink: AnalyticsSink, event: AnalyticsEvent) {
  try {
    sink.send(event);
  } catch (error) {
    // Analytics must never break the sign-up.
    console.warn('[join] analytics event dropped', error);
  }
}

/** Sends every later event to `next` (tests use a recording sink). Waiting events go with it. */
export function setAnalyticsSink(next: AnalyticsSink) {
  const hub = analyticsHub();
  hub.sink = next;
  for (const event of hub.pending.splice(0)) deliver(next, event);
}

/** Back to the state of a fresh page: no sink, no label, nothing waiting (for tests). */
export function resetAnalyticsForTests() {
  const hub = analyticsHub();
  if (hub.selfStartTimer) clearTimeout(hub.selfStartTimer);
  Object.assign(hub, {
    sink: null,
    account: undefined,
    pending: [],
    started: false,
    selfStartTimer: undefined,
  });
  try {
    sessionStorage.removeItem(ACCOUNT_KEY);
  } catch {
    // nothing stored
  }
}
