import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { fillCard, paymentUrl, seedCheckout } from './support/checkout-setup';
import { startServer } from './support/server';
import { DESKTOP, PHONE } from './support/traps';
import { cardToReview, payToCredentials } from './support/card-steps';
import { createInvite, inviteToPayment } from './support/invite-helpers';
import { shot } from './support/shots';

// spec §7 "for GB an extra server-side step exists" (flag UKPayment): 3-D Secure 2 for
// GB card payments did not exist (a GB card was charged without Strong Customer Authentication).
// These journeys run on a copy of the product started with FLAG_UKPayment=Treatment, and use
// Braintree's 3DS2 test cards: 4000 0000 0000 1000 (frictionless), 4000 0000 0000 1091 (challenge).
const port = Number(process.env.E2E_PORT || 4310) + 102;
test.use({ baseURL: `http://localhost:${port}` });
test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startServer>>;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer(port, { FLAG_UKPayment: 'Treatment' });
});
test.afterAll(async () => server?.stop());

/** The 3-D Secure calls the page makes to the sandbox (lookup, challenge answer). */
function threeDSecureCalls(page: Page) {
  const calls: { challenge?: string }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/payments/sandbox/three-d-secure')
      calls.push(JSON.parse(r.postData() ?? '{}'));
  });
  return calls;
}

/** What the server recorded for the registration's payments: state and 3-D Secure status. */
async function recorded(page: Page, signupId: string) {
  const res = await page.request.get(`/api/dev/payments?scope=reg:${signupId}`);
  return (
    (await res.json()).payments as { state: string; threeDSecure: string | null; charges: number }[]
  ).map((p) => [p.state, p.threeDSecure, p.charges]);
}

async function toReview(page: Page, number: string, spanish = false) {
  await cardToReview(page, { number, lang: spanish ? 'es' : 'en' });
  await page
    .getByRole('checkbox', { name: spanish ? /Términos y condiciones/ : /Terms & Conditions/ })
    .check();
}

test('a GB card that authenticates without a challenge pays, and the server records it (1280 px)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const seeded = await seedCheckout(page, { country: 'GB', packageId: 2061 });
  const calls = threeDSecureCalls(page);
  await page.goto(paymentUrl('GROW872:Treatment'));
  await toReview(page, '4000 0000 0000 1000');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
  ).toBeVisible();
  expect(calls).toEqual([expect.objectContaining({ amount: expect.any(Number) })]);
  expect(calls[0].challenge).toBeUndefined();
  expect(await recorded(page, seeded.signupId)).toEqual([['completed', 'authenticate_successful', 1]]);
});

test('a GB card with a challenge: the bank dialog is keyboard usable, approved, and the card pays (375 px)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const seeded = await seedCheckout(page, { country: 'GB', packageId: 2061 });
  await page.goto(paymentUrl('GROW872:Treatment'));
  await toReview(page, '4000 0000 0000 1091');
  const pay = page.getByRole('button', { name: 'Pay now' });
  await pay.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('£');
  await expect(dialog).toContainText('ending in 1091');
  const approve = dialog.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeFocused();
  // Focus stays in the dialog.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Fail authentication' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(approve).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Fail authentication' })).toBeFocused();
  await expectNoAxeViolations(page);
  await shot(page, '3ds-challenge-375');

  await page.keyboard.press('Shift+Tab');
  await expect(approve).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
  ).toBeVisible();
  expect(await recorded(page, seeded.signupId)).toEqual([['completed', 'authenticate_successful', 1]]);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('a GB card whose challenge fails is refused at the top of the payment step, nothing charged; another card then pays (1280 px)', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const seeded = await seedCheckout(page, { country: 'GB', packageId: 2061 });
    await page.goto(paymentUrl('GROW872:Treatment'));
    await toReview(page, '4000 0000 0000 1091', true);
    await page.getByRole('button', { name: 'Pagar ahora' }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirma este pago con tu banco' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('terminada en 1091');
    await expectNoAxeViolations(page);
    await shot(page, '3ds-challenge-es-1280');
    await dialog.getByRole('button', { name: 'Rechazar la autenticación' }).click();

    const refused = page.getByRole('alert').filter({ hasText: 'No se pudo autenticar la tarjeta' });
    await expect(refused).toBeVisible();
    await expect(refused).toContainText(
      'Tu banco no pudo confirmar este pago (3-D Secure), así que no se cobró nada.',
    );
    await expect(refused).toBeFocused();
    await expect(refused).toBeInViewport();
    await shot(page, '3ds-refused-es-1280');
    expect(await recorded(page, seeded.signupId)).toEqual([['declined', 'authenticate_failed', 0]]);

    await toReview(page, '4000 0000 0000 1000', true);
    await page.getByRole('button', { name: 'Pagar ahora' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Crea tu nombre de usuario y contraseña' }),
    ).toBeVisible();
    expect(await recorded(page, seeded.signupId)).toEqual([
      ['declined', 'authenticate_failed', 0],
      ['completed', 'authenticate_successful', 1],
    ]);
  });
});

