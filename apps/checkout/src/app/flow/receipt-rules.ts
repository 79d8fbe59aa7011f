// spec §2 /receipt: with no payment result, or when the selected package differs from the
// order's package, the 'You have tried to reload your receipt' page shows and the mismatch is
// logged.
import type { PaymentResult } from '@join/state';

export const PACKAGE_MISMATCH_LOG = 'Selected package does not match order package';

export type ReceiptView =
  { kind: 'receipt'; result: PaymentResult } | { kind: 'reload'; reason: 'no-result' | 'package-mismatch' };

export function receiptView(result: PaymentResult | null): ReceiptView {
  if (!result) return { kind: 'reload', reason: 'no-result' };
  const selected = result.selectedPackage?.package.id;
  if (selected === undefined || selected !== result.response.registration.order.packageId)
    return { kind: 'reload', reason: 'package-mismatch' };
  return { kind: 'receipt', result };
}
