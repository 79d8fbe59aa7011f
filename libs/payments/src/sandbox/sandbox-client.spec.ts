import { waitFor } from '@testing-library/react';
import { configureApiClient } from '@join/api-client';
import { createSandboxClient } from './sandbox-client';
import { PaymentCancelledError, PaymentFailedError, type CardFieldStates } from '../types';

function jsonResponse(body: unknown, status = 200) {
  return { ok: status < 400, status, text: async () => JSON.stringify(body) };
}

describe('sandbox payments', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    configureApiClient({ baseUrl: '', fetch: fetchMock as unknown as typeof fetch });
  });

  it('draws labelled inputs, reports states and posts the card to the sandbox tokenize endpoint', async () => {
    const root = document.createElement('div');
    const make = (id: string) => root.appendChild(Object.assign(document.createElement('div'), { id }));
    document.body.append(root);
    const states: CardFieldStates[] = [];
    const fields = await createSandboxClient().createCardFields({
      containers: { number: make('n'), expirationDate: make('x'), cvv: make('c') },
      labelIds: { number: 'ln', expirationDate: 'lx', cvv: 'lc' },
      errorIds: { number: 'en', expirationDate: 'ex', cvv: 'ec' },
      onStateChange: (s) => states.push(s),
    });
    const input = (id: string) => root.querySelector<HTMLInputElement>(`#${id}-input`)!;
    expect(input('n').getAttribute('aria-labelledby')).toBe('ln');
    await expect(fields.tokenize()).rejects.toBeInstanceOf(PaymentFailedError);
    const type = (el: HTMLInputElement, v: string) => {
      el.value = v;
      el.dispatchEvent(new Event('input'));
      el.dispatchEvent(new Event('blur'));
    };
    type(input('n'), '4111 1111 1111 1111');
    type(input('x'), '12/30');
    type(input('c'), '123');
    expect(states.at(-1)).toEqual({
      number: { isValid: true, isPotentiallyValid: true, touched: true, hasBlurred: true },
      expirationDate: { isValid: true, isPotentiallyValid: true, touched: true, hasBlurred: true },
      cvv: { isValid: true, isPotentiallyValid: true, touched: true, hasBlurred: true },
    });
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        nonce: 'fake-valid-visa-nonce',
        lastFour: '1111',
        cardType: 'Visa',
        expirationMonth: '12',
        expirationYear: '2030',
      }),
    );
    expect(await fields.tokenize()).toEqual({
      nonce: 'fake-valid-visa-nonce',
      lastFour: '1111',
      cardType: 'Visa',
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/payments/sandbox/tokenize');
    expect(JSON.parse(init.body)).toEqual({
      number: '4111111111111111',
      expirationDate: '12/30',
      cvv: '123',
    });
    root.remove();
  });

  it('says whether any card field holds something typed (only then does leaving lose it)', async () => {
    const root = document.createElement('div');
    const make = (id: string) => root.appendChild(Object.assign(document.createElement('div'), { id }));
    document.body.append(root);
    const reports: boolean[] = [];
    await createSandboxClient().createCardFields({
      containers: { number: make('n2'), expirationDate: make('x2'), cvv: make('c2') },
      labelIds: { number: 'ln', expirationDate: 'lx', cvv: 'lc' },
      errorIds: { number: 'en', expirationDate: 'ex', cvv: 'ec' },
      onStateChange: () => undefined,
      onInputChange: (hasInput) => reports.push(hasInput),
    });
    const input = (id: string) => root.querySelector<HTMLInputElement>(`#${id}-input`)!;
    const type = (el: HTMLInputElement, v: string) => {
      el.value = v;
      el.dispatchEvent(new Event('input'));
    };
    expect(reports).toEqual([]);
    type(input('c2'), '1');
    type(input('n2'), '4');
    type(input('c2'), '');
    expect(reports).toEqual([true]);
    type(input('n2'), '');
    expect(reports).toEqual([true, false]);
    root.remove();
  });

  it('the wallet dialog approves with a nonce and address, or cancels, or fails', async () => {
    const client = createSandboxClient();
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        nonce: 'fake-venmo-account-nonce',
        paymentType: 'VENMO',
        details: {
          email: null,
          username: '@sandbox',
          billingAddress: {
            line1: '1 A St',
            city: 'Reno',
            region: 'NV',
            postalCode: '89501',
            country: 'USA',
          },
        },
      }),
    );
    const approved = client.authorizeVenmo();
    // The dialog's code arrives on the first use, so each dialog opens a moment later.
    const click = async (name: string) =>
      (
        await waitFor(() => {
          const button = Array.from(document.querySelectorAll('dialog button')).find(
            (b) => b.textContent === name,
          );
          expect(button).toBeDefined();
          return button!;
        })
      ).dispatchEvent(new MouseEvent('click'));
    await waitFor(() => expect(document.querySelector('dialog h2')?.textContent).toBe('Venmo (sandbox)'));
    await click('Approve');
    await expect(approved).resolves.toEqual({
      method: 'VENMO',
      nonce: 'fake-venmo-account-nonce',
      email: null,
      username: '@sandbox',
      address: { billingAddress: '1 A St', city: 'Reno', region: 'NV', postalCode: '89501', country: 'US' },
    });
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ method: 'VENMO', outcome: 'approve' });
    const cancelled = client.authorizeApplePay({ amount: 10, currency: 'USD', label: 'Harbor' });
    await click('Cancel');
    await expect(cancelled).rejects.toBeInstanceOf(PaymentCancelledError);
    const failed = client.authorizeVenmo();
    await click('Make it fail');
    await expect(failed).rejects.toBeInstanceOf(PaymentFailedError);
    expect(document.querySelector('dialog')).toBeNull();
  });
});
