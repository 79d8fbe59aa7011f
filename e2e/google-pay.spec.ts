// Google Pay beside Apple Pay, PayPal and Venmo (spec §2 Payment method step, §9 hide flags): the
// sandbox's Google Pay sheet approves a `fake-android-pay` style nonce, the wallet's address skips
// the billing step, and Pay charges it as GOOGLE_PAY; in both payment variants and the invite payment.
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { paymentUrl, seedCheckout } from './support/checkout-setup';
import { createInvite, inviteToPayment } from './support/invite-helpers';
import { shot } from './support/shots';
import { DESKTOP, PHONE } from './support/traps';

const WORDS = {
  en: {
    wallets: 'Pay with',
    review: 'Review',
    pay: 'Pay now',
    back: 'Back to payment',
    approve: 'Approve',
    cancel: 'Cancel',
    method: 'Payment method',
  },
  es: {
    wallets: 'Pagar con',
    review: 'Revisión',
    pay: 'Pagar ahora',
    back: 'Volver al pago',
    approve: 'Approve',
    cancel: 'Cancel',
    method: 'Método de pago',
  },
} as const;

/** Google Pay's sandbox sheet: approve it; the step auto-submits to Review (spec §4). */
async function approveGooglePay(page: Page, lang: 'en' | 'es' = 'en') {
  await page.getByRole('button', { name: 'Google Pay', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Google Pay (sandbox)' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: WORDS[lang].approve }).click();
}

/** The Pay answer's payment type, read from the Pay call itself. */
function payAnswer(page: Page) {
  return page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/pay$/.test(new URL(r.url()).pathname),
  );
}

for (const size of [PHONE, DESKTOP]) {
  test(`new variant: Google Pay beside the other wallets, approved, billing skipped, paid at ${size.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await seedCheckout(page);
    await page.goto(paymentUrl('GROW872:Treatment'));
    const wallets = page.getByRole('group', { name: WORDS.en.wallets });
    await expect(wallets.getByRole('button', { name: 'Google Pay', exact: true })).toBeVisible();
    await expect(wallets.getByRole('button', { name: 'Apple Pay', exact: true })).toBeVisible();
    await shot(page, `google-pay-method-${size.width}`, { fullPage: true });
    // Closing the sheet keeps the visitor on the method step.
    await page.getByRole('button', { name: 'Google Pay', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Google Pay (sandbox)' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(page.getByRole('heading', { name: WORDS.en.method })).toBeVisible();
    await approveGooglePay(page);
    await expect(page.getByRole('heading', { name: WORDS.en.review })).toBeVisible();
    await expect(page.getByText('Google Pay', { exact: true })).toBeVisible();
    await expect(page.getByText('1 Infinite Loop')).toBeVisible();
    await expect(page.getByRole('button', { name: WORDS.en.back })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `google-pay-review-${size.width}`, { fullPage: true });
    const answer = payAnswer(page);
    await page.getByRole('button', { name: WORDS.en.pay }).click();
    expect((await (await answer).json()).receipt.paymentType).toBe('GOOGLE_PAY');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
    ).toBeVisible();
  });
}

test('old variant: Google Pay on the Payment tab pays the same way', async ({ page }) => {
  await seedCheckout(page, { flags: 'GROW872:Control' });
  await page.goto(paymentUrl('GROW872:Control'));
  // The old variant opens on Billing (the seeded address); its Payment tab holds the methods.
  await page
    .getByRole('button', { name: /^Continue/ })
    .first()
    .click();
  await approveGooglePay(page);
  await expect(page.getByRole('heading', { name: WORDS.en.review })).toBeVisible();
  await expect(page.getByText('Google Pay', { exact: true })).toBeVisible();
  const answer = payAnswer(page);
  await page.getByRole('button', { name: WORDS.en.pay }).click();
  expect((await (await answer).json()).receipt.paymentType).toBe('GOOGLE_PAY');
  await expect(page).toHaveURL(/\/credentials$/);
});

test('the flag off hides Google Pay and leaves Apple Pay', async ({ page }) => {
  await seedCheckout(page, { flags: 'GooglePay:Control' });
  await page.goto(`/app/join/payment?flags=${encodeURIComponent('GROW872:Treatment,GooglePay:Control')}`);
  await expect(page.getByRole('button', { name: 'Apple Pay', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Google Pay', exact: true })).toHaveCount(0);
});

test('the invited co-parent pays with Google Pay on /invite/payment', async ({ page, request }) => {
  const invite = await createInvite(request, { locale: 'en_US' });
  await inviteToPayment(page, invite);
  await approveGooglePay(page);
  await expect(page.getByText('Google Pay', { exact: true })).toBeVisible();
  const answer = payAnswer(page);
  await page.getByRole('button', { name: WORDS.en.pay }).click();
  expect((await (await answer).json()).receipt.paymentType).toBe('GOOGLE_PAY');
  await expect(page).toHaveURL(/\/invite\/credentials$/);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });
  for (const size of [PHONE, DESKTOP]) {
    test(`Google Pay in Spanish at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      await seedCheckout(page, { lang: 'es' });
      await page.goto(paymentUrl('GROW872:Treatment'));
      await expect(
        page
          .getByRole('group', { name: WORDS.es.wallets })
          .getByRole('button', { name: 'Google Pay', exact: true }),
      ).toBeVisible();
      await approveGooglePay(page, 'es');
      await expect(page.getByRole('heading', { name: WORDS.es.review })).toBeVisible();
      await expect(page.getByText('Google Pay', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: WORDS.es.back })).toBeVisible();
      await shot(page, `google-pay-review-es-${size.width}`, { fullPage: true });
      const answer = payAnswer(page);
      await page.getByRole('button', { name: WORDS.es.pay }).click();
      expect((await (await answer).json()).receipt.paymentType).toBe('GOOGLE_PAY');
      await expect(page).toHaveURL(/\/credentials$/);
    });
  }
});
