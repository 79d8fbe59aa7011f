// spec §3: an anonymous id created once per visitor, sent as segmentAnonymousId; §6: accounts
// are labelled 'Parent A' or 'Parent B'; §9: analytics version id 9.
export type AccountLabel = 'Parent A' | 'Parent B' | 'Professional';

export interface AnalyticsEvent {
  type: 'page' | 'track';
  name: string;
  anonymousId: string;
  account?: AccountLabel;
  versionId: 9;
  /** Ids and states only: never names, emails, phone numbers or card data. */
  properties: Record<string, string | number | boolean | null>;
  at: string;
}

export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
}

const ID_KEY = 'join.anonymousId';
let sink: AnalyticsSink = { send: () => undefined };
let account: AccountLabel | undefined;

function newId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function getAnonymousId(): string {
  try {
    const existing = localStorage.getItem(ID_KEY);
    if (existing) return existing;
    const id = newId();
    localStorage.setItem(ID_KEY, id);
    return id;
  } catch {
    return newId();
  }
}

/** The identify payload sent beside segmentAnonymousId in registration and payment calls. */
export function segmentIdentify(): { anonymousId: string; account?: AccountLabel } {
  return { anonymousId: getAnonymousId(), account };
}

export function setAccountLabel(label: AccountLabel) {
  account = label;
}

export function setAnalyticsSink(next: AnalyticsSink) {
  sink = next;
}

function emit(type: AnalyticsEvent['type'], name: string, properties: AnalyticsEvent['properties'] = {}) {
  try {
    sink.send({ type, name, anonymousId: getAnonymousId(), account, versionId: 9, properties, at: new Date().toISOString() });
  } catch (error) {
    // Analytics must never break the sign-up.
    console.warn('[join] analytics event dropped', error);
  }
}

/** A screen was shown. `name` is the route, for example '/step1'. */
export function page(name: string, properties?: AnalyticsEvent['properties']) {
  emit('page', name, properties);
}

/** Something happened on a screen: 'Step 1 Submitted', 'Step 1 Succeeded', 'Step 1 Failed'... */
export function track(name: string, properties?: AnalyticsEvent['properties']) {
  emit('track', name, properties);
}
