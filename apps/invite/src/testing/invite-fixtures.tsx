// Test helpers for the invite screens: an invite context as the API sends it, and a router
// that shows where a screen navigated to (path and navigation state).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { InviteContext, Package } from '@join/schemas';
import { resetInvite, setConfig } from '@join/state';

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
    invitee: { firstName: 'Blair', lastName: 'Jones', email: 'blair@example.com', phoneCountryCode: '+1', phoneNumber: '5551234567', country: 'US' },
    credentialsToken: null,
    ...over,
  };
}

function Probe() {
  const location = useLocation();
  return (
    <div data-testid="arrived">
      {location.pathname}
      {location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </div>
  );
}

/** Renders `element` at `path` (entry `url`); any other path shows a probe with the location. */
export function renderAt(path: string, element: ReactElement, url: string = path) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
  );
}

export function resetStores() {
  resetInvite();
  setConfig({
    sandbox: true,
    flags: {},
    supportChat: false,
    urls: { login: '/login', legacyHome: '/legacy-home', accountBilling: '/billing', terms: '/t', privacy: '/p', help: '/h', contact: '/c', proCases: '/pc', passwordRetrieval: '/pr' },
  });
}

export function testPackage(over: Partial<Package> = {}): Package {
  return {
    id: 2001,
    productId: 1,
    packageName: 'PREMIUM1',
    subDurationInYears: 1,
    displayName: 'Premium 1 year',
    receiptText: 'Premium',
    buildYourOwn: false,
    country: 'US',
    pricingGroup: 'P2',
    totalPrice: 149.99,
    totalPriceFormatted: '$149.99',
    currencyCode: 'USD',
    currencySymbol: '$',
    vatInclusive: false,
    vatAmount: 0,
    vatAmountFormatted: '$0.00',
    analyticsPackage: 'premium-1',
    features: ['1 GB space'],
    hide: { amex: false, discover: false, applePay: false, payPal: false, venmo: false },
    ...over,
  };
}
