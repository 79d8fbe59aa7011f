import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ApiResult } from '@join/api-client';
import type { PayResponse } from '@join/schemas';
import { getInvite, getPayment, updateInvite, updatePayment } from '@join/state';
import { usePay } from './use-pay';
import { parentContext, type CheckoutContext } from './checkout-context';
import { configure, pricingFor, seedRegistration, usPackage } from '../testing/fixtures';

const paid = {
  gaPayloadBase64: '',
  receipt: {} as PayResponse['receipt'],
  registration: { order: { packageId: usPackage.id }, parent: { userId: 'u1', email: 'ana@example.com', familyId: 'f', firstName: 'Ana', lastName: 'Diaz' }, coParent: null, promoCodes: [] },
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
    updatePayment({ pricing: pricingFor(usPackage), card: { nonce: 'fake-valid-nonce', lastFour: '1111', cardType: 'Visa' }, billing: null });
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
    expect(lastLocation).toEqual({ pathname: '/credentials', state: { credentialsToken: 'cred-token', userId: 'u1', email: 'ana@example.com' } });
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
    const pay = jest.fn<Promise<ApiResult<PayResponse>>, [unknown, string]>().mockResolvedValueOnce({ ok: false, kind: 'network' }).mockResolvedValueOnce({ ok: true, data: paid });
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
    expect(hook.result.current.error).toMatch(/^We are checking your payment with the bank\..*you will not be charged twice\.$/);
    expect(getPayment().card?.nonce).toBe('fake-valid-nonce');
    await act(() => hook.result.current.pay());
    expect(pay.mock.calls[1][1]).toBe(pay.mock.calls[0][1]);
    expect(lastLocation?.pathname).toBe('/credentials');
  });

  it('a decline clears the spent card, returns to the method step and a new attempt gets a new key', async () => {
    const pay = jest
      .fn<Promise<ApiResult<PayResponse>>, [unknown, string]>()
      .mockResolvedValueOnce({ ok: false, kind: 'validation', status: 402, fieldErrors: [{ field: 'payment', text: 'Payment method declined' }] })
      .mockResolvedValueOnce({ ok: true, data: paid });
    const { hook, onDeclined } = setUp(pay as unknown as CheckoutContext['pay']);
    await act(() => hook.result.current.pay());
    expect(onDeclined).toHaveBeenCalledWith('Payment method declined', 'CREDIT_CARD');
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
    const ctx = { ...parentContext()!, mode: 'invite' as const, pay: async () => ({ ok: false as const, kind: 'inviteAuth' as const, status: 403 }) };
    const hook = renderHook(() => usePay(ctx, null, jest.fn()), { wrapper });
    await act(() => hook.result.current.pay());
    expect(lastLocation?.pathname).toBe('/invite/request');
    expect(getInvite()).toMatchObject({ inviteToken: 'tok-b', userId: 'user-b', lastCompletedStep: 0 });
  });

  it('a duplicate parent goes to /duplicate with name and email', async () => {
    const { hook } = setUp(async () => ({ ok: false, kind: 'duplicate', fieldErrors: [{ field: 'parent.email.duplicate', text: 'x' }] }));
    await act(() => hook.result.current.pay());
    expect(lastLocation).toEqual({ pathname: '/duplicate', state: { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com' } });
  });
});
