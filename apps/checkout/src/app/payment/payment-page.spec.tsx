import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { renderAtRoute } from '@join/testing';
import { getPayment, resetRegistration, updateInvite, updatePayment, updateRegistration } from '@join/state';
import PaymentPage from './payment-page';
import { configure, seedRegistration, usPackage } from '../testing/fixtures';

const renderAt = (path: string, mode: 'parent' | 'invite') =>
  renderAtRoute(<PaymentPage mode={mode} />, { path, probe: { withState: true } });

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
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/duplicate {"firstName":"Ana","lastName":"Diaz","email":"ana@example.com"}',
    );
  });

  it('an invitee below step 2 goes back to the packages', async () => {
    updateInvite({
      inviteToken: 't',
      userId: 'u',
      lastCompletedStep: 1,
      selectedPackage: { package: usPackage },
    });
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
      billing: {
        firstName: 'X',
        lastName: 'Y',
        email: 'x@example.com',
        billingAddress: '1 High St',
        city: 'London',
        country: 'GB',
        region: 'ENG',
        postalCode: 'SW1A 1AA',
        timezone: 'Europe/London',
      },
      paypalNonce: 'old',
    });
    renderAt('/payment', 'parent');
    expect(getPayment()).toMatchObject({ owner: 'sig_1', billing: null, paypalNonce: null });
  });
});

describe('the frame drawn from no stores (CONTRACTS#first-screen-from-the-server)', () => {
  const serverHtml = () =>
    renderToString(
      <MemoryRouter initialEntries={['/payment']}>
        <PaymentPage mode="parent" />
      </MemoryRouter>,
    );

  // The server sees no tab's stores; what it renders stays up while a reloaded tab renders its
  // checkout, so it holds the heading, the progress and the secure note where the step puts them.
  it('the new variant shows the heading, the progress, the method heading, the secure note and a loading status', () => {
    configure();
    resetRegistration();
    const html = serverHtml();
    expect(html).toContain('co-frame');
    expect(html).toMatch(/<h1[^>]*>Payment<\/h1>/);
    expect(html).toContain('aria-current="step"');
    expect(html).toContain('Payment method');
    expect(html).toContain('All transactions are secure and encrypted');
    expect(html).toContain('role="status"');
  });

  it('the old variant, which opens on billing, shows the heading and the loading status only', () => {
    configure({ GROW872: 'Control' });
    resetRegistration();
    const html = serverHtml();
    expect(html).toContain('co-frame');
    expect(html).not.toContain('All transactions are secure and encrypted');
    expect(html).not.toContain('co-progress');
    expect(html).toContain('role="status"');
  });
});