test('the challenge dialog at 1280 px, and one failed at 375 px says so at the top', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await seedCheckout(page, { country: 'GB', packageId: 2061 });
  await page.goto(paymentUrl('GROW872:Treatment'));
  await toReview(page, '4000 0000 0000 1091');
  await page.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
  await expect(dialog).toBeVisible();
  await shot(page, '3ds-challenge-1280');
  await page.setViewportSize(PHONE);
  await dialog.getByRole('button', { name: 'Fail authentication' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'Card authentication failed' });
  await expect(refused).toBeFocused();
  await expect(refused).toBeInViewport();
  await expectNoAxeViolations(page);
  await shot(page, '3ds-refused-375', { fullPage: true });
});

test('a US card under the same flag pays without 3-D Secure (1280 px)', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const seeded = await seedCheckout(page, { country: 'US' });
  const calls = threeDSecureCalls(page);
  await page.goto(paymentUrl('GROW872:Treatment'));
  await payToCredentials(page);
  expect(calls).toEqual([]);
  expect(await recorded(page, seeded.signupId)).toEqual([['completed', null, 1]]);
});

// Spec §7 (GB, UKPayment): the invited co-parent's payment goes through the same 3-D Secure step (spec §2 invite
// payment reuses the checkout): a GB co-parent's challenged card is approved and charged once.
test('an invited GB co-parent passes the bank challenge and pays once (375 px)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const invite = await createInvite(page.request, { country: 'GB', billingComplete: true });
  const calls = threeDSecureCalls(page);
  await inviteToPayment(page, invite);
  await fillCard(page, '4000 0000 0000 1091');
  await page.getByRole('button', { name: 'Continue to Next Step' }).click();
  await expect(page.getByRole('heading', { name: 'Billing information' })).toBeVisible();
  // The co-parent's address is asked here (the staged invite has none on the payment).
  await page.getByRole('combobox', { name: 'Billing Address' }).fill('10 Downing Street');
  await page.getByLabel('City').fill('London');
  // GB's regions are its four nations, in a list; its one timezone is chosen for the visitor.
  await page.getByRole('combobox', { name: 'State / Province / Region' }).selectOption({ label: 'England' });
  await page.getByLabel('Postal Code').fill('SW1A 2AA');
  await expect(page.getByLabel('Timezone')).toHaveValue('Europe/London');
  await page.getByRole('button', { name: 'Continue to Review Order' }).click();
  await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
  // Outside the US the terms must be accepted before paying (spec §5).
  await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('£');
  await shot(page, '3ds-invite-challenge-375');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
  ).toBeVisible();
  // The lookup, then the answer to the challenge.
  expect(calls).toHaveLength(2);
  expect(calls[0].challenge).toBeUndefined();
  expect(calls[1].challenge).toEqual(expect.any(String));
  const res = await page.request.get(`/api/dev/payments?scope=invite:${invite.userId}`);
  const payments = (
    (await res.json()).payments as { state: string; threeDSecure: string | null; charges: number }[]
  ).map((p) => [p.state, p.threeDSecure, p.charges]);
  expect(payments).toEqual([['completed', 'authenticate_successful', 1]]);
});
