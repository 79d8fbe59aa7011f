// The one guard hook: every screen carries out its journey module's decision through it
// (parent sign-up's decideAccess, the invite rules, the /payment guards). The modules decide,
// purely and tested; this hook only acts: one redirect per decision, replacing the history
// entry, and a callback once the screen may show.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** stay: show the screen; redirect: go elsewhere; wait: neither yet (a reset or a load first). */
export type RouteDecision<To extends string = string> =
  { kind: 'stay' } | { kind: 'wait' } | { kind: 'redirect'; to: To; state?: unknown };

export interface RouteDecisionOptions<To extends string> {
  /** Carries out a redirect; the router's navigate by default. Targets outside the router
   *  (the legacy home page) or with side effects need their own. */
  go?: (to: To, options: { replace: true; state?: unknown }) => void;
  /** Runs once when the decision is to stay (the page view), and again when stayKey changes. */
  onStay?: () => void;
  /** What the stay is for (the page): one guard kept mounted across routes reports each page. */
  stayKey?: string;
}

/** Carries out `decision`; returns true while the screen may render. */
export function useRouteDecision<To extends string>(
  decision: RouteDecision<To>,
  options: RouteDecisionOptions<To> = {},
): boolean {
  const navigate = useNavigate();
  const latest = useRef({ navigate, options, decision });
  latest.current = { navigate, options, decision };
  const target = decision.kind === 'redirect' ? decision.to : null;
  const stay = decision.kind === 'stay';

  useEffect(() => {
    if (target === null) return;
    const { navigate: nav, options: opts, decision: d } = latest.current;
    const state = d.kind === 'redirect' ? d.state : undefined;
    if (opts.go) opts.go(target, { replace: true, state });
    else nav(target, { replace: true, state });
  }, [target]);

  const stayKey = options.stayKey;
  useEffect(() => {
    if (stay) latest.current.options.onStay?.();
  }, [stay, stayKey]);

  return stay;
}
