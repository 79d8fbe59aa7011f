import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ApiResult } from '@join/api-client';
import type { PayResponse } from '@join/schemas';
import { getInvite, getPayment, getRegistration, updateInvite, updatePayment } from '@join/state';
import { usePay } from './use-pay';
import { parentContext, type CheckoutContext } from './checkout-context';
import { configure, fakePaymentsClient, pricingFor, seedRegistration, usPackage } from '../testing/fixtures';
import type { PaymentsClient, ThreeDSecureRequest } from '@join/payments';

const paid = {
  gaPayloadBase64: '',
  receipt: {} as PayResponse['receipt'],
  registration: {
    order: { packageId: usPackage.id },
    parent: { userId: 'u1', email: 'ana@example.com', familyId: 'f', firstName: 'Ana', lastName: 'Diaz' },
    coParent: null,
    promoCodes: [],
  },
  subscription: { status: 'current', renewsAt: '', coParentCurrent: false },
  clickToJoinToken: 'c',
  credentialsToken: 'cred-token',
} as PayResponse;

let lastLocation: { pathname: string; state: unknown } | null = null;
function Spy() {
  const l = useLocation();
  lastLocation = { pathname: l.pathname, state: l.state };
  return null;
}
const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/payment']}>
    <Routes>
      <Route path="*" element={<Spy />} />
    </Routes>
    {children}
  </MemoryRouter>
);

function setUp(pay: CheckoutContext['pay']) {
  const ctx = { ...parentContext()!, pay };
  const onDeclined = jest.fn();
  const hook = renderHook(() => usePay(ctx, null, onDeclined), { wrapper });
  return { hook, onDeclined };
}

