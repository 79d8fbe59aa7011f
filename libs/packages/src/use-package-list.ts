// spec §7 Pricing group lookup, as the package screens of both flows load it: the parent's
// /step3 and /alacarte, and the invite's /invite/packages. One loader, one filter, one retry.
import { useCallback, useEffect, useRef, useState } from 'react';
import { getPricingGroup, type FailureKind } from '@join/api-client';
import type { Package, PricingGroupRequest, PricingGroupResponse } from '@join/schemas';
import { offeredPackages } from './offered-packages';
import { aheadFor } from './package-list-ahead';

export type PackageList =
  | { status: 'loading' }
  | { status: 'error'; kind: FailureKind }
  | { status: 'ready'; group: string; packages: Package[] };

export interface PackageListOptions {
  /** false: nothing is asked (the page already has what it needs). */
  enabled?: boolean;
  /** The page's language: names, receipt texts and features come in it, so a switch asks again. */
  language?: string;
  /** The lookup finished: the answer and the packages its pricing group offers. */
  onReady?: (answer: PricingGroupResponse, offered: Package[]) => void;
  onError?: (kind: FailureKind) => void;
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
export function usePackageList(
  request: () => PricingGroupRequest | null,
  options: PackageListOptions = {},
): PackageList & { reload: () => void } {
  const { enabled = true, language } = options;
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
  // The language the shown list is in: a switch asks again and keeps the list on screen meanwhile.
  const shownIn = useRef(language);
  useEffect(() => {
    const body = latest.current.request();
    if (!body || !enabled) return;
    let live = true;
    const languageSwitch = shownIn.current !== language;
    shownIn.current = language;
    // A retry always asks afresh; the first look uses what was asked ahead, if it is still here.
    const early = attempt === 0 && !languageSwitch ? aheadFor(body) : null;
    if (early?.answer && first.current.status === 'ready') {
      latest.current.options.onReady?.(early.answer, first.current.packages);
      return;
    }
    if (!languageSwitch) setState({ status: 'loading' });
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
  }, [attempt, enabled, language]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
