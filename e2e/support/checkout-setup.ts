// Puts a visitor on /payment without going through the parent screens: a registration is made
// through the real API and the registration store is seeded in sessionStorage, the way the
// parent sign-up remote leaves it (zustand persist format, key `join.registration`).
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Buyer {
  country: 'US' | 'GB' | 'CA';
  countryCode: string;
  phoneNumber: string;
  region: string;
  city: string;
  billingAddress: string;
  postalCode: string;
  timezone: string;
}

export const BUYERS: Record<Buyer['country'], Buyer> = {
  US: {
    country: 'US',
    countryCode: '+1',
    phoneNumber: '5125550100',
    region: 'TX',
    city: 'Austin',
    billingAddress: '100 Congress Avenue',
    postalCode: '78701',
    timezone: 'America/Chicago',
  },
  GB: {
    country: 'GB',
    countryCode: '+44',
    phoneNumber: '7700900123',
    region: 'ENG',
    city: 'London',
    billingAddress: '221B Baker Street',
    postalCode: 'NW1 6XE',
    timezone: 'Europe/London',
  },
  CA: {
    country: 'CA',
    countryCode: '+1',
    phoneNumber: '6135550100',
    region: 'ON',
    city: 'Ottawa',
    billingAddress: '111 Wellington Street',
    postalCode: 'K1A 0A9',
    timezone: 'America/Toronto',
  },
};

let counter = 0;
export function uniqueEmail(prefix = 'parent') {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export interface SeedOptions {
  country?: Buyer['country'];
  /** Which package to pick from the country's pricing group; defaults to the first one-year plan. */
  packageId?: number;
  /** `GROW872:Control` for the old variant; the sandbox reads ?flags= once per tab. */
  flags?: string;
  /** The parent's email; a fresh one by default. */
  email?: string;
  /** The language the package was picked in (its name as /step3 showed it); English by default. */
  lang?: 'en' | 'es';
}

export interface Seeded {
  signupId: string;
  email: string;
  firstName: string;
  lastName: string;
  packageId: number;
  buyer: Buyer;
}

// The API's answers are checked by the journeys that use them; here they are plain data.
async function json(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<any> {
  expect(res.ok(), `${res.url()} answered ${res.status()}: ${await res.text()}`).toBeTruthy();
  return res.json();
}

export async function seedCheckout(page: Page, options: SeedOptions = {}): Promise<Seeded> {
  const buyer = BUYERS[options.country ?? 'US'];
  const api = page.request;
  const email = options.email ?? uniqueEmail();
  const parent = {
    firstName: 'Ana',
    lastName: 'Diaz',
    email,
    phoneCountryCode: buyer.countryCode,
    phoneNumber: buyer.phoneNumber,
    timeZone: buyer.timezone,
  };
  const created = await json(
    await api.post('/api/registrations', { data: { parent, sections: ['PARENT'] } }),
  );
  const headers = { 'x-registration-key': created.registrationKey };
  const address = {
    line1: buyer.billingAddress,
    line2: null,
    city: buyer.city,
    region: buyer.region,
    postalCode: buyer.postalCode,
    country: buyer.country,
    type: 'PRIMARY',
  };
  const coParent = {
    firstName: 'Ben',
    lastName: 'Diaz',
    email: uniqueEmail('coparent'),
    phoneCountryCode: buyer.countryCode,
    phoneNumber: null,
  };
  await json(
    await api.put(`/api/registrations/${created.signupId}`, {
      headers,
      data: {
        parent,
        sections: ['PARENT', 'ADDRESS', 'FAMILY'],
        address,
        coParent,
        children: [{ firstName: 'Cara', lastName: 'Diaz', email: null }],
        lastCompletedStep: 3,
      },
    }),
  );
  const group = await json(
    await api.post('/api/pricing/group', {
      headers: { 'accept-language': options.lang ?? 'en' },
      data: { country: buyer.country, countryCode: buyer.countryCode, phoneNumber: buyer.phoneNumber },
    }),
  );
  const pkg = options.packageId
    ? group.packages.find((p: { id: number }) => p.id === options.packageId)
    : group.packages.find(
        (p: { buildYourOwn: boolean; subDurationInYears: number }) =>
          !p.buildYourOwn && p.subDurationInYears === 1,
      );
  expect(pkg, `package ${options.packageId ?? 'one-year'} in ${buyer.country}`).toBeTruthy();
  const state = {
    signupId: created.signupId,
    registrationKey: created.registrationKey,
    lastCompletedStep: 3,
    stepOneValues: {
      firstName: parent.firstName,
      lastName: parent.lastName,
      email,
      countryCode: buyer.countryCode,
      phoneNumber: buyer.phoneNumber,
      country: buyer.country,
      timezone: buyer.timezone,
      billingAddress: buyer.billingAddress,
      city: buyer.city,
      region: buyer.region,
      postalCode: buyer.postalCode,
    },
    stepTwoValues: {
      firstName: coParent.firstName,
      lastName: coParent.lastName,
      email: coParent.email,
      countryCode: buyer.countryCode,
      knowsCoParentEmail: true,
      children: [{ firstName: 'Cara', lastName: 'Diaz' }],
    },
    parentDuplicateConfirmed: false,
    coParentDuplicateConfirmed: false,
    coParentPossibleDuplicate: false,
    pricingGroup: group.pricingGroup,
    selectedPackage: { package: pkg },
  };
  // sessionStorage belongs to the tab and origin: set it from a light same-origin page first.
  await page.goto('/api/health');
  await page.evaluate(
    (value) => sessionStorage.setItem('join.registration', value),
    JSON.stringify({ state, version: 1 }),
  );
  return {
    signupId: created.signupId,
    email,
    firstName: parent.firstName,
    lastName: parent.lastName,
    packageId: pkg.id,
    buyer,
  };
}

export function paymentUrl(flags?: string) {
  return `/app/join/payment${flags ? `?flags=${flags}` : ''}`;
}

/** Types a sandbox card into the card fields (the sandbox draws plain inputs where Braintree draws iframes). */
export async function fillCard(page: Page, number: string, expiry = '12/30', cvv = '123') {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration (MM/YY)').fill(expiry);
  await page.getByLabel('CVV').fill(cvv);
}

/** Counts the pay calls the page makes, to prove one click charges once. */
/**
 * A fresh buyer (seedCheckout's US parent, Texas billing) at the billing step of /payment, the card
 * typed and Continue pressed: where the billing journeys start.
 */
export async function openBillingStep(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await seedCheckout(page);
  await page.goto(paymentUrl('GROW872:Treatment'));
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Continue to Next Step' }).click();
  await expect(page.getByRole('heading', { name: 'Billing information' })).toBeVisible();
}

export function countPayCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/pay$/.test(new URL(r.url()).pathname))
      calls.push(r.headers()['idempotency-key'] ?? '');
  });
  return calls;
}
