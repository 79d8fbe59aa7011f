// spec §3: an anonymous id created once per visitor, sent as segmentAnonymousId; §6: accounts
// are labelled 'Parent A' or 'Parent B'; §9: analytics version id 9.
import {
  analyticsHub,
  deliver,
  MAX_PENDING,
  rememberAccount,
  type AccountLabel,
  type AnalyticsEvent,
} from './hub';
import { ANALYTICS_VERSION } from '@join/domain';
import { stripPersonalData } from './personal-data';

export type { AccountLabel, AnalyticsEvent, AnalyticsSink } from './hub';
export { setAnalyticsSink } from './hub';

const ID_KEY = 'join.anonymousId';
/** Waits this long for the shell's startAnalytics before a remote's copy starts from /api/config itself. */
const SELF_START_AFTER_MS = 1500;
const ROUTER_BASE = /^\/app\/join(?=\/|$)/;

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
  return { anonymousId: getAnonymousId(), account: analyticsHub().account };
}

export function setAccountLabel(label: AccountLabel) {
  rememberAccount(label);
}

function currentPath(): string | undefined {
  if (typeof window === 'undefined' || !window.location) return undefined;
  return window.location.pathname.replace(ROUTER_BASE, '').replace(/\/+$/, '') || '/';
}

/**
 * A remote's copy of this lib starts analytics from /api/config if nobody has a moment after
 * the first event, so events are never lost to a shell that forgot to call startAnalytics. The
 * starting code (start.ts, the join API's sink) loads only then: with the shell, never.
 * Not in unit tests: they choose their own sink.
 */
function scheduleSelfStart() {
  const hub = analyticsHub();
  if (hub.started || hub.selfStartTimer || process.env.NODE_ENV === 'test' || typeof window === 'undefined')
    return;
  hub.selfStartTimer = setTimeout(() => {
    hub.selfStartTimer = undefined;
    if (!hub.started) void import('./start').then(({ selfStart }) => selfStart());
  }, SELF_START_AFTER_MS);
}

function emit(type: AnalyticsEvent['type'], name: string, properties?: Record<string, unknown>) {
  const hub = analyticsHub();
  const event: AnalyticsEvent = {
    type,
    name,
    anonymousId: getAnonymousId(),
    account: hub.account,
    versionId: ANALYTICS_VERSION.id,
    path: currentPath(),
    properties: stripPersonalData(properties).properties,
    at: new Date().toISOString(),
  };
  if (hub.sink) return deliver(hub.sink, event);
  hub.pending.push(event);
  if (hub.pending.length > MAX_PENDING) hub.pending.shift();
  scheduleSelfStart();
}

/** A screen was shown. `name` is the route, for example '/step1'. */
export function page(name: string, properties?: Record<string, unknown>) {
  emit('page', name, properties);
}

/** Something happened on a screen: 'Step 1 Submitted', 'Step 1 Succeeded', 'Step 1 Failed'... */
export function track(name: string, properties?: Record<string, unknown>) {
  emit('track', name, properties);
}
