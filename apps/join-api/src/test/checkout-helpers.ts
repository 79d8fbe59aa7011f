// Builds a registration that is ready to pay, the way the parent screens would (spec §2).
import { parentA, usAddress, type TestApp } from './test-app';

export interface ReadyRegistration {
  signupId: string;
  key: string;
  email: string;
}

export async function readyRegistration(
  t: TestApp,
  opts: {
    coParentEmail?: string | null;
    address?: Record<string, unknown>;
    withCoParent?: boolean;
    phoneCountryCode?: string;
    phoneNumber?: string;
    timeZone?: string;
  } = {},
): Promise<ReadyRegistration> {
  const parent = parentA({
    ...(opts.phoneCountryCode ? { phoneCountryCode: opts.phoneCountryCode } : {}),
    ...(opts.phoneNumber ? { phoneNumber: opts.phoneNumber } : {}),
    ...(opts.timeZone ? { timeZone: opts.timeZone } : {}),
  });
  const created = await t.call({
    method: 'POST',
    url: '/api/registrations',
    payload: { parent, sections: ['PARENT'] },
  });
  if (created.status !== 201) throw new Error(`create failed ${created.status} ${created.text}`);
  const { signupId, registrationKey } = created.body;
  const coParent =
    opts.withCoParent === false
      ? null
      : {
          firstName: 'Bo',
          lastName: 'Lee',
          email: opts.coParentEmail === undefined ? `bo.${signupId}@example.com` : opts.coParentEmail,
          phoneCountryCode: '+1',
          phoneNumber: '5125550199',
        };
  const updated = await t.call({
    method: 'PUT',
    url: `/api/registrations/${signupId}`,
    headers: { 'x-registration-key': registrationKey },
    payload: {
      parent,
      sections: ['ADDRESS', 'FAMILY'],
      address: opts.address ?? usAddress,
      coParent,
      children: [{ firstName: 'Cy', lastName: 'Lee', email: null }],
      lastCompletedStep: 3,
    },
  });
  if (updated.status !== 200) throw new Error(`update failed ${updated.status} ${updated.text}`);
  return { signupId, key: registrationKey, email: parent.email };
}

export async function tokenize(t: TestApp, number = '4111 1111 1111 1111'): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/api/payments/sandbox/tokenize',
    payload: { number, expirationDate: '12/34', cvv: '123' },
  });
  if (res.status !== 200) throw new Error(`tokenize failed ${res.text}`);
  return res.body.nonce;
}

export function payBody(nonce: string | null, amount: number, extra: Record<string, unknown> = {}) {
  return {
    marketingOptIn: true,
    order: { packageId: 1001, productId: 10010, services: [] },
    payment: {
      amountDisplayed: amount,
      nonce,
      paymentType: 'CREDIT_CARD',
      pricingLocale: 'en_US',
      storePaymentOnFile: true,
      deviceData: '{"correlation_id":"x"}',
    },
    promoCodes: [],
    ...extra,
  };
}

/** An invited co-parent's Pay of package 1002 from the staged Austin address (249.99 + 6.25 % Texas tax). */
export function invitePayBody(nonce = 'fake-valid-nonce') {
  return {
    deviceData: null,
    marketingOptIn: false,
    order: { packageId: 1002, productId: 10020, services: [] },
    payment: {
      amountDisplayed: 265.61,
      nonce,
      paymentType: 'CREDIT_CARD',
      bankAccountNumber: null,
      bankRoutingNumber: null,
    },
    promoCodes: [],
    segmentAnonymousId: 'anon',
  };
}

export function pay(t: TestApp, reg: ReadyRegistration, body: unknown, idempotencyKey: string) {
  return t.call({
    method: 'POST',
    url: `/api/registrations/${reg.signupId}/pay`,
    headers: { 'x-registration-key': reg.key, 'idempotency-key': idempotencyKey },
    payload: body,
  });
}

/** spec §3: Texas sales tax on the 1-year US package: 149.99 + 9.37. */
export const US_1001_TX_TOTAL = 159.36;

export async function mailbox(
  t: TestApp,
): Promise<{ to: string; kind: string; subject: string; links: string[]; text: string }[]> {
  return (await t.call({ url: '/api/dev/mailbox' })).body.messages;
}

/** A professional sign-up's three steps (spec §7), valid as they are. */
export const proSteps = {
  step1: {
    title: 'Dr.',
    firstName: 'Pat',
    lastName: 'Kim',
    credentials: 'JD',
    email: `pat.${Date.now()}@example.com`,
    phoneCountryCode: '+1',
    phoneNumber: '2125550100',
    phoneExtension: '',
    hearAboutUs: 'SEARCH_ENGINE',
  },
  step2: {
    practiceName: 'Kim Family Law',
    addressLine1: '1 Broadway',
    addressLine2: '',
    country: 'US',
    city: 'New York',
    region: 'NY',
    postalCode: '10004',
    timezone: 'America/New_York',
    roles: ['ATTORNEY'],
  },
  step3: {
    securityQuestion: 'FIRST_PET',
    securityAnswer: 'Rex',
    securityCode: '1234',
    securityCodeConfirm: '1234',
  },
};

/** Creates a professional through the API: the account's id, email and session token. */
export async function professional(
  t: TestApp,
  email: string,
): Promise<{ userId: string; email: string; auth: string }> {
  const created = await t.call({
    method: 'POST',
    url: '/api/v2/professional/users',
    payload: { ...proSteps.step1, ...proSteps.step2, ...proSteps.step3, email },
  });
  if (created.status !== 201) throw new Error(`professional create failed ${created.status} ${created.text}`);
  return { userId: created.body.userId, email, auth: created.body.auth };
}
