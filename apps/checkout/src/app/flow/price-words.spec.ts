// Pins a bug: '$159.36 plus any applicable tax' when $159.36 already held the tax,
// 'Price includes VAT' beside 'plus any applicable tax', and a code-paid order 'renews at $0.00'.
import type { PricingResponse } from '@join/schemas';
import { paidInFullByCode, renewalKey, taxKnown } from './price-words';

function pricing(
  over: { total?: number; tax?: number; calculated?: boolean; codes?: number } = {},
): PricingResponse {
  const total = over.total ?? 159.36;
  return {
    packageId: 1001,
    currencyCode: 'USD',
    couponDetail: null,
    payForCoParent: false,
    paymentCodeDetails: Array.from({ length: over.codes ?? 0 }, (_, i) => ({
      code: `C${i}`,
      amount: 149.99,
      amountFormatted: '$149.99',
    })),
    taxes: [],
    totals: {
      total,
      totalFormatted: `$${total}`,
      subTotal: 149.99,
      subTotalFormatted: '$149.99',
      subTotalAfterDiscount: 149.99,
      taxAmount: over.tax ?? 9.37,
      taxAmountFormatted: `$${over.tax ?? 9.37}`,
      selectedPackageTotal: 149.99,
      selectedPackageTotalFormatted: '$149.99',
      paymentCodeTotal: 0,
      paymentCodeTotalFormatted: '$0.00',
    },
    lineItems: [],
    taxId: null,
    finalPrice: total,
    taxesCalculated: over.calculated ?? true,
    request: {},
  };
}

describe('price words', () => {
  it('says the renewal price includes tax when the total already holds it', () => {
    expect(renewalKey(pricing(), false)).toBe('renewal.withTax');
  });

  it('says plus any applicable tax while the tax is not known or is zero', () => {
    expect(renewalKey(pricing({ calculated: false, tax: 0, total: 149.99 }), false)).toBe('renewal.plusTax');
    expect(renewalKey(pricing({ tax: 0, total: 149.99 }), false)).toBe('renewal.plusTax');
    expect(renewalKey(null, false)).toBe('renewal.plusTax');
  });

  it('says VAT included for a VAT package, never plus tax', () => {
    expect(renewalKey(pricing({ tax: 0, total: 119.99 }), true)).toBe('renewal.withVat');
  });

  it('never says a code-paid order renews at $0.00 on this payment method', () => {
    const free = pricing({ total: 0, tax: 0, codes: 1 });
    expect(paidInFullByCode(free)).toBe(true);
    expect(renewalKey(free, false)).toBe('renewal.code');
    expect(paidInFullByCode(pricing({ total: 0, tax: 0 }))).toBe(false);
  });

  it('knows the tax only once the server could price it', () => {
    expect(taxKnown(pricing({ calculated: false }), false)).toBe(false);
    expect(taxKnown(null, false)).toBe(false);
    expect(taxKnown(null, true)).toBe(true);
    expect(taxKnown(pricing(), false)).toBe(true);
  });
});
