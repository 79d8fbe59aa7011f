// Sandbox stand-in for the PayPal, Venmo, Apple Pay and Google Pay windows: a dialog where the visitor (or a
// test) approves, cancels or makes the authorisation fail. Approval asks the join API's sandbox
// for a `fake-...-nonce` and an address, as the real wallets would return.
import { sandboxAuthorize } from '@join/api-client';
import { toWalletAddress } from '../address';
import {
  PaymentCancelledError,
  PaymentFailedError,
  type WalletAuthorization,
  type WalletMethod,
} from '../types';

const NAMES: Record<WalletMethod, string> = {
  PAYPAL: 'PayPal',
  VENMO: 'Venmo',
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
};

type Choice = 'approve' | 'cancel' | 'fail';

function ask(method: WalletMethod, summary: string): Promise<Choice> {
  return new Promise((resolve) => {
    const dialog = document.createElement('dialog');
    const titleId = `sandbox-wallet-${method.toLowerCase()}-title`;
    dialog.className = 'j-modal j-sandbox-wallet';
    dialog.setAttribute('aria-labelledby', titleId);
    const title = document.createElement('h2');
    title.id = titleId;
    title.textContent = `${NAMES[method]} (sandbox)`;
    const body = document.createElement('p');
    body.textContent = summary;
    const actions = document.createElement('div');
    actions.className = 'j-modal__actions';
    const finish = (choice: Choice) => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      dialog.remove();
      resolve(choice);
    };
    const button = (label: string, choice: Choice, variant: string) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = `j-btn j-btn--${variant}`;
      b.textContent = label;
      b.addEventListener('click', () => finish(choice));
      actions.append(b);
    };
    button('Make it fail', 'fail', 'link');
    button('Cancel', 'cancel', 'secondary');
    button('Approve', 'approve', 'primary');
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      finish('cancel');
    });
    dialog.append(title, body, actions);
    document.body.append(dialog);
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  });
}

export async function authorizeInSandbox(
  method: WalletMethod,
  summary = 'Approve this payment method for the sign-up?',
): Promise<WalletAuthorization> {
  const choice = await ask(method, summary);
  if (choice === 'cancel') throw new PaymentCancelledError(method);
  if (choice === 'fail') throw new PaymentFailedError(method, 'sandbox-failure');
  const result = await sandboxAuthorize({ method, outcome: 'approve' });
  if (!result.ok) throw new PaymentFailedError(method, result.kind);
  const { details } = result.data;
  return {
    method,
    nonce: result.data.nonce,
    email: details.email,
    username: details.username,
    address: toWalletAddress(details.billingAddress),
  };
}
