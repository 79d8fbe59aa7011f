// spec §2 and §8: the parent's email gets an account between /step1 and Pay (another tab, another
// device); Pay then goes to /duplicate with the name and email, never charging twice for one
// person, and sends parentDuplicateConfirmed (spec §7) on the registration.
import { expect, test, type BrowserContext, type Page } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { shot } from './support/shots';
import { countPayCalls, paymentUrl, seedCheckout, uniqueEmail } from './support/checkout-setup';
import { cardToReview, payByCard } from './support/card-steps';
import { DESKTOP, PHONE } from './support/traps';

const NEW = 'GROW872:Treatment';

async function toReview(page: Page, spanish: boolean) {
  await page.goto(paymentUrl(NEW));
  await cardToReview(page, { lang: spanish ? 'es' : 'en' });
}

/** The same email pays first in another tab, which makes its account. */
async function payElsewhere(context: BrowserContext, email: string, spanish = false) {
  const other = await context.newPage();
  await seedCheckout(other, { email });
  await other.goto(paymentUrl(NEW));
  await payByCard(other, { lang: spanish ? 'es' : 'en' });
  await expect(other).toHaveURL(/\/credentials/);
  await other.close();
}

for (const size of [PHONE, DESKTOP]) {
  test(`an account made elsewhere before Pay: /duplicate with the name and email at ${size.width} px`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(size);
    const email = uniqueEmail('dup-at-pay');
    await seedCheckout(page, { email });
    await toReview(page, false);
    await payElsewhere(context, email);

    const payCalls = countPayCalls(page);
    // spec §7: the confirmed duplicate is sent on the registration, so it is never charged.
    const confirmed = page.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' &&
        /\/api\/registrations\/[^/]+$/.test(r.url()) &&
        r.request().postDataJSON()?.parentDuplicateConfirmed === true,
    );
    await page.getByRole('button', { name: 'Pay now' }).click();
    expect((await confirmed).status()).toBe(200);
    await expect(page).toHaveURL(/\/app\/join\/duplicate$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Get connected to your co-parent' }),
    ).toBeVisible();
    await expect(page.getByText('It appears you are attempting to create a duplicate user.')).toBeVisible();
    await expect(page.getByText(`An account already exists for ${email}.`)).toBeVisible();
    // The name and email travel in the history entry (spec §8), not in the address.
    const carried = await page.evaluate(
      () => (history.state as { usr?: Record<string, string> } | null)?.usr,
    );
    expect(carried).toEqual({ firstName: 'Ana', lastName: 'Diaz', email });
    expect(page.url()).not.toContain(encodeURIComponent(email));
    expect(payCalls).toHaveLength(1);
    await expectNoAxeViolations(page);
    await shot(page, `duplicate-at-pay-${size.width}`, { fullPage: true });
  });
}

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });
  test('the duplicate page speaks Spanish', async ({ page, context }) => {
    const email = uniqueEmail('dup-at-pay-es');
    await seedCheckout(page, { email });
    await toReview(page, true);
    await payElsewhere(context, email, true);
    await page.getByRole('button', { name: 'Pagar ahora' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Conéctate con tu copadre' })).toBeVisible();
    await expect(page.getByText('Parece que estás intentando crear un usuario duplicado.')).toBeVisible();
    await expect(page.getByText(`Ya existe una cuenta para ${email}.`)).toBeVisible();
  });
});
