// spec §3 Registration response (pay): receipt, registration summary, tokens, analytics payload.
import type { PayResponse } from '@join/schemas';
import type { Charged } from './subscription-price';

export interface PayResponseArgs {
  charged: Charged;
  orderId: string;
  now: Date;
  renewsAt: Date;
  parent: { id: string; email: string; familyId: string; firstName: string; lastName: string };
  coParent: { email: string | null; phone: string | null } | null;
  coParentCurrent: boolean;
  promoCodes: string[];
  credentialsToken: string;
  clickToJoinToken: string;
}

export function payResponse(args: PayResponseArgs): PayResponse {
  const { charged, now } = args;
  const p = charged.pricing;
  const totals = p.response.totals;
  const analytics = {
    event: 'purchase',
    transaction_id: args.orderId,
    value: totals.total,
    tax: totals.taxAmount,
    currency: p.pkg.currency,
    coupon: p.response.couponDetail?.couponCode ?? null,
    items: [
      {
        item_id: p.pkg.analytics_package,
        item_name: p.pkg.display_name,
        price: totals.selectedPackageTotal,
        quantity: p.response.payForCoParent ? 2 : 1,
      },
    ],
  };
  return {
    gaPayloadBase64: Buffer.from(JSON.stringify(analytics)).toString('base64'),
    receipt: {
      orderId: args.orderId,
      transactionId: charged.gatewayTransactionId ?? charged.transactionId,
      cardLastFour: charged.cardLastFour,
      cardType: charged.cardType,
      paymentType: charged.paymentType,
      payForCoParent: p.response.payForCoParent,
      currencyCode: p.response.currencyCode,
      packageDisplayName: p.pkg.display_name,
      totals,
      transactionDateTime: now.toISOString(),
      renewalDate: args.renewsAt.toISOString(),
      paymentCodeDetails: p.response.paymentCodeDetails,
    },
    registration: {
      order: { packageId: p.pkg.id },
      parent: {
        userId: args.parent.id,
        email: args.parent.email,
        familyId: args.parent.familyId,
        firstName: args.parent.firstName,
        lastName: args.parent.lastName,
      },
      coParent: args.coParent
        ? { email: args.coParent.email, phoneNumberWithCountryCode: args.coParent.phone }
        : null,
      promoCodes: args.promoCodes,
    },
    subscription: {
      status: 'current',
      renewsAt: args.renewsAt.toISOString(),
      coParentCurrent: args.coParentCurrent,
    },
    clickToJoinToken: args.clickToJoinToken,
    credentialsToken: args.credentialsToken,
  };
}
