import type { Package } from '@join/schemas';
import type { PaymentResult, RegistrationState } from '@join/state';
import { paymentGuard } from './payment-guard';
import { invitePaymentGuard } from './invite-guards';
import { afterCredentials, readCredentialsState } from './credentials-guard';
import { PACKAGE_MISMATCH_LOG, receiptView } from './receipt-rules';
import { isSafeRedirect, loginRedirect } from './login-redirect';

const pkg = { id: 2001 } as Package;
const ready: PaymentGuardRegistration = {
  signupId: 's1',
  registrationKey: 'k1',
  selectedPackage: { package: pkg },
  stepOneValues: {
    firstName: 'Ana',
    lastName: 'Diaz',
    email: 'ana@example.com',
    countryCode: '+1',
    phoneNumber: '5551234567',
    country: 'US',
    timezone: 'America/Chicago',
  },
  lastCompletedStep: 3,
  parentDuplicateConfirmed: false,
};
type PaymentGuardRegistration = Pick<
  RegistrationState,
  | 'selectedPackage'
  | 'stepOneValues'
  | 'lastCompletedStep'
  | 'parentDuplicateConfirmed'
  | 'signupId'
  | 'registrationKey'
>;
const guard = (patch: Partial<PaymentGuardRegistration>, subscriptionCurrent = false) =>
  paymentGuard({ registration: { ...ready, ...patch }, subscriptionCurrent });

