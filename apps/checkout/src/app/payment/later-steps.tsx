// spec §2 /payment: the billing and review steps come after the payment method in the new variant,
// so their code (with the country, time zone and postcode data) loads on the visitor's first touch
// of the page rather than with it (ARCHITECTURE.md Budgets: /payment). A step that is not here
// yet shows the page's loading state in its place; what the visitor typed lives in the payment
// store, so nothing is lost while it loads.
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyScreen, onFirstTouch, Spinner } from '@join/ui';
import type { PaymentView } from '@join/state';

export const LazyBillingStep = lazyScreen(() => import('./billing-step.chunk').then((m) => m.BillingStep));
export const LazyReviewStep = lazyScreen(() => import('./review-step.chunk').then((m) => m.ReviewStep));

/** What a wallet's address and a country conflict need: the calling-code and time zone data. */
export const loadCountryRules = () => import('../flow/country-rules.chunk');

const preloadLaterSteps = () => {
  void loadCountryRules().catch(() => undefined);
  // A failed fetch is tried again when the step renders (lazyScreen forgets it).
  void LazyBillingStep.preload().catch(() => undefined);
  void LazyReviewStep.preload().catch(() => undefined);
};

/**
 * Fetches the later steps: at once when the checkout opens on one of them (the old variant starts
 * on billing; a reload may resume on review), else on the visitor's first touch of the page.
 */
export function useLaterSteps(initialView: PaymentView): void {
  useEffect(() => {
    if (initialView !== 'PAYMENT') {
      preloadLaterSteps();
      return undefined;
    }
    return onFirstTouch(preloadLaterSteps);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decided once, for the view the checkout opened on
  }, []);
}

/** The loading state while a step's code arrives; `onReady` runs once the step has replaced it. */
function StepLoading({ onReady }: { onReady: () => void }) {
  const { t } = useTranslation('checkout');
  const ready = useRef(onReady);
  ready.current = onReady;
  useEffect(() => () => ready.current(), []);
  return (
    <section className="co-step co-methods-loading" aria-busy="true">
      <Spinner label={t('payment.loading')} />
    </section>
  );
}

export function LaterStep({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  return <Suspense fallback={<StepLoading onReady={onReady} />}>{children}</Suspense>;
}
