import {
  afterPackageChoice,
  afterStepTwo,
  decideAccess,
  isSessionExpired,
  type ParentPage,
} from './step-rules';

const live = (lastCompletedStep: number) => ({
  lastCompletedStep,
  hasSession: lastCompletedStep > 0,
  sessionExpired: false,
});

describe('decideAccess (spec §4: pages redirect to the step after the last completed one)', () => {
  it.each<[ParentPage, number, string | null]>([
    ['step1', 0, null],
    ['step1', 3, null],
    ['step2', 0, '/step1'],
    ['step2', 1, null],
    ['step2', 3, null],
    ['step3', 0, '/step1'],
    ['step3', 1, '/step2'],
    ['step3', 2, null],
    ['step3', 3, null],
    ['alacarte', 0, '/step1'],
    ['alacarte', 1, '/step2'],
    ['alacarte', 2, null],
    ['alacarte', 3, null],
    ['signup', 0, null],
    ['duplicate', 0, null],
  ])('%s with last completed step %i redirects to %s', (page, last, to) => {
    const decision = decideAccess(page, live(last));
    expect(decision.kind === 'redirect' ? decision.to : null).toBe(to);
  });

  it('sends an expired session back to /step1 with state reset', () => {
    for (const page of ['step2', 'step3', 'alacarte'] as const) {
      expect(decideAccess(page, { lastCompletedStep: 2, hasSession: true, sessionExpired: true })).toEqual({
        kind: 'redirect',
        to: '/step1',
        resetFirst: true,
      });
    }
    expect(decideAccess('step1', { lastCompletedStep: 2, hasSession: true, sessionExpired: true })).toEqual({
      kind: 'allow',
      resetFirst: true,
    });
  });

  it('treats progress without a signupId and key as a lost session', () => {
    expect(decideAccess('step3', { lastCompletedStep: 2, hasSession: false, sessionExpired: false })).toEqual(
      { kind: 'redirect', to: '/step1', resetFirst: true },
    );
  });

  it('never redirects /duplicate, which resets the state itself', () => {
    expect(
      decideAccess('duplicate', { lastCompletedStep: 0, hasSession: false, sessionExpired: true }),
    ).toEqual({ kind: 'allow' });
  });
});

describe('after step 2 (spec §2 /step2 Continue)', () => {
  it('goes to /duplicate only when the duplicate is confirmed and newer packages are on', () => {
    expect(afterStepTwo({ coParentDuplicateConfirmed: true, newerPackagesOn: true })).toBe('/duplicate');
    expect(afterStepTwo({ coParentDuplicateConfirmed: true, newerPackagesOn: false })).toBe('/step3');
    expect(afterStepTwo({ coParentDuplicateConfirmed: false, newerPackagesOn: true })).toBe('/step3');
  });
});

describe('after a package choice (spec §2 /step3, §4)', () => {
  it('sends build-your-own to /alacarte keeping step 2, anything else to /payment with step 3', () => {
    expect(afterPackageChoice(true)).toEqual({ to: '/alacarte', lastCompletedStep: 2 });
    expect(afterPackageChoice(false)).toEqual({ to: '/payment', lastCompletedStep: 3 });
  });
});

describe('isSessionExpired', () => {
  it('compares the expiry with now', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(isSessionExpired('2026-01-01T11:59:59Z', now)).toBe(true);
    expect(isSessionExpired('2026-01-01T12:30:00Z', now)).toBe(false);
    expect(isSessionExpired(null, now)).toBe(false);
  });
});
