// CONTRACTS#a-sign-up-people-finish 7 and spec §4 Leaving: carries out ../flow/payment-history.
// - The view shown is the one the address asks for (guarded by what the stores say is done);
//   every move between views is a history entry, so Back, Forward and reload work.
// - A move that would lose something (typed, unsaved card details; a tokenised method when the
//   page is left) first opens the in-page leave dialog: our own links and buttons, the header logo and Log In (through the shared
//   leave guard of @join/state), and the browser's Back and Forward buttons (through the
//   shell's pop gate, which hears them before the router).
// - Closing the tab or going to another site can only be asked about by the browser's own prompt.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  getPayment,
  setLeaveGuard,
  setPopGuard,
  updatePayment,
  usePayment,
  type PaymentView,
} from '@join/state';
import {
  continueTarget,
  isPaymentEntry,
  reachableView,
  searchForView,
  unloadWarns,
  viewFromSearch,
  type Destination,
  type LeaveLoss,
} from '../flow/payment-history';
import type { Variant } from '../flow/payment-views';
import {
  dropSavedMethod,
  lossOf,
  progressOf,
  useProgress,
  useSavedMethod,
  type Live,
} from './payment-progress';

/** The address as it is now. In the browser the router keeps its entries in window.history
 *  ({ usr, key, idx }), which a move made in the same handler has already changed, so that is
 *  read; a memory router (component tests, or any embedding without a window history) is read
 *  from its own location, else its moves would never be seen and the mark would be set forever. */
function addressNow(routed: { search: string; hash: string; state: unknown }) {
  const entry = window.history.state as { idx?: unknown; usr?: unknown } | null;
  if (entry && typeof entry.idx === 'number')
    return {
      windowBacked: true,
      search: window.location.search,
      hash: window.location.hash,
      state: entry.usr,
    };
  return { windowBacked: false, search: routed.search, hash: routed.hash, state: routed.state };
}

const historyIndex = () => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

