import {
  billingInfoGuard,
  addressWithoutInvite,
  contextFailureTarget,
  languageForLocale,
  packageNext,
  packagesGuard,
  resolveInviteLink,
  showsFaq,
  skipsPayment,
  step1Failure,
  step1Next,
  welcomeDecision,
  type InviteFacts,
} from './invite-rules';

const facts = (over: Partial<InviteFacts> = {}): InviteFacts => ({
  isSubscriptionCurrent: false,
  billingAddressComplete: false,
  requireCredentials: true,
  userCreatedByPro: false,
  ...over,
});
const link = { inviteToken: 'tok', userId: 'u1' };

describe('welcomeDecision (spec §2 /invite)', () => {
  it("shows the 'we weren't able' page (its button goes to the legacy home) without a token or a user id", () => {
    expect(welcomeDecision({ inviteToken: null, userId: 'u1' }, null)).toEqual({ kind: 'noInvite' });
    expect(welcomeDecision({ inviteToken: 'tok', userId: '' }, facts())).toEqual({ kind: 'noInvite' });
    expect(welcomeDecision({ inviteToken: '  ', userId: 'u1' }, null)).toEqual({ kind: 'noInvite' });
  });

  it('loads the invite before deciding anything else', () => {
    expect(welcomeDecision(link, null)).toEqual({ kind: 'load' });
  });

  it('sends a current, fully billed invite that needs credentials to /invite/credentials', () => {
    expect(
      welcomeDecision(link, facts({ isSubscriptionCurrent: true, billingAddressComplete: true })),
    ).toEqual({ kind: 'redirect', to: '/invite/credentials' });
  });

  it.each([
    ['not current', { billingAddressComplete: true }],
    ['billing incomplete', { isSubscriptionCurrent: true }],
    [
      'credentials already set',
      { isSubscriptionCurrent: true, billingAddressComplete: true, requireCredentials: false },
    ],
  ])('shows the welcome when %s', (_label, over) => {
    expect(welcomeDecision(link, facts(over))).toEqual({ kind: 'show' });
  });
});

describe('resolveInviteLink', () => {
  it('reads the token from the fragment of a new link, and still from the query of an old one', () => {
    expect(resolveInviteLink(new URLSearchParams('userId=u3'), link, '#inviteToken=frag')).toEqual({
      inviteToken: 'frag',
      userId: 'u3',
    });
    expect(resolveInviteLink(new URLSearchParams('inviteToken=old&userId=u3'), link, '')).toEqual({
      inviteToken: 'old',
      userId: 'u3',
    });
  });

  it('prefers the link parameters over what the tab remembers', () => {
    const q = new URLSearchParams('inviteToken=new&userId=u2');
    expect(resolveInviteLink(q, link)).toEqual({ inviteToken: 'new', userId: 'u2' });
  });
  it('keeps a half link as it is, so the welcome leaves for home', () => {
    expect(resolveInviteLink(new URLSearchParams('inviteToken=new'), link)).toEqual({
      inviteToken: 'new',
      userId: null,
    });
  });
  it('falls back to the remembered invite without parameters', () => {
    expect(resolveInviteLink(new URLSearchParams(''), link)).toBe(link);
  });
});

describe('an invite that is over (CONTRACTS#trust 5)', () => {
  it('sends a token the server calls used to the login, and other refusals to a new link', () => {
    expect(contextFailureTarget({ kind: 'inviteAuth', message: 'invite.used' })).toBe('login');
    expect(contextFailureTarget({ kind: 'inviteAuth', message: 'auth.fail.message' })).toBe(
      '/invite/request',
    );
    expect(contextFailureTarget({ kind: 'network' })).toBe('retry');
  });
  it('takes the token and the user id out of the address, keeping the rest', () => {
    expect(addressWithoutInvite('/app/join/invite', '?userId=u1&inviteToken=t')).toBe('/app/join/invite');
    expect(addressWithoutInvite('/app/join/invite', '?userId=u1&utm_source=mail')).toBe(
      '/app/join/invite?utm_source=mail',
    );
  });
  it("keeps the tab's token for its own invite once the token left the address", () => {
    expect(
      resolveInviteLink(new URLSearchParams('userId=u1'), { inviteToken: 't1', userId: 'u1' }, ''),
    ).toEqual({ inviteToken: 't1', userId: 'u1' });
    expect(
      resolveInviteLink(new URLSearchParams('userId=u2'), { inviteToken: 't1', userId: 'u1' }, ''),
    ).toEqual({ inviteToken: null, userId: 'u2' });
  });
});

