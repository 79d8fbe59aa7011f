// spec §2 /receipt 'an order summary and payment information', in the receipt mail: the same lines
// as the receipt page (apps/checkout/src/app/payment/order-summary.tsx, receipt-page.tsx), worded by
// the same `checkout` texts, so the mail and the page never say the order differently.
// The lines are stored with the queued mail as keys and amounts and worded at send time in the
// recipient's language (CONTRACTS#both-languages).
import { isVatPackage, subscriptionTermYears } from '@join/domain';
import type { PricingResponse } from '@join/schemas';
import { translatorFor } from '../services/messages';
import type { MailLocale } from './templates';

/** One row: its words (`text` as given, or a `checkout:` key with its values) and its amount
 *  (`amount` as given, or `amountKey`'s words: a tax not yet known is not $0.00). */
export interface SummaryLine {
  text?: string;
  key?: string;
  vars?: Record<string, string | number>;
  amount: string;
  amountKey?: string;
}

export interface ReceiptPayment {
  paymentType: string;
  cardType: string | null;
  lastFour: string | null;
  /** ISO time of the charge. */
  paidAt: string;
}

export interface SummarySource {
  packageId: number;
  packageName: string;
  vatInclusive: boolean;
  buildYourOwn: boolean;
  services: readonly string[];
  pricing: Pick<
    PricingResponse,
    'couponDetail' | 'payForCoParent' | 'paymentCodeDetails' | 'totals' | 'lineItems' | 'taxesCalculated'
  >;
}

/** The build-your-own rows of spec §2 Review step: the subscription, ToneMeter, '1 GB space', 'Unlimited payments'. */
function buildYourOwnKeys(services: readonly string[]): string[] {
  const keys: string[] = [];
  const term = services.find((s) => s.startsWith('SUB'));
  if (term)
    keys.push(
      subscriptionTermYears(term) === 1 ? 'checkout:summary.subscription1' : 'checkout:summary.subscription2',
    );
  if (services.includes('TONEMETER')) keys.push('checkout:summary.toneMeter');
  if (services.includes('MYFILES')) keys.push('checkout:summary.space');
  if (services.includes('UNLIMITEDPAYMENTS')) keys.push('checkout:summary.payments');
  return keys;
}

/** The order summary rows of a paid order, in the receipt page's order. */
export function receiptSummary(s: SummarySource): SummaryLine[] {
  const { pricing } = s;
  const totals = pricing.totals;
  const vat = isVatPackage(s.packageId) || s.vatInclusive;
  const taxKnown = vat || pricing.taxesCalculated;
  const lines: SummaryLine[] = [{ text: s.packageName, amount: totals.selectedPackageTotalFormatted }];
  if (s.buildYourOwn) lines.push(...buildYourOwnKeys(s.services).map((key) => ({ key, amount: '' })));
  if (pricing.payForCoParent) {
    const coParent = pricing.lineItems.find(
      (l) => /co-?parent/i.test(l.code) || /co-?parent/i.test(l.description),
    );
    lines.push({ key: 'checkout:summary.coParent', amount: coParent?.amountFormatted ?? '' });
  }
  const coupon = pricing.couponDetail;
  if (coupon)
    lines.push({
      key: 'checkout:summary.discountPercent',
      vars: { code: coupon.couponCode, percent: coupon.percent },
      amount: `−${coupon.discountFormatted}`,
    });
  for (const d of pricing.paymentCodeDetails)
    lines.push({
      key: 'checkout:summary.codeDiscount',
      vars: { code: d.code },
      amount: `−${d.amountFormatted}`,
    });
  lines.push({ key: 'checkout:summary.subtotal', amount: totals.subTotalFormatted });
  if (vat) lines.push({ key: 'checkout:summary.vatIncluded', amount: '' });
  else
    lines.push(
      taxKnown
        ? { key: 'checkout:summary.tax', amount: totals.taxAmountFormatted }
        : { key: 'checkout:summary.tax', amount: '', amountKey: 'checkout:charge.taxLater' },
    );
  lines.push({
    key: taxKnown ? 'checkout:summary.total' : 'checkout:charge.totalBeforeTax',
    amount: totals.totalFormatted,
  });
  return lines;
}

const METHOD_KEYS: Record<string, string> = {
  PAYPAL: 'checkout:payment.methodPayPal',
  VENMO: 'checkout:payment.methodVenmo',
  APPLE_PAY: 'checkout:payment.methodApplePay',
  GOOGLE_PAY: 'checkout:payment.methodGooglePay',
  ACTIVATION_CODE: 'checkout:payment.methodCode',
};

export interface ReceiptTables {
  summaryTitle: string;
  summary: [string, string][];
  paymentTitle: string;
  payment: [string, string][];
}

/** The receipt page's two blocks, 'Order Summary' and 'Payment information', in `locale`. */
export function receiptTables(
  lines: SummaryLine[],
  payment: ReceiptPayment,
  extra: { transactionId: string; total: string; renewsOn: string; paidOn: string },
  locale: MailLocale,
): ReceiptTables {
  const t = translatorFor(locale);
  const word = (l: SummaryLine) => l.text ?? t(l.key ?? '', l.vars);
  const amount = (l: SummaryLine) => (l.amountKey ? t(l.amountKey) : l.amount);
  const method =
    payment.paymentType === 'CREDIT_CARD'
      ? t('checkout:payment.methodCard', {
          cardType: payment.cardType ?? '',
          lastFour: payment.lastFour ?? '',
        })
      : t(METHOD_KEYS[payment.paymentType] ?? 'checkout:payment.methodCode');
  return {
    summaryTitle: t('checkout:summary.title'),
    summary: lines.map((l) => [word(l), amount(l)]),
    paymentTitle: t('checkout:receipt.paymentTitle'),
    payment: [
      [t('checkout:receipt.method'), method],
      [t('checkout:receipt.transaction'), extra.transactionId],
      [t('checkout:receipt.date'), extra.paidOn],
      [t('checkout:summary.total'), extra.total],
      [t('checkout:receipt.renews'), extra.renewsOn],
    ],
  };
}
