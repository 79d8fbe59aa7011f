// Finish later: the registration the server kept becomes the steps' values again, and the link
// reopens the page it was asked from when progress allows it.
import type { Package } from '@join/schemas';
import { resumedPackage, resumedPath, resumedState, wantsPayment } from './resumed-state';

const answer = {
  signupId: 'su_1',
  registrationKey: 'device-key',
  expiresAt: '2030-01-01T00:00:00.000Z',
  lastCompletedStep: 2,
  coParentPossibleDuplicate: false,
  step: 'step3' as const,
  values: {
    parent: {
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      phoneCountryCode: '+1',
      phoneNumber: '5125550147',
      timeZone: 'America/Chicago',
    },
    address: {
      line1: '100 Congress Ave',
      line2: null,
      city: 'Austin',
      region: 'TX',
      postalCode: '78701',
      country: 'US',
    },
    referral: { selection: 'OTHER', other: 'A friend' },
    coParent: {
      firstName: 'Ben',
      lastName: 'Ortega',
      email: null,
      phoneCountryCode: '+1',
      phoneNumber: '5125550199',
    },
    children: [{ firstName: 'Cy', lastName: 'Ortega', email: null }],
  },
  draft: { step2: { firstName: 'Benito' } },
};

describe('resumed state', () => {
  it('gives back /step1 and /step2 values, the device key and the unsent drafts', () => {
    const state = resumedState(answer);
    expect(state).toMatchObject({
      signupId: 'su_1',
      registrationKey: 'device-key',
      sessionExpiresAt: '2030-01-01T00:00:00.000Z',
      lastCompletedStep: 2,
    });
    expect(state.stepOneValues).toMatchObject({
      email: 'ana@example.com',
      countryCode: '+1',
      country: 'US',
      timezone: 'America/Chicago',
      referral: 'OTHER',
      referralOther: 'A friend',
      city: 'Austin',
    });
    // A co-parent kept without an email was one whose email the parent did not know.
    expect(state.stepTwoValues).toEqual({
      firstName: 'Ben',
      lastName: 'Ortega',
      knowsCoParentEmail: false,
      email: '',
      countryCode: '+1',
      phoneNumber: '5125550199',
      children: [{ firstName: 'Cy', lastName: 'Ortega', email: '' }],
    });
    expect(state.drafts?.step2).toEqual({ firstName: 'Benito' });
  });

  it('reopens the asked page, /step3 for /payment, and never a page progress does not allow', () => {
    expect(resumedPath({ step: 'step2', lastCompletedStep: 1 })).toBe('/step2');
    expect(resumedPath({ step: 'alacarte', lastCompletedStep: 2 })).toBe('/alacarte');
    expect(resumedPath({ step: 'payment', lastCompletedStep: 3 })).toBe('/step3');
    expect(resumedPath({ step: 'step3', lastCompletedStep: 1 })).toBe('/step2');
  });

  it('a link asked on /payment chooses the kept package again from the offered list, and only then', () => {
    const offered = [
      { id: 1001, buildYourOwn: false, packageName: 'Essentials 1 Year' },
      { id: 1009, buildYourOwn: true, packageName: 'Build Your Own' },
    ] as Package[];
    const asked = { step: 'payment' as const, lastCompletedStep: 2 };
    const one = { ...asked, draft: { selection: { packageId: 1001 } } };
    expect(wantsPayment(one)).toBe(true);
    expect(resumedPackage(one, offered)).toEqual({ package: offered[0], services: undefined });
    const byo = { ...asked, draft: { selection: { packageId: 1009, services: ['SUB1YEAR', 'MYFILES'] } } };
    expect(resumedPackage(byo, offered)).toEqual({ package: offered[1], services: ['SUB1YEAR', 'MYFILES'] });
    // No longer offered, built without options, kept from another page, or too early: /step3 instead.
    expect(resumedPackage({ ...asked, draft: { selection: { packageId: 77 } } }, offered)).toBeNull();
    expect(resumedPackage({ ...asked, draft: { selection: { packageId: 1009 } } }, offered)).toBeNull();
    expect(resumedPackage({ ...one, step: 'step3' }, offered)).toBeNull();
    expect(resumedPackage({ ...one, lastCompletedStep: 1 }, offered)).toBeNull();
    expect(wantsPayment({ ...asked, draft: null })).toBe(false);
  });
});