describe('contextFailureTarget', () => {
  it.each(['inviteAuth', 'expired', 'notFound', 'validation'] as const)(
    'a refused token (%s) needs a new link',
    (kind) => {
      expect(contextFailureTarget(kind)).toBe('/invite/request');
    },
  );
  it.each(['network', 'server'] as const)('%s failures can be retried', (kind) => {
    expect(contextFailureTarget(kind)).toBe('retry');
  });
});

describe('step1Next (spec §2 /invite/step1)', () => {
  it('asks for the billing address when the subscription is current and billing incomplete', () => {
    expect(step1Next(facts({ isSubscriptionCurrent: true }))).toBe('/invite/billing-info');
  });
  it('offers packages to a co-parent who pays', () => {
    expect(step1Next(facts())).toBe('/invite/packages');
  });
  it('skips payment for a current, fully billed subscription', () => {
    expect(step1Next(facts({ isSubscriptionCurrent: true, billingAddressComplete: true }))).toBe(
      '/invite/credentials',
    );
  });
  it('skips payment for a subscription a professional created', () => {
    expect(step1Next(facts({ userCreatedByPro: true }))).toBe('/invite/credentials');
    expect(step1Next(facts({ userCreatedByPro: true, requireCredentials: false }))).toBe('legacyHome');
  });
});

describe('step1Failure (spec §7, §8)', () => {
  it('sends invite auth failures (112, auth.fail.message) to /invite/request', () => {
    expect(step1Failure({ kind: 'inviteAuth', status: 401 })).toEqual({
      kind: 'redirect',
      to: '/invite/request',
    });
  });
  it('sends an invite that ended meanwhile (invite.used) to the login', () => {
    expect(step1Failure({ kind: 'inviteAuth', status: 401, message: 'invite.used' })).toEqual({
      kind: 'login',
    });
  });
  it('resets on 403', () => {
    expect(step1Failure({ kind: 'expired', status: 403 })).toEqual({ kind: 'reset' });
  });
  it('keeps validation errors on the form', () => {
    expect(
      step1Failure({ kind: 'validation', status: 409, fieldErrors: [{ field: 'parent.email', text: 'x' }] }),
    ).toEqual({ kind: 'fields' });
  });
  it('shows a general error otherwise', () => {
    expect(step1Failure({ kind: 'server', status: 500 })).toEqual({ kind: 'error' });
    expect(step1Failure({ kind: 'validation', status: 400 })).toEqual({ kind: 'error' });
  });
});

describe('packagesGuard and billingInfoGuard', () => {
  it('needs the invite, then a saved step 1', () => {
    expect(packagesGuard({ inviteToken: null, userId: null }, 2, facts())).toBe('/invite');
    expect(packagesGuard(link, 0, facts())).toBe('/invite/step1');
    expect(packagesGuard(link, 1, facts())).toBeNull();
  });
  it('sends visitors who skip payment on to credentials (spec §2 back goes to /invite/credentials or /invite/step1)', () => {
    expect(packagesGuard(link, 1, facts({ userCreatedByPro: true }))).toBe('/invite/credentials');
    expect(packagesGuard(link, 0, facts({ userCreatedByPro: true }))).toBe('/invite/step1');
  });
  it('shows billing info only for a current subscription with an incomplete address', () => {
    expect(billingInfoGuard(link, 1, facts({ isSubscriptionCurrent: true }))).toBeNull();
    expect(billingInfoGuard(link, 1, facts())).toBe('/invite/packages');
    expect(
      billingInfoGuard(link, 1, facts({ isSubscriptionCurrent: true, billingAddressComplete: true })),
    ).toBe('/invite/credentials');
    expect(billingInfoGuard(link, 0, facts({ isSubscriptionCurrent: true }))).toBe('/invite/step1');
  });
});

describe('small rules', () => {
  it('skipsPayment for current or professional-created subscriptions only', () => {
    expect(skipsPayment(facts())).toBe(false);
    expect(skipsPayment(facts({ isSubscriptionCurrent: true }))).toBe(true);
    expect(skipsPayment(facts({ userCreatedByPro: true }))).toBe(true);
  });
  it('packageNext: build-your-own is put together first', () => {
    expect(packageNext({ buildYourOwn: true })).toBe('/invite/choose-your-own');
    expect(packageNext({ buildYourOwn: false })).toBe('/invite/payment');
  });
  it('languageForLocale and showsFaq', () => {
    expect(languageForLocale('es_MX')).toBe('es');
    expect(languageForLocale('en_GB')).toBe('en');
    expect(languageForLocale(undefined)).toBe('en');
    expect(showsFaq('es_MX')).toBe(true);
    expect(showsFaq('en_US')).toBe(false);
    expect(showsFaq('es_US')).toBe(false);
  });
});
