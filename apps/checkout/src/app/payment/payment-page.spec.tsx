import { screen } from '@testing-library/react';
import { renderAtRoute } from '@join/testing';
import { getPayment, resetRegistration, updateInvite, updatePayment, updateRegistration } from '@join/state';
import PaymentPage from './payment-page';
import { configure, seedRegistration, usPackage } from '../testing/fixtures';

const renderAt = (path: string, mode: 'parent' | 'invite') => renderAtRoute(<PaymentPage mode={mode} />, { path, probe: { withState: true } });

describe('payment page guards (spec §2)', () => {
  beforeEach(() => configure());

  it('without a package the visitor goes to /step1', async () => {
    resetRegistration();
    renderAt('/payment', 'parent');
    expect(await screen.findByTestId('where')).toHaveTextContent('/step1');
  });

  // Pins a bug: /payment sent step 2 done to /step2 while every parent page sent it to /step3.
  it('with step 2 done it goes on to /step3, the step after it (spec §4)', async () => {
    seedRegistration();
    updateRegistration({ lastCompletedStep: 2 });
    renderAt('/payment', 'parent');
    expect(await screen.findByTestId('where')).toHaveTextContent('/step3');
  });

  it('a confirmed duplicate goes to /duplicate with name and email', async () => {
    seedRegistration();
    updateRegistration({ parentDuplicateConfirmed: true });
    renderAt('/payment', 'parent');
    expect(await screen.findByTestId('where')).toHaveTextContent('/duplicate {"firstName":"Ana","lastName":"Diaz","email":"ana@example.com"}');
  });

  it('an invitee below step 2 goes back to the packages', async () => {
    updateInvite({ inviteToken: 't', userId: 'u', lastCompletedStep: 1, selectedPackage: { package: usPackage } });
    renderAt('/invite/payment', 'invite');
    expect(await screen.findByTestId('where')).toHaveTextContent('/invite/packages');
  });
});

describe('a new registration in the same tab', () => {
  beforeEach(() => configure());

  it('starts the checkout afresh instead of reusing an abandoned one', async () => {
    seedRegistration();
    updatePayment({
      owner: 'an-older-signup',
      billing: { firstName: 'X', lastName: 'Y', email: 'x@example.com', billingAddress: '1 High St', city: 'London', country: 'GB', region: 'ENG', postalCode: 'SW1A 1AA', timezone: 'Europe/London' },
      paypalNonce: 'old',
    });
    renderAt('/payment', 'parent');
    expect(getPayment()).toMatchObject({ owner: 'sig_1', billing: null, paypalNonce: null });
  });
});
