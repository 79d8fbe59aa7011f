import { getPayment, resetPayment, updatePayment } from '@join/state';
import { invitePayBody, nonceFor, pricingLocaleFor, registerAndPayBody } from './pay-request';
import { pricingFor, usPackage } from '../testing/fixtures';

const billing = {
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana@example.com',
  billingAddress: '1 Main St',
  city: 'Austin',
  country: 'US',
  region: 'TX',
  postalCode: '78701',
  timezone: 'America/Chicago',
};

describe('pay payload (spec §3 Payment payload, §7 register and pay)', () => {
  beforeEach(() => resetPayment());

  it('carries the displayed amounts, device data, nonce, type, en_US locale and stores the method', () => {
    updatePayment({
      card: { nonce: 'card-nonce', lastFour: '1111', cardType: 'Visa' },
      billing,
      isPayingForCoparent: true,
      appliedCodes: ['ABC'],
    });
    const pricing = pricingFor(usPackage, {
      taxId: 'tx1',
      totals: { ...pricingFor(usPackage).totals, total: 160, taxAmount: 10 },
    });
    const body = registerAndPayBody(
      {
        payment: getPayment(),
        pricing,
        selected: { package: usPackage },
        deviceData: 'dd',
        segmentAnonymousId: 'anon',
      },
      { parentDuplicateConfirmed: false, coParentDuplicateConfirmed: true },
    );
    expect(body.payment).toEqual({
      amountDisplayed: 160,
      cardHolderName: 'Ana Diaz',
      deviceData: 'dd',
      nonce: 'card-nonce',
      paymentType: 'CREDIT_CARD',
      pricingLocale: 'en_US',
      storePaymentOnFile: true,
      taxAmountDisplayed: 10,
      taxId: 'tx1',
    });
    expect(body).toMatchObject({
      order: { packageId: usPackage.id, productId: usPackage.productId },
      payForCoparent: true,
      paymentCodes: ['ABC'],
      coParentDuplicateConfirmed: true,
      segmentAnonymousId: 'anon',
    });
    expect(body.address).toEqual({
      line1: '1 Main St',
      line2: null,
      city: 'Austin',
      region: 'TX',
      postalCode: '78701',
      country: 'US',
      type: 'PRIMARY',
    });
  });

  it("sends 'en_US' as the pricing locale in the new variant and the visitor's locale in the old one", () => {
    // Pins the bug where the pricing locale was always 'en_US' (spec §7: the old flow sends the context value).
    expect(pricingLocaleFor('new', 'es')).toBe('en_US');
    expect(pricingLocaleFor('old', 'es')).toBe('es_MX');
    expect(pricingLocaleFor('old', 'en')).toBe('en_US');
    updatePayment({ card: { nonce: 'n', lastFour: '1111', cardType: 'Visa' }, billing });
    const body = registerAndPayBody(
      {
        payment: getPayment(),
        pricing: pricingFor(usPackage),
        selected: { package: usPackage },
        deviceData: null,
        segmentAnonymousId: 'a',
        pricingLocale: pricingLocaleFor('old', 'es'),
      },
      { parentDuplicateConfirmed: false, coParentDuplicateConfirmed: false },
    );
    expect(body.payment.pricingLocale).toBe('es_MX');
  });

  it('each method sends its own nonce', () => {
    updatePayment({ paymentMethod: 'VENMO', venmoNonce: 'v', paypalNonce: 'p' });
    expect(nonceFor(getPayment())).toBe('v');
    updatePayment({ paymentMethod: 'APPLE_PAY', applePayNonce: 'a' });
    expect(nonceFor(getPayment())).toBe('a');
  });

  it('the invite payload adds device data and null bank fields, and no pay-for-co-parent', () => {
    updatePayment({ paymentMethod: 'PAYPAL', paypalNonce: 'pp', billing });
    const body = invitePayBody({
      payment: getPayment(),
      pricing: pricingFor(usPackage),
      selected: { package: usPackage },
      deviceData: 'dd',
      segmentAnonymousId: 'anon',
    });
    expect(body.payment).toMatchObject({
      paymentType: 'PAYPAL',
      nonce: 'pp',
      cardHolderName: null,
      bankAccountNumber: null,
      bankRoutingNumber: null,
    });
    expect(body.deviceData).toBe('dd');
    expect('payForCoparent' in body).toBe(false);
  });

  it('a code covering the whole price pays as ACTIVATION_CODE without a nonce', () => {
    const pricing = pricingFor(usPackage, { totals: { ...pricingFor(usPackage).totals, total: 0 } });
    const body = registerAndPayBody(
      {
        payment: getPayment(),
        pricing,
        selected: { package: usPackage },
        deviceData: null,
        segmentAnonymousId: 'a',
      },
      { parentDuplicateConfirmed: false, coParentDuplicateConfirmed: false },
    );
    expect(body.payment).toMatchObject({ paymentType: 'ACTIVATION_CODE', nonce: null, amountDisplayed: 0 });
  });
});
