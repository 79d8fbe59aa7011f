import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import i18next from 'i18next';
import type { PayResponse } from '@join/schemas';
import { getConfig, getRegistration, setConfig, updatePayment } from '@join/state';
import ReceiptPage from './receipt-page';
import { configure, pricingFor, seedRegistration, usPackage } from '../testing/fixtures';

function result(orderPackageId = usPackage.id) {
  const pricing = pricingFor(usPackage);
  const response = {
    gaPayloadBase64: '',
    receipt: {
      orderId: 'o1',
      transactionId: 'sbtxn_1',
      cardLastFour: '1111',
      cardType: 'Visa',
      paymentType: 'CREDIT_CARD',
      payForCoParent: false,
      currencyCode: 'USD',
      packageDisplayName: 'Premium',
      totals: pricing.totals,
      transactionDateTime: '2026-11-22T10:00:00Z',
      renewalDate: '2027-11-22T10:00:00Z',
      paymentCodeDetails: [],
    },
    registration: {
      order: { packageId: orderPackageId },
      parent: { userId: 'u1', email: 'ana@example.com', familyId: 'f1', firstName: 'Ana', lastName: 'Diaz' },
      coParent: { email: 'ben@example.com', phoneNumberWithCountryCode: null },
      promoCodes: [],
    },
    subscription: { status: 'current', renewsAt: '', coParentCurrent: false },
    clickToJoinToken: 'c',
    credentialsToken: 't',
  } as PayResponse;
  return { response, pricing, selectedPackage: { package: usPackage }, invite: false };
}

const renderReceipt = () =>
  render(
    <MemoryRouter>
      <ReceiptPage mode="parent" />
    </MemoryRouter>,
  );

describe('receipt (spec §2 /receipt)', () => {
  beforeEach(() => {
    configure();
    seedRegistration();
  });

  it("shows 'Account activated!', the three items, the summary and payment information, then clears state", () => {
    updatePayment({ result: result() });
    renderReceipt();
    expect(screen.getByRole('heading', { level: 1, name: 'Account activated!' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'What happens next' }).children).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We've invited your co-parent at ben@example.com. They can join your family account from the invitation.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Visa ending in 1111')).toBeInTheDocument();
    expect(screen.getByText('sbtxn_1')).toBeInTheDocument();
    expect(getRegistration().signupId).toBeNull();
    expect(window.sessionStorage.getItem('join.payment')).toBeNull();
  });

  it('hides the app-store badges in Spanish', async () => {
    await i18next.changeLanguage('es');
    updatePayment({ result: result() });
    renderReceipt();
    expect(screen.getByRole('heading', { level: 1, name: '¡Cuenta activada!' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
    // Pins the Spanish receipt that said 'download the app' with no badge and no hint where to find it.
    expect(screen.getByText('Busca «Harbor» en el App Store o en Google Play.')).toBeInTheDocument();
  });

  it('without a payment result it shows the reload page', () => {
    renderReceipt();
    expect(
      screen.getByRole('heading', { level: 1, name: 'You have tried to reload your receipt' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/app/join/login');
  });

  it('logs a package mismatch and shows the reload page', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    updatePayment({ result: result(9999) });
    renderReceipt();
    expect(
      screen.getByRole('heading', { level: 1, name: 'You have tried to reload your receipt' }),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Selected package does not match order package');
    warn.mockRestore();
  });

  // Regression: the affiliate script was added to this page itself, with every right of the checkout's origin.
  it('loads the affiliate script only inside a frame sandboxed to scripts, never on the page', () => {
    setConfig({ ...getConfig()!, affiliateScriptUrl: 'https://affiliate.example/track.js' } as Parameters<
      typeof setConfig
    >[0]);
    updatePayment({ result: result() });
    const { container } = renderReceipt();
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute('src', '/api/affiliate/frame');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(document.querySelector('script[src*="affiliate.example"]')).toBeNull();
  });

  it('shows no affiliate frame when no script is configured', () => {
    updatePayment({ result: result() });
    const { container } = renderReceipt();
    expect(container.querySelector('iframe')).toBeNull();
  });
});