describe('payment guard (spec §2 /payment)', () => {
  it('lets a visitor with a package and step 3 done stay', () => expect(guard({})).toEqual({ kind: 'stay' }));
  it('no package goes to /step1', () =>
    expect(guard({ selectedPackage: null })).toEqual({ kind: 'redirect', to: '/step1' }));
  it('missing email or country code goes to /step1', () => {
    expect(guard({ stepOneValues: { ...ready.stepOneValues!, email: '' } })).toMatchObject({ to: '/step1' });
    expect(guard({ stepOneValues: { ...ready.stepOneValues!, countryCode: '' } })).toMatchObject({
      to: '/step1',
    });
  });
  it('without a registration it goes to /step1', () =>
    expect(guard({ signupId: null })).toMatchObject({ to: '/step1' }));
  // Pins a bug: /payment sent a visitor with step 2 done back to /step2, the parent pages to /step3.
  it.each([
    [0, '/step1'],
    [1, '/step2'],
    [2, '/step3'],
  ])('last completed step %i goes to the step after it, %s (spec §4)', (step, to) =>
    expect(guard({ lastCompletedStep: step })).toEqual({ kind: 'redirect', to }),
  );
  it('a confirmed duplicate parent goes to /duplicate with name and email', () =>
    expect(guard({ parentDuplicateConfirmed: true })).toEqual({
      kind: 'redirect',
      to: '/duplicate',
      state: { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com' },
    }));
  it('a current subscription goes to /securityquestions', () =>
    expect(guard({}, true)).toEqual({ kind: 'redirect', to: '/securityquestions' }));
});

describe('invite payment guard (spec §2 /invite/payment)', () => {
  const invite = {
    inviteToken: 't',
    userId: 'u',
    lastCompletedStep: 2,
    selectedPackage: { package: pkg },
    context: null,
  };
  it('stays with step 2 done and a package', () =>
    expect(invitePaymentGuard(invite)).toEqual({ kind: 'stay' }));
  it('goes back below step 2', () => {
    expect(invitePaymentGuard({ ...invite, lastCompletedStep: 1 })).toMatchObject({ to: '/invite/packages' });
    expect(invitePaymentGuard({ ...invite, lastCompletedStep: 0 })).toMatchObject({ to: '/invite/step1' });
  });
  it('without a token goes to the legacy home page', () =>
    expect(invitePaymentGuard({ ...invite, inviteToken: null })).toMatchObject({ to: 'legacyHome' }));
});

describe('credentials guard (spec §2 /credentials)', () => {
  it('needs a token in navigation state', () => {
    expect(readCredentialsState(null)).toBeNull();
    expect(readCredentialsState({ credentialsToken: '' })).toBeNull();
    expect(readCredentialsState({ credentialsToken: 'abc', userId: 'u1' })).toEqual({
      credentialsToken: 'abc',
      userId: 'u1',
      email: null,
    });
  });
  it('leads to the receipt, or home for an invitee who did not pay here', () => {
    expect(afterCredentials(false, true)).toBe('receipt');
    expect(afterCredentials(true, false)).toBe('legacyHome');
    expect(afterCredentials(true, true)).toBe('receipt');
  });
});

describe('receipt rules (spec §2 /receipt)', () => {
  const result = (selectedId: number, orderId: number) =>
    ({
      response: { registration: { order: { packageId: orderId } } },
      selectedPackage: { package: { id: selectedId } },
      pricing: null,
      invite: false,
    }) as unknown as PaymentResult;
  it('shows the receipt when the packages agree', () =>
    expect(receiptView(result(1, 1)).kind).toBe('receipt'));
  it('shows the reload page without a result or with a different package', () => {
    expect(receiptView(null)).toEqual({ kind: 'reload', reason: 'no-result' });
    expect(receiptView(result(1, 2))).toEqual({ kind: 'reload', reason: 'package-mismatch' });
    expect(PACKAGE_MISMATCH_LOG).toBe('Selected package does not match order package');
  });
});

describe('login redirect (spec §4)', () => {
  const base = { homeUrl: '/', loginUrl: '/app/join/login', storedRedirectUrl: null };
  const go = (to: string) => ({ kind: 'go', to });
  it('follows the returned redirectUrl, then url', () => {
    expect(loginRedirect({ ...base, response: { url: '/a', redirectUrl: '/b' } })).toEqual(go('/b'));
    expect(loginRedirect({ ...base, response: { url: '/a', redirectUrl: null } })).toEqual(go('/a'));
  });
  it('a stored redirectUrl wins over a home target', () => {
    expect(
      loginRedirect({
        ...base,
        storedRedirectUrl: '/app/account/billing',
        response: { url: '/', redirectUrl: null },
      }),
    ).toEqual(go('/app/account/billing'));
    expect(
      loginRedirect({
        ...base,
        storedRedirectUrl: '/app/account/billing',
        response: { url: '/app/messages', redirectUrl: null },
      }),
    ).toEqual(go('/app/messages'));
  });
  it('defaults to the login page', () => {
    expect(loginRedirect({ ...base, response: {} })).toEqual(go('/app/join/login'));
    expect(isSafeRedirect('https://evil.example')).toBe(false);
  });
  it('refuses an unsafe stored target it would have followed, offering the safe one', () => {
    for (const stored of [
      '//evil.example',
      '/.//evil.example/phish',
      '/a/..//evil.example',
      '/%2e//evil.example',
    ]) {
      expect(loginRedirect({ ...base, storedRedirectUrl: stored, response: { url: '/' } })).toEqual({
        kind: 'refused',
        safe: '/',
      });
    }
    // Not a home target: the stored one would not have been used, so nothing is refused.
    expect(
      loginRedirect({
        ...base,
        storedRedirectUrl: '//evil.example',
        response: { url: '/app/account/billing' },
      }),
    ).toEqual(go('/app/account/billing'));
  });
  // Regression: the browser followed whatever target the login answer carried.
  it('refuses a returned target that leaves the site, unless the configuration names it', () => {
    for (const target of [
      '//evil.example/phish',
      '/.//evil.example/phish',
      '/a/..//evil.example',
      '/%2e//evil.example',
      'https://evil.example/',
    ]) {
      expect(loginRedirect({ ...base, response: { url: '/app/messages', redirectUrl: target } })).toEqual({
        kind: 'refused',
        safe: '/',
      });
    }
    expect(
      loginRedirect({
        ...base,
        response: { url: 'https://legacy.example/home' },
        configured: ['https://legacy.example/home'],
      }),
    ).toEqual(go('https://legacy.example/home'));
    expect(loginRedirect({ ...base, response: { url: '/app/./messages' } })).toEqual(go('/app/messages'));
  });
});
