// The sandbox's 3-D Secure 2 (what braintree-web's verifyCard does, against the join
// API's sandbox): a frictionless answer needs no dialog; a challenge is a dialog the visitor
// approves or fails, by keyboard too, with focus kept inside and given back afterwards.
import { configureApiClient } from '@join/api-client';
import { createSandboxClient } from './sandbox-client';
import { CHALLENGE_DIALOG_ID } from './sandbox-three-d-secure';
import { PaymentFailedError, type ThreeDSecureRequest } from '../types';

function jsonResponse(body: unknown, status = 200) {
  return { ok: status < 400, status, text: async () => JSON.stringify(body) };
}

const request: ThreeDSecureRequest = {
  amount: 199.99,
  nonce: 'tokencc_sb_card',
  bin: '400000',
  email: 'ana@example.com',
  billingAddress: {
    givenName: 'Ana',
    surname: 'Diaz',
    streetAddress: '221B Baker Street',
    locality: 'London',
    postalCode: 'NW1 6XE',
    countryCodeAlpha2: 'GB',
  },
  challengeTexts: {
    title: 'Confirma este pago con tu banco',
    body: 'Banco de prueba',
    approve: 'Aprobar',
    fail: 'Rechazar la autenticación',
  },
};
const answer = (over: Record<string, unknown>) => ({
  nonce: 'tokencc_sb_next',
  challengeRequired: false,
  status: 'authenticate_successful',
  liabilityShifted: true,
  liabilityShiftPossible: true,
  ...over,
});
const dialog = () => document.getElementById(CHALLENGE_DIALOG_ID);
const buttonNamed = (name: string) =>
  Array.from(dialog()!.querySelectorAll('button')).find((b) => b.textContent === name)!;
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('sandbox 3-D Secure', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    configureApiClient({ baseUrl: '', fetch: fetchMock as unknown as typeof fetch });
  });

  it('a frictionless card answers at once with the new nonce, and the amount goes to the lookup', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(answer({})));
    await expect(createSandboxClient().verifyCard(request)).resolves.toEqual({
      nonce: 'tokencc_sb_next',
      status: 'authenticate_successful',
      liabilityShifted: true,
      liabilityShiftPossible: true,
    });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/payments/sandbox/three-d-secure');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ nonce: 'tokencc_sb_card', amount: 199.99 });
    expect(dialog()).toBeNull();
  });

  it('a challenge opens a labelled dialog in the given words; Approve sends the answer and focus goes back', async () => {
    const opener = document.body.appendChild(
      Object.assign(document.createElement('button'), { textContent: 'Pagar ahora' }),
    );
    opener.focus();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        answer({
          nonce: 'tokencc_sb_card',
          challengeRequired: true,
          status: 'challenge_required',
          liabilityShifted: false,
        }),
      ),
    );
    fetchMock.mockResolvedValueOnce(jsonResponse(answer({})));
    const verified = createSandboxClient().verifyCard(request);
    await flush();
    await flush();
    const d = dialog()!;
    expect(d.getAttribute('aria-labelledby')).toBe(`${CHALLENGE_DIALOG_ID}-title`);
    expect(document.getElementById(d.getAttribute('aria-labelledby')!)!.textContent).toBe(
      'Confirma este pago con tu banco',
    );
    expect(document.activeElement).toBe(buttonNamed('Aprobar'));
    buttonNamed('Aprobar').click();
    await expect(verified).resolves.toMatchObject({ liabilityShifted: true, nonce: 'tokencc_sb_next' });
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toEqual({
      nonce: 'tokencc_sb_card',
      amount: 199.99,
      challenge: 'approve',
    });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('Tab stays inside the challenge; failing it resolves with no liability shift', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        answer({ challengeRequired: true, status: 'challenge_required', liabilityShifted: false }),
      ),
    );
    fetchMock.mockResolvedValueOnce(
      jsonResponse(answer({ status: 'authenticate_failed', liabilityShifted: false })),
    );
    const verified = createSandboxClient().verifyCard(request);
    await flush();
    await flush();
    const tab = (shiftKey = false) =>
      dialog()!.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }),
      );
    expect(tab()).toBe(false); // from the last button (Approve) to the first
    expect(document.activeElement).toBe(buttonNamed('Rechazar la autenticación'));
    expect(tab(true)).toBe(false); // and back
    expect(document.activeElement).toBe(buttonNamed('Aprobar'));
    buttonNamed('Rechazar la autenticación').click();
    await expect(verified).resolves.toMatchObject({ status: 'authenticate_failed', liabilityShifted: false });
    expect(JSON.parse(fetchMock.mock.calls[1][1].body).challenge).toBe('fail');
  });

  it('Escape closes the challenge as a cancelled verification; a lookup the sandbox refuses is a failure', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        answer({ challengeRequired: true, status: 'challenge_required', liabilityShifted: false }),
      ),
    );
    const cancelled = createSandboxClient().verifyCard(request);
    await flush();
    await flush();
    dialog()!.dispatchEvent(new Event('cancel', { cancelable: true }));
    await expect(cancelled).rejects.toEqual(
      new PaymentFailedError('CREDIT_CARD', 'three-d-secure-cancelled'),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ status: 400, message: 'three.d.secure.nonce.invalid' }, 400),
    );
    await expect(createSandboxClient().verifyCard(request)).rejects.toEqual(
      new PaymentFailedError('CREDIT_CARD', 'three-d-secure'),
    );
  });
});
