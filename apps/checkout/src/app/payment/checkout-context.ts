// What differs between Parent A's /payment and the invited co-parent's /invite/payment (spec §2):
// who is paying, which calls price and charge, and where the back and change links go.
import {
  calculateInvitePricing,
  calculatePricing,
  checkInvitePackageCountry,
  checkPackageCountry,
  getAvailableCoupons,
  payInvite,
  registerAndPay,
  updateRegistration,
  type ApiResult,
} from '@join/api-client';
import {
  addressBody,
  type Coupon,
  type PackageCheckResponse,
  type PayResponse,
  type PricingResponse,
} from '@join/schemas';
import { getInvite, getRegistration, type PaymentState, type SelectedPackage } from '@join/state';
import { invitePayBody, registerAndPayBody, type PayContext } from '../flow/pay-request';
import { changeEmailRoute } from '../flow/change-email';
import { ROUTES } from '@join/routes';

export type CheckoutMode = 'parent' | 'invite';

export interface Payer {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  countryCode: string;
  phoneNumber: string;
  timezone: string;
  billingAddress?: string;
  billingAddress2?: string;
  city?: string;
  region?: string;
  postalCode?: string;
}

export interface CheckoutContext {
  mode: CheckoutMode;
  selected: SelectedPackage;
  payer: Payer;
  packagesRoute: string;
  changeEmailRoute: string;
  credentialsRoute: string;
  /** Prices the order with the visitor's chosen coupon (promoCodes) and activation codes. */
  price(
    payment: Pick<PaymentState, 'isPayingForCoparent' | 'billing' | 'promoCodes'>,
    codes: string[],
  ): Promise<ApiResult<PricingResponse>>;
  /** spec §7 Available coupons: the coupons this visitor may apply (none when the call fails).
   *  Asked once per context (the payment page starts it on arrival, beside pricing). */
  coupons(): Promise<Coupon[]>;
  checkCountry(country: string): Promise<ApiResult<PackageCheckResponse>>;
  pay(ctx: PayContext, idempotencyKey: string): Promise<ApiResult<PayResponse>>;
  /** spec §3, §7 parentDuplicateConfirmed: tells the server that Pay found the parent to be a
   *  duplicate, so the registration is never charged (Parent A only). */
  confirmDuplicate?(): Promise<unknown>;
}

const digits = (code: string) => code.replace(/\D/g, '');

function pricingAddress(payer: Payer, billing: PaymentState['billing']) {
  const b = billing ?? {
    billingAddress: payer.billingAddress ?? '',
    billingAddress2: payer.billingAddress2,
    city: payer.city ?? '',
    region: payer.region ?? '',
    postalCode: payer.postalCode ?? '',
    country: payer.country,
  };
  return addressBody(b, payer.country);
}

export function parentContext(): CheckoutContext | null {
  const r = getRegistration();
  const one = r.stepOneValues;
  if (!r.selectedPackage || !one || !r.signupId || !r.registrationKey) return null;
  const signupId = r.signupId;
  const key = r.registrationKey;
  const payer: Payer = { ...one };
  const selected = r.selectedPackage;
  const order = {
    packageId: selected.package.id,
    productId: selected.package.productId,
    services: selected.services ?? null,
  };
  let couponList: Promise<Coupon[]> | undefined;
  return {
    mode: 'parent',
    selected,
    payer,
    packagesRoute: ROUTES.step3,
    changeEmailRoute: changeEmailRoute('parent'),
    credentialsRoute: ROUTES.credentials,
    price: (payment, codes) =>
      calculatePricing(
        {
          address: pricingAddress(payer, payment.billing),
          limboId: signupId,
          orderDetail: order,
          payForCoparent: payment.isPayingForCoparent,
          paymentCodes: codes,
          promoCodes: payment.promoCodes,
          phoneCountryCode: digits(payer.countryCode),
          phoneNumber: payer.phoneNumber,
        },
        key,
      ),
    checkCountry: (country) =>
      checkPackageCountry({
        packageId: selected.package.id,
        countryCriteria: { countryCode: digits(payer.countryCode), phoneNumber: payer.phoneNumber, country },
      }),
    coupons: () =>
      (couponList ??= getAvailableCoupons(signupId, key).then(
        (res) => (res.ok ? res.data.coupons : []),
        () => [],
      )),
    pay: (ctx, idempotencyKey) =>
      registerAndPay(signupId, key, registerAndPayBody(ctx, getRegistration()), { idempotencyKey }),
    confirmDuplicate: () =>
      updateRegistration(signupId, key, {
        parent: {
          firstName: one.firstName,
          lastName: one.lastName,
          email: one.email,
          phoneCountryCode: one.countryCode,
          phoneNumber: one.phoneNumber,
          timeZone: one.timezone || null,
        },
        sections: ['PARENT'],
        parentDuplicateConfirmed: true,
      }),
  };
}

export function inviteContext(): CheckoutContext | null {
  const i = getInvite();
  const contact = i.contactValues;
  if (!i.selectedPackage || !i.inviteToken || !i.userId) return null;
  const userId = i.userId;
  const token = i.inviteToken;
  const selected = i.selectedPackage;
  const country = contact?.country || i.context?.invitee.country || 'US';
  const payer: Payer = {
    firstName: contact?.firstName ?? i.context?.invitee.firstName ?? '',
    lastName: contact?.lastName ?? i.context?.invitee.lastName ?? '',
    email: contact?.email ?? i.context?.invitee.email ?? '',
    country,
    countryCode: contact?.countryCode ?? i.context?.invitee.phoneCountryCode ?? '+1',
    phoneNumber: contact?.phoneNumber ?? i.context?.invitee.phoneNumber ?? '',
    timezone: contact?.timezone ?? '',
  };
  const order = {
    packageId: selected.package.id,
    productId: selected.package.productId,
    services: selected.services ?? null,
  };
  return {
    mode: 'invite',
    selected,
    payer,
    packagesRoute: ROUTES.invitePackages,
    changeEmailRoute: changeEmailRoute('invite', i.context),
    credentialsRoute: ROUTES.inviteCredentials,
    price: (payment, codes) =>
      calculateInvitePricing(userId, token, {
        userId,
        orderDetail: order,
        subscriptionCodes: codes,
        promoCodes: payment.promoCodes,
        address: pricingAddress(payer, payment.billing),
      }),
    checkCountry: (c) =>
      checkInvitePackageCountry(userId, token, {
        packageId: selected.package.id,
        countryCriteria: {
          countryCode: digits(payer.countryCode),
          phoneNumber: payer.phoneNumber || null,
          country: c,
        },
      }),
    // The invite context already carries the invitee's coupons (spec §3 Invite context).
    coupons: async () => getInvite().context?.availableCoupons ?? [],
    pay: (ctx, idempotencyKey) => payInvite(userId, token, invitePayBody(ctx), { idempotencyKey }),
  };
}