export function usePaymentHistory(variant: Variant) {
  const location = useLocation();
  const navigate = useNavigate();
  const progress = useProgress();
  const wanted = viewFromSearch(location.search, variant);
  const view = reachableView(variant, wanted, progress);
  const entry = isPaymentEntry(location.state) ? location.state : null;
  const fromReview = !!entry?.fromReview;
  const [cardTyped, setCardTypedState] = useState(false);
  /** The move waiting for the visitor's answer in the leave dialog. */
  const [pending, setPending] = useState<{
    go: () => void;
    away: boolean;
    loss: LeaveLoss;
    viaHistory?: boolean;
  } | null>(null);
  const live = useRef<Live>({ view, cardTyped, documentPath: '', index: null });
  live.current.view = view;
  live.current.cardTyped = cardTyped;
  /** A history move we make ourselves: our Back/Forward listener lets it through. */
  const ownPop = useRef(false);
  /** The visitor chose to leave: the browser's prompt does not ask again. */
  const leaving = useRef(false);
  const savedMethod = useSavedMethod();
  const paid = usePayment((s) => !!s.result);

  const setCardTyped = useCallback((typed: boolean) => {
    if (typed) leaving.current = false;
    setCardTypedState(typed);
  }, []);

  // The page's own document path, once: the address check below never acts for another page.
  useEffect(() => {
    live.current.documentPath = window.location.pathname;
  }, []);

  // The guard of the address, and the mark that says "this entry is the payment page's own"
  // (a reload, Back or Forward onto it resumes the checkout: payment-page.tsx). It reads the
  // address and the stores as they are when it runs, not as they were when it was scheduled:
  // a store change and a move in the same handler (a refused payment, the mismatch modal's OK)
  // must never be undone by a check of the older address.
  const routed = useRef(location);
  routed.current = location;
  useEffect(() => {
    const address = addressNow(routed.current);
    if (address.windowBacked && window.location.pathname !== live.current.documentPath) return;
    live.current.index = historyIndex();
    const search = address.search;
    const asked = viewFromSearch(search, variant);
    const allowed = reachableView(variant, asked, progressOf(getPayment()));
    const state = address.state;
    if (allowed !== asked || !isPaymentEntry(state)) {
      const kept = typeof state === 'object' && state !== null ? state : {};
      navigate(
        { search: searchForView(search, allowed, variant), hash: address.hash },
        { replace: true, state: { ...kept, paymentEntry: true } },
      );
    }
    if (getPayment().view !== allowed) updatePayment({ view: allowed });
  }, [view, wanted, entry, location.key, navigate, variant]);

  /** Runs `go` now, or after the visitor confirms in the leave dialog when the move loses something. */
  const ask = useCallback((to: Destination, go: () => void) => {
    const loss = lossOf(live.current, to);
    if (loss) setPending({ go, away: to === 'away', loss });
    else go();
  }, []);

  /** A new history entry for another view. */
  const move = useCallback(
    (to: PaymentView, options: { fromReview?: boolean; replace?: boolean } = {}) => {
      if (to === live.current.view && !options.fromReview) return;
      ask(to, () =>
        navigate(
          { search: searchForView(window.location.search, to, variant) },
          {
            replace: options.replace,
            state: { paymentEntry: true, ...(options.fromReview ? { fromReview: true } : {}) },
          },
        ),
      );
    },
    [ask, navigate, variant],
  );

  /** After a view's Continue: Review again when a Review 'Change' link opened this view (its own entry, so Back stays natural). */
  const continueTo = useCallback(
    (next: PaymentView) => {
      const target = continueTarget(variant, next, fromReview, progressOf(getPayment()));
      if (target === 'REVIEW' && fromReview && live.current.index !== null && live.current.index > 0) {
        ownPop.current = true;
        navigate(-1);
      } else move(target);
    },
    [variant, fromReview, move, navigate],
  );

  /** Off the payment page by one of the page's own links. */
  const leave = useCallback((to: string) => ask('away', () => navigate(to)), [ask, navigate]);

  // The header's logo and Log In ask the page first (shared guard of @join/state).
  useEffect(
    () =>
      setLeaveGuard((proceed) => {
        const loss = lossOf(live.current, 'away');
        if (!loss) return false;
        setPending({ go: proceed, away: true, loss });
        return true;
      }),
    [],
  );

  // The browser's Back and Forward. The shell's pop gate (@join/state) asks this guard before
  // the router hears the move; when the move would lose something the router never hears it:
  // the entry is put back, the dialog asks, and Continue makes the same move again.
  useEffect(() => {
    let restoring = false;
    return setPopGuard(() => {
      if (restoring) {
        restoring = false;
        return true;
      }
      if (ownPop.current) {
        ownPop.current = false;
        return false;
      }
      const here = live.current;
      const to: Destination =
        window.location.pathname === here.documentPath
          ? viewFromSearch(window.location.search, variant)
          : 'away';
      const loss = lossOf(here, to);
      if (!loss) return false;
      const index = historyIndex();
      if (index === null || here.index === null || index === here.index) return false;
      const delta = index - here.index;
      restoring = true;
      window.history.go(-delta);
      setPending({
        go: () => {
          ownPop.current = true;
          window.history.go(delta);
        },
        away: to === 'away',
        loss,
        viaHistory: true,
      });
      return true;
    });
  }, [variant]);

  // Closing the tab or leaving for another site: only the browser may ask (spec §4 Leaving).
  const warnOnUnload = unloadWarns({ cardTyped, savedMethod, paid });
  useEffect(() => {
    if (!warnOnUnload) return;
    const handler = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handler);
    return () => window.removeEventListener('beforeunload', handler);
  }, [warnOnUnload]);

  const stay = useCallback(() => setPending(null), []);
  const confirmLeave = useCallback(() => {
    if (!pending) return;
    setPending(null);
    if (pending.away) leaving.current = true;
    // The dialog said the saved method is lost: leaving removes it, so the words hold. It is
    // removed once the move is under way (a Back or Forward move lands later, on popstate), so
    // this page never redraws its views without it first.
    const drop = pending.loss === 'savedMethod';
    if (drop && pending.viaHistory) window.addEventListener('popstate', dropSavedMethod, { once: true });
    pending.go();
    if (drop && !pending.viaHistory) dropSavedMethod();
  }, [pending]);

  return {
    view,
    fromReview,
    move,
    continueTo,
    leave,
    setCardTyped,
    dialogLoss: pending?.loss ?? null,
    stay,
    confirmLeave,
  };
}
