// Test helpers for the parent sign-up screens: the remote's real routes in a MemoryRouter
// (renderAtRoute of @join/testing), a fake fetch answering the join API, and a registration store preset.
import { configure } from '@testing-library/react';
import { configureApiClient } from '@join/api-client';
import type { Package } from '@join/schemas';
import { resetRegistration, updateRegistration, type RegistrationState } from '@join/state';
import ParentSignupRoutes from '../../remote-routes';
import { renderAtRoute, testFreeOption, testOption, testPackage } from '@join/testing';

// Screens are lazy chunks; the first import of one compiles it, which can take a few seconds.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

export type Reply = { status: number; body: unknown };
export type Handler = (url: string, init: RequestInit) => Reply | Promise<Reply>;

export interface FakeApi {
  calls: { url: string; method: string; body: any; headers: Record<string, string> }[];
}

export function fakeApi(handler: Handler): FakeApi {
  const api: FakeApi = { calls: [] };
  configureApiClient({
    baseUrl: '',
    fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      api.calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      });
      const reply = await handler(url, init);
      // jsdom has no Response; the client only reads ok, status and text().
      return {
        ok: reply.status >= 200 && reply.status < 300,
        status: reply.status,
        text: async () => JSON.stringify(reply.body),
      } as Response;
    }) as typeof fetch,
  });
  return api;
}

/** The remote's routes at `path` (query included), with the 'where' probe beside them. */
export function renderAt(path: string, state?: unknown) {
  return renderAtRoute(<ParentSignupRoutes />, { url: path, state });
}

export const future = () => new Date(Date.now() + 3_600_000).toISOString();

export const stepOne = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  countryCode: '+1',
  phoneNumber: '5555550100',
  country: 'US',
  timezone: 'America/New_York',
};

export function presetRegistration(patch: Partial<RegistrationState>) {
  resetRegistration();
  updateRegistration({
    signupId: 'sig-1',
    registrationKey: 'key-1',
    sessionExpiresAt: future(),
    stepOneValues: stepOne,
    ...patch,
  });
}

export function registrationReply(patch: Record<string, unknown> = {}): Reply {
  return {
    status: 200,
    body: {
      signupId: 'sig-1',
      registrationKey: 'key-1',
      expiresAt: future(),
      lastCompletedStep: 1,
      coParentPossibleDuplicate: false,
      ...patch,
    },
  };
}

export function makePackage(patch: Partial<Package>): Package {
  return testPackage({
    id: 1001,
    packageName: 'premium1',
    displayName: 'Premium',
    receiptText: 'Premium, 1 year',
    pricingGroup: 'P3',
    analyticsPackage: 'premium-1y',
    features: ['Shared calendar'],
    ...patch,
  });
}

export const byoPackage = () =>
  makePackage({
    id: 1003,
    packageName: 'byo',
    displayName: 'Build your own',
    buildYourOwn: true,
    totalPrice: 99.99,
    buildYourOwnOptions: [
      testOption('SUB1YEAR', 99.99, { displayName: '1 year' }),
      testOption('SUB2YEAR', 179.99, { displayName: '2 years' }),
      testFreeOption('MYFILES', { displayName: 'My Files' }),
      testFreeOption('CALLSBASIC', { displayName: 'Calls' }),
      testOption('TONEMETER', 24.99, { displayName: 'ToneMeter' }),
      testOption('UNLIMITEDPAYMENTS', 19.99, { displayName: 'Unlimited payments' }),
    ],
  });
