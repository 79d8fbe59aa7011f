// Loads @join/payments (and through it braintree-web) only when the payment page needs it:
// ARCHITECTURE.md budgets ask that payment SDKs load on the payment page alone.
import { useEffect, useState } from 'react';
import { getClientToken } from '@join/api-client';
import { getPayment, updatePayment } from '@join/state';
import type { PaymentsClient } from '@join/payments';

export type PaymentsModule = typeof import('@join/payments');

let modulePromise: Promise<PaymentsModule> | null = null;
export const loadPaymentsModule = () => (modulePromise ??= import('@join/payments'));

export function usePaymentsClient(country: string): {
  client: PaymentsClient | null;
  module: PaymentsModule | null;
  failed: boolean;
} {
  const [state, setState] = useState<{
    client: PaymentsClient | null;
    module: PaymentsModule | null;
    failed: boolean;
  }>({ client: null, module: null, failed: false });
  useEffect(() => {
    let cancelled = false;
    let created: PaymentsClient | null = null;
    (async () => {
      const cached = getPayment().braintreeToken;
      let token = cached && cached.country === country ? cached : null;
      if (!token) {
        const res = await getClientToken(country);
        if (!res.ok) {
          if (!cancelled) setState({ client: null, module: null, failed: true });
          return;
        }
        token = {
          country,
          clientToken: res.data.clientToken,
          provider: res.data.provider,
          currencyCode: res.data.currencyCode,
        };
        updatePayment({ braintreeToken: token });
      }
      const mod = await loadPaymentsModule();
      created = await mod.createPaymentsClient(token);
      if (cancelled) void created.teardown();
      else setState({ client: created, module: mod, failed: false });
    })().catch(() => !cancelled && setState({ client: null, module: null, failed: true }));
    return () => {
      cancelled = true;
      if (created) void created.teardown();
    };
  }, [country]);
  return state;
}
