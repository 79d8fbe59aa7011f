// Test helpers for the invite screens: an invite context as the API sends it, and a router
// that shows where a screen navigated to (path and navigation state).
import type { ReactElement } from 'react';
import type { InviteContext } from '@join/schemas';
import { resetInvite } from '@join/state';
import { configureForTest, renderAtRoute, testPackage } from '@join/testing';

export function inviteContext(over: Partial<InviteContext> = {}): InviteContext {
  return {
    inviteToken: 'tok-1',
    userId: 'user-b',
    isSubscriptionCurrent: false,
    billingAddressComplete: false,
    requireCredentials: true,
    coparentPackageId: null,
    userCreatedByPro: false,
    proFirstName: null,
    proLastName: null,
    languageLocale: 'en_US',
    familyMembers: [
      { color: '#1d6fa5', displayInitials: 'AS', firstName: 'Alex', lastName: 'Smith', userId: 'user-a' },
      { color: '#ffd966', displayInitials: 'MS', firstName: 'Mia', lastName: 'Smith', userId: 'child-1' },
    ],
    availableCoupons: [],
    invitee: {
      firstName: 'Blair',
      lastName: 'Jones',
      email: 'blair@example.com',
      phoneCountryCode: '+1',
      phoneNumber: '5551234567',
      country: 'US',
    },
    credentialsToken: null,
    ...over,
  };
}

/** Renders `element` at `path` (entry `url`); any other path shows the 'arrived' probe with the location. */
export function renderAt(path: string, element: ReactElement, url: string = path) {
  return renderAtRoute(element, { path, url, probe: { testId: 'arrived', withState: true } });
}

export function resetStores() {
  resetInvite();
  configureForTest({
    urls: {
      login: '/login',
      legacyHome: '/legacy-home',
      accountBilling: '/billing',
      terms: '/t',
      privacy: '/p',
      help: '/h',
      contact: '/c',
      proCases: '/pc',
      passwordRetrieval: '/pr',
    },
  });
}

export { testPackage };