describe('Pay now (spec §3, §4 Submit)', () => {
  beforeEach(() => {
    configure();
    seedRegistration();
    updatePayment({
      pricing: pricingFor(usPackage),
      card: { nonce: 'fake-valid-nonce', lastFour: '1111', cardType: 'Visa' },
      billing: null,
    });
    lastLocation = null;
  });

  it('sends one request for two quick clicks and goes to /credentials with the token', async () => {
    let resolve!: (r: ApiResult<PayResponse>) => void;
    const pay = jest.fn(() => new Promise<ApiResult<PayResponse>>((r) => (resolve = r)));
    const { hook } = setUp(pay);
    await act(async () => {
      void hook.result.current.pay();
      void hook.result.current.pay();
    });
    expect(pay).toHaveBeenCalledTimes(1);
    expect(getPayment().isSubmitting).toBe(true);
    await act(async () => resolve({ ok: true, data: paid }));
    expect(lastLocation).toEqual({
      pathname: '/credentials',
      state: { credentialsToken: 'cred-token', userId: 'u1', email: 'ana@example.com' },
    });
    expect(getPayment().result?.response.credentialsToken).toBe('cred-token');
    expect(getPayment().isSubmitting).toBe(false);
  });

  it('sends the §3 payment payload', async () => {
    const pay = jest.fn(async () => ({ ok: true, data: paid }) as ApiResult<PayResponse>);
    const { hook } = setUp(pay);
    await act(() => hook.result.current.pay());
    const [ctx] = pay.mock.calls[0] as unknown as [Parameters<CheckoutContext['pay']>[0]];
    expect(ctx.payment.card?.nonce).toBe('fake-valid-nonce');
    expect(ctx.pricing.totals.total).toBe(usPackage.totalPrice);
  });

  it('reuses the idempotency key when the same attempt is retried after a dropped connection', async () => {
    const pay = jest
      .fn<Promise<ApiResult<PayResponse>>, [unknown, string]>()
      .mockResolvedValueOnce({ ok: false, kind: 'network' })
      .mockResolvedValueOnce({ ok: true, data: paid });
    const { hook } = setUp(pay as unknown as CheckoutContext['pay']);
    await act(() => hook.result.current.pay());
    expect(hook.result.current.error).toBe('Unexpected error. Please try again.');
    await act(() => hook.result.current.pay());
    expect(pay.mock.calls[0][1]).toBe(pay.mock.calls[1][1]);
  });

  it('"we are checking your payment" (202) is shown, and Pay again asks about the same attempt with the same key', async () => {
    const pay = jest
      .fn<Promise<ApiResult<PayResponse>>, [unknown, string]>()
      .mockResolvedValueOnce({ ok: false, kind: 'checking', status: 202, message: 'payment.checking' })
      .mockResolvedValueOnce({ ok: true, data: paid });
    const { hook } = setUp(pay as unknown as CheckoutContext['pay']);
    await act(() => hook.result.current.pay());
    expect(hook.result.current.error).toMatch(
      /^We are checking your payment with the bank\..*you will not be charged twice\.$/,
    );
    expect(getPayment().card?.nonce).toBe('fake-valid-nonce');
    await act(() => hook.result.current.pay());
    expect(pay.mock.calls[1][1]).toBe(pay.mock.calls[0][1]);
    expect(lastLocation?.pathname).toBe('/credentials');
  });

  it('a decline clears the spent card, returns to the method step and a new attempt gets a new key', async () => {
    const pay = jest
      .fn<Promise<ApiResult<PayResponse>>, [unknown, string]>()
      .mockResolvedValueOnce({
        ok: false,
        kind: 'validation',
        status: 402,
        fieldErrors: [{ field: 'payment', text: 'Payment method declined' }],
      })
      .mockResolvedValueOnce({ ok: true, data: paid });
    const { hook, onDeclined } = setUp(pay as unknown as CheckoutContext['pay']);
    await act(() => hook.result.current.pay());
    expect(onDeclined).toHaveBeenCalledWith(
      'Payment method declined',
      'CREDIT_CARD',
      'Payment method declined',
    );
    expect(getPayment().card).toBeNull();
    updatePayment({ card: { nonce: 'another', lastFour: '4444', cardType: 'MasterCard' } });
    await act(() => hook.result.current.pay());
    expect(pay.mock.calls[1][1]).not.toBe(pay.mock.calls[0][1]);
  });

  it('a lost session resets and goes to /step1', async () => {
    const { hook } = setUp(async () => ({ ok: false, kind: 'expired', status: 403 }));
    await act(() => hook.result.current.pay());
    expect(lastLocation?.pathname).toBe('/step1');
  });

  it('an invite payment answered 403 or 112 resets but keeps the invite token for /invite/request', async () => {
    // Pins the reset that dropped the token, so /invite/request said "we weren't able to find your invitation".
    updateInvite({ inviteToken: 'tok-b', userId: 'user-b', lastCompletedStep: 2 });
    const ctx = {
      ...parentContext()!,
      mode: 'invite' as const,
      pay: async () => ({ ok: false as const, kind: 'inviteAuth' as const, status: 403 }),
    };
    const hook = renderHook(() => usePay(ctx, null, jest.fn()), { wrapper });
    await act(() => hook.result.current.pay());
    expect(lastLocation?.pathname).toBe('/invite/request');
    expect(getInvite()).toMatchObject({ inviteToken: 'tok-b', userId: 'user-b', lastCompletedStep: 0 });
  });

  it('a duplicate parent goes to /duplicate with name and email', async () => {
    const { hook } = setUp(async () => ({
      ok: false,
      kind: 'duplicate',
      fieldErrors: [{ field: 'parent.email.duplicate', text: 'x' }],
    }));
    await act(() => hook.result.current.pay());
    expect(lastLocation).toEqual({
      pathname: '/duplicate',
      state: { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com' },
    });
  });

  it('a duplicate parent at Pay is kept and sent as parentDuplicateConfirmed (spec §2, §7)', async () => {
    const confirmDuplicate = jest.fn(async () => undefined);
    const ctx = {
      ...parentContext()!,
      pay: async () => ({ ok: false as const, kind: 'duplicate' as const }),
      confirmDuplicate,
    };
    const hook = renderHook(() => usePay(ctx, null, jest.fn()), { wrapper });
    expect(getRegistration().parentDuplicateConfirmed).toBe(false);
    await act(() => hook.result.current.pay());
    expect(getRegistration().parentDuplicateConfirmed).toBe(true);
    expect(confirmDuplicate).toHaveBeenCalledTimes(1);
  });

  describe('3-D Secure for GB cards (spec §7, UKPayment)', () => {
    const gbPackage = {
      ...usPackage,
      id: 2063,
      country: 'GB',
      currencyCode: 'GBP' as const,
      currencySymbol: '£',
      totalPrice: 199.99,
      totalPriceFormatted: '£199.99',
    };
    const gbBilling = {
      firstName: 'Ana',
      lastName: 'Diaz',
      email: 'ana@example.com',
      billingAddress: '221B Baker Street',
      billingAddress2: 'Flat 2',
      city: 'London',
      country: 'GB',
      region: 'ENG',
      postalCode: 'NW1 6XE',
      timezone: 'Europe/London',
    };
    function gbSetUp(
      flag: 'Treatment' | 'Control',
      pay: CheckoutContext['pay'],
      verifyCard: PaymentsClient['verifyCard'],
    ) {
      configure({ GROW872: 'Treatment', UKPayment: flag });
      seedRegistration('GB', gbPackage);
      const pricing = pricingFor(gbPackage);
      updatePayment({
        pricing: { ...pricing, totals: { ...pricing.totals, totalFormatted: '£199.99' } },
        card: { nonce: 'tokencc_sb_card', lastFour: '1091', cardType: 'Visa', bin: '400000' },
        billing: gbBilling,
      });
      const client = { ...fakePaymentsClient(), verifyCard: jest.fn(verifyCard) };
      const ctx = { ...parentContext()!, pay };
      const onDeclined = jest.fn();
      const hook = renderHook(() => usePay(ctx, client, onDeclined), { wrapper });
      return { hook, onDeclined, verify: client.verifyCard };
    }
    const shifted = async (r: ThreeDSecureRequest) => ({
      nonce: `${r.nonce}-verified`,
      status: 'authenticate_successful',
      liabilityShifted: true,
      liabilityShiftPossible: true,
    });

    it('verifies the card with the amount charged today and the billing address, then pays with the nonce 3-D Secure answered', async () => {
      const pay = jest.fn(async () => ({ ok: true, data: paid }) as ApiResult<PayResponse>);
      const { hook, verify } = gbSetUp('Treatment', pay, shifted);
      await act(() => hook.result.current.pay());
      expect(verify).toHaveBeenCalledTimes(1);
      expect(verify.mock.calls[0][0]).toMatchObject({
        amount: 199.99,
        nonce: 'tokencc_sb_card',
        bin: '400000',
        email: 'ana@example.com',
        billingAddress: {
          givenName: 'Ana',
          surname: 'Diaz',
          streetAddress: '221B Baker Street',
          extendedAddress: 'Flat 2',
          locality: 'London',
          region: 'ENG',
          postalCode: 'NW1 6XE',
          countryCodeAlpha2: 'GB',
        },
        challengeTexts: {
          title: 'Confirm this payment with your bank',
          approve: 'Approve',
          fail: 'Fail authentication',
        },
      });
      expect(verify.mock.calls[0][0].challengeTexts.body).toContain('£199.99');
      const [sent] = pay.mock.calls[0] as unknown as [Parameters<CheckoutContext['pay']>[0]];
      expect(sent.payment.card?.nonce).toBe('tokencc_sb_card-verified');
      expect(lastLocation?.pathname).toBe('/credentials');
    });

    it("the server's refusal of a failed verification carries its key to the notice", async () => {
      // Pins the notice that said 'Payment method declined' for a card the bank did not authenticate (the key was dropped).
      const refusal: ApiResult<PayResponse> = {
        ok: false,
        kind: 'validation',
        status: 402,
        fieldErrors: [
          {
            field: 'payment',
            key: 'validation:paymentAuthenticationFailed',
            text: 'Card authentication failed',
          },
        ],
      };
      const pay = jest.fn(async () => refusal);
      const { hook, onDeclined } = gbSetUp('Treatment', pay, async (r) => ({
        nonce: `${r.nonce}-failed`,
        status: 'authenticate_failed',
        liabilityShifted: false,
        liabilityShiftPossible: true,
      }));
      await act(() => hook.result.current.pay());
      expect(pay).toHaveBeenCalledTimes(1);
      expect(onDeclined).toHaveBeenCalledWith(
        'Card authentication failed',
        'CREDIT_CARD',
        'validation:paymentAuthenticationFailed',
      );
    });

    it('a retry of the same attempt (dropped connection) pays with the verified nonce without verifying again', async () => {
      const pay = jest
        .fn<Promise<ApiResult<PayResponse>>, [unknown, string]>()
        .mockResolvedValueOnce({ ok: false, kind: 'network' })
        .mockResolvedValueOnce({ ok: true, data: paid });
      const { hook, verify } = gbSetUp('Treatment', pay as unknown as CheckoutContext['pay'], shifted);
      await act(() => hook.result.current.pay());
      await act(() => hook.result.current.pay());
      expect(verify).toHaveBeenCalledTimes(1);
      expect(pay.mock.calls[1][1]).toBe(pay.mock.calls[0][1]);
    });

    it('a verification that cannot run or is cancelled says the card was not authenticated and pays nothing', async () => {
      const pay = jest.fn(async () => ({ ok: true, data: paid }) as ApiResult<PayResponse>);
      const { hook, onDeclined } = gbSetUp('Treatment', pay, async () =>
        Promise.reject(new Error('three-d-secure-cancelled')),
      );
      await act(() => hook.result.current.pay());
      expect(pay).not.toHaveBeenCalled();
      expect(onDeclined).toHaveBeenCalledWith(
        'Card authentication failed',
        'CREDIT_CARD',
        'validation:paymentAuthenticationFailed',
      );
      expect(getPayment().card).toBeNull();
      expect(getPayment().isSubmitting).toBe(false);
    });

    it('under Control a GB card pays without 3-D Secure', async () => {
      const pay = jest.fn(async () => ({ ok: true, data: paid }) as ApiResult<PayResponse>);
      const { hook, verify } = gbSetUp('Control', pay, shifted);
      await act(() => hook.result.current.pay());
      expect(verify).not.toHaveBeenCalled();
      expect(
        (pay.mock.calls[0] as unknown as [Parameters<CheckoutContext['pay']>[0]])[0].payment.card?.nonce,
      ).toBe('tokencc_sb_card');
    });

    it('a US card under Treatment pays without 3-D Secure', async () => {
      configure({ GROW872: 'Treatment', UKPayment: 'Treatment' });
      seedRegistration();
      updatePayment({
        pricing: pricingFor(usPackage),
        card: { nonce: 'fake-valid-nonce', lastFour: '1111', cardType: 'Visa' },
        billing: null,
      });
      const client = { ...fakePaymentsClient(), verifyCard: jest.fn(shifted) };
      const pay = jest.fn(async () => ({ ok: true, data: paid }) as ApiResult<PayResponse>);
      const hook = renderHook(() => usePay({ ...parentContext()!, pay }, client, jest.fn()), { wrapper });
      await act(() => hook.result.current.pay());
      expect(client.verifyCard).not.toHaveBeenCalled();
      expect(pay).toHaveBeenCalledTimes(1);
    });
  });
});
