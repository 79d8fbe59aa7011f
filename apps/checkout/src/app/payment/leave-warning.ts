// spec §4 Leaving: 'Payment information will be lost. Continue?' once any payment data is
// tokenised: on reload or leaving the site (beforeunload) and on our own back links.
import { useEffect } from 'react';
import { usePayment } from '@join/state';

export function useHasTokenisedPayment(): boolean {
  const card = usePayment((s) => !!s.card);
  const paypal = usePayment((s) => !!s.paypalNonce);
  const venmo = usePayment((s) => !!s.venmoNonce);
  const applePay = usePayment((s) => !!s.applePayNonce);
  const paid = usePayment((s) => !!s.result);
  return (card || paypal || venmo || applePay) && !paid;
}

export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const handler = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handler);
    return () => window.removeEventListener('beforeunload', handler);
  }, [active]);
}

/** For in-app links away from checkout: asks first when something is tokenised. */
export function confirmLeave(active: boolean, message: string): boolean {
  return !active || window.confirm(message);
}
