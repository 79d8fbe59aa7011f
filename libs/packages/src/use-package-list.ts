// spec §7 Pricing group lookup, as the package screens of both flows load it: the parent's
// /step3 and /alacarte, and the invite's /invite/packages. One loader, one filter, one retry.
import { useCallback, useEffect, useRef, useState } from 'react';
import { getPricingGroup, type FailureKind } from '@join/api-client';
import type { Package, PricingGroupRequest, PricingGroupResponse } from '@join/schemas';
import { offeredPackages } from './offered-packages';

export type PackageList = { status: 'loading' } | { status: 'error'; kind: FailureKind } | { status: 'ready'; group: string; packages: Package[] };

export interface PackageListOptions {
  /** false: nothing is asked (the page already has what it needs). */
  enabled?: boolean;
  /** The lookup finished: the answer and the packages its pricing group offers. */
  onReady?: (answer: PricingGroupResponse, offered: Package[]) => void;
  onError?: (kind: FailureKind) => void;
}

type Lookup = Awaited<ReturnType<typeof getPricingGroup>>;
interface Ahead {
  key: string;
  at: number;
  promise: Promise<Lookup>;
  answer?: PricingGroupResponse;
}
/** How long an answer asked for ahead is used: pricing groups do not change within a sign-up. */
const AHEAD_MS = 5 * 60_000;
let ahead: Ahead | null = null;

function aheadFor(body: PricingGroupRequest): Ahead | null {
  if (!ahead || ahead.key !== JSON.stringify(body) || Date.now() - ahead.at > AHEAD_MS) return null;
  return ahead;
}

/**
 * Asks for the packages of `body` before the page that lists them opens (the step before it
 * calls this on arrival), so Continue opens that page with its list instead of a loading state.
 * A failed answer is forgotten: the page then asks again itself. Browser only.
 */
export function prefetchPackageList(body: PricingGroupRequest) {
  if (typeof window === 'undefined' || aheadFor(body)) return;
  const entry: Ahead = { key: JSON.stringify(body), at: Date.now(), promise: getPricingGroup(body) };
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

type ReadyList = Extract<PackageList, { status: 'ready' }>;

function readyList(answer: PricingGroupResponse): ReadyList {
  return { status: 'ready', group: answer.pricingGroup, packages: offeredPackages(answer) };
}

/**
 * The offered packages for what `request` returns when the page opens and on every `reload`
 * (null: not yet known, the list stays loading). The callbacks let a flow keep what it needs
 * (the parent's pricing group, the invite's preselected package).
 */
export function usePackageList(request: () => PricingGroupRequest | null, options: PackageListOptions = {}): PackageList & { reload: () => void } {
  const { enabled = true } = options;
  // An answer already asked for ahead is shown in the first render, with no loading state.
  const [state, setState] = useState<PackageList>(() => {
    const body = enabled ? request() : null;
    const answer = body ? aheadFor(body)?.answer : undefined;
    return answer ? readyList(answer) : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  // The latest callbacks, read when the answer arrives: a new render never asks again.
  const latest = useRef({ request, options });
  latest.current = { request, options };
  // What the first render showed: a list from the answer asked ahead needs no asking again.
  const first = useRef(state);
  useEffect(() => {
    const body = latest.current.request();
    if (!body || !enabled) return;
    let live = true;
    // A retry always asks afresh; the first look uses what was asked ahead, if it is still here.
    const early = attempt === 0 ? aheadFor(body) : null;
    if (early?.answer && first.current.status === 'ready') {
      latest.current.options.onReady?.(early.answer, first.current.packages);
      return;
    }
    setState({ status: 'loading' });
    void (early?.promise ?? getPricingGroup(body)).then((result) => {
      if (!live) return;
      if (!result.ok) {
        latest.current.options.onError?.(result.kind);
        setState({ status: 'error', kind: result.kind });
        return;
      }
      const list = readyList(result.data);
      latest.current.options.onReady?.(result.data, list.packages);
      setState(list);
    });
    return () => {
      live = false;
    };
  }, [attempt, enabled]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
