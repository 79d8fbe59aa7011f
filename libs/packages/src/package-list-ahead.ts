// The pricing group lookup asked one step ahead (ARCHITECTURE.md Budgets): /step2 asks for /step3's
// packages on arrival, and the list opens with them. One answer is kept, for one request body.
import { getPricingGroup } from '@join/api-client';
import type { PricingGroupRequest, PricingGroupResponse } from '@join/schemas';

type Lookup = Awaited<ReturnType<typeof getPricingGroup>>;
export interface Ahead {
  key: string;
  at: number;
  promise: Promise<Lookup>;
  answer?: PricingGroupResponse;
}
/** How long an answer asked for ahead is used: pricing groups do not change within a sign-up. */
const AHEAD_MS = 5 * 60_000;
let ahead: Ahead | null = null;

/** The request as the server reads it: the body and the page's language, which the client
 *  sends as Accept-Language (package names and features come back in it). */
function keyOf(body: PricingGroupRequest): string {
  const language =
    typeof document === 'undefined' ? '' : (document.documentElement.getAttribute('lang') ?? '');
  return `${language}|${JSON.stringify(body)}`;
}

/** What was asked ahead for this body in the page's language, if it is still fresh (its answer once it has come). */
export function aheadFor(body: PricingGroupRequest): Ahead | null {
  if (!ahead || ahead.key !== keyOf(body) || Date.now() - ahead.at > AHEAD_MS) return null;
  return ahead;
}

/**
 * Asks for the packages of `body` before the page that lists them opens (the step before it
 * calls this on arrival), so Continue opens that page with its list instead of a loading state.
 * A failed answer is forgotten: the page then asks again itself. Browser only.
 */
export function prefetchPackageList(body: PricingGroupRequest) {
  if (typeof window === 'undefined' || aheadFor(body)) return;
  const entry: Ahead = { key: keyOf(body), at: Date.now(), promise: getPricingGroup(body) };
  ahead = entry;
  void entry.promise.then((result) => {
    if (result.ok) entry.answer = result.data;
    else if (ahead === entry) ahead = null;
  });
}

/** Forgets what was asked ahead (tests). */
export function forgetPrefetchedPackages() {
  ahead = null;
}
