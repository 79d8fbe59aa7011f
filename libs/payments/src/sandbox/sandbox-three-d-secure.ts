// Spec §7 (GB, UKPayment): the sandbox stand-in for braintree-web's 3-D Secure 2. The join API's sandbox does
// the lookup with Braintree's 3DS2 test cards (frictionless success, frictionless failure, or a
// challenge); a challenge is an in-page dialog standing in for the bank's page, where the visitor
// approves or fails it. Keyboard: focus starts on Approve, Tab stays inside, Escape cancels, and
// focus goes back where it was when the dialog closes. Its words come from the caller, in the
// visitor's language.
import { sandboxThreeDSecure } from '@join/api-client';
import { PaymentFailedError, type ThreeDSecureOutcome, type ThreeDSecureRequest } from '../types';

type Choice = 'approve' | 'fail' | 'cancel';

export const CHALLENGE_DIALOG_ID = 'sandbox-three-d-secure';

function challenge(texts: ThreeDSecureRequest['challengeTexts']): Promise<Choice> {
  return new Promise((resolve) => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = document.createElement('dialog');
    dialog.id = CHALLENGE_DIALOG_ID;
    dialog.className = 'j-modal j-sandbox-3ds';
    dialog.setAttribute('aria-labelledby', `${CHALLENGE_DIALOG_ID}-title`);
    dialog.setAttribute('aria-describedby', `${CHALLENGE_DIALOG_ID}-body`);
    const title = document.createElement('h2');
    title.id = `${CHALLENGE_DIALOG_ID}-title`;
    title.textContent = texts.title;
    const body = document.createElement('p');
    body.id = `${CHALLENGE_DIALOG_ID}-body`;
    body.textContent = texts.body;
    const actions = document.createElement('div');
    actions.className = 'j-modal__actions';
    const finish = (choice: Choice) => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      dialog.remove();
      if (opener?.isConnected) opener.focus();
      resolve(choice);
    };
    const button = (label: string, choice: Choice, variant: string) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = `j-btn j-btn--${variant}`;
      b.textContent = label;
      b.addEventListener('click', () => finish(choice));
      actions.append(b);
      return b;
    };
    const fail = button(texts.fail, 'fail', 'secondary');
    const approve = button(texts.approve, 'approve', 'primary');
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      finish('cancel');
    });
    // The page behind is inert while the dialog is modal; Tab also never leaves for the browser's bar.
    dialog.addEventListener('keydown', (e) => {
      if (e.key !== 'Tab') return;
      const first = fail;
      const last = approve;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    });
    dialog.append(title, body, actions);
    document.body.append(dialog);
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    approve.focus();
  });
}

export async function verifyInSandbox(request: ThreeDSecureRequest): Promise<ThreeDSecureOutcome> {
  const lookup = await sandboxThreeDSecure({ nonce: request.nonce, amount: request.amount });
  if (!lookup.ok) throw new PaymentFailedError('CREDIT_CARD', 'three-d-secure');
  let answer = lookup.data;
  if (answer.challengeRequired) {
    const choice = await challenge(request.challengeTexts);
    if (choice === 'cancel') throw new PaymentFailedError('CREDIT_CARD', 'three-d-secure-cancelled');
    const answered = await sandboxThreeDSecure({
      nonce: answer.nonce,
      amount: request.amount,
      challenge: choice,
    });
    if (!answered.ok) throw new PaymentFailedError('CREDIT_CARD', 'three-d-secure');
    answer = answered.data;
  }
  return {
    nonce: answer.nonce,
    status: answer.status,
    liabilityShifted: answer.liabilityShifted,
    liabilityShiftPossible: answer.liabilityShiftPossible,
  };
}
