import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { fillCard, paymentUrl, seedCheckout } from './support/checkout-setup';
import { startServer } from './support/server';
import { DESKTOP, fillCardEs, PHONE } from './support/traps';

// Card testing (docs/security.md Limits): after three declined cards on one sign-up the checkout
// says, in the visitor's language, that card payments wait for a cool-down and for how long. The
// limits run at their real size here (RATE_LIMIT_FACTOR=1) on a server of this file's own.
const port = Number(process.env.E2E_PORT || 4310) + 137;
test.use({ baseURL: `http://localhost:${port}` });
test.describe.configure({ timeout: 120_000 });

let server: Awaited<ReturnType<typeof startServer>>;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer(port, { RATE_LIMIT_FACTOR: '1' });
});
test.afterAll(async () => server?.stop());

const DECLINING_CARD = '4000 1111 1111 1115';

/** Declines through the API, as a card-testing script would, on the registration the page holds. */
async function declineThroughApi(page: Page, signupId: string, times: number) {
  const key = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('join.registration') ?? '{}').state.registrationKey as string,
  );
  const address = {
    line1: '100 Congress Avenue',
    line2: null,
    city: 'Austin',
    region: 'TX',
    postalCode: '78701',
    country: 'US',
    type: 'PRIMARY',
  };
  const priced = await page.request.post('/api/pricing', {
    data: { orderDetail: { packageId: 1001 }, address },
  });
  const total = (await priced.json()).totals.total as number;
  for (let i = 0; i < times; i++) {
    const res = await page.request.post(`/api/registrations/${signupId}/pay`, {
      headers: { 'x-registration-key': key, 'idempotency-key': `script-${signupId}-${i}` },
      data: {
        marketingOptIn: false,
        order: { packageId: 1001, productId: 10010, services: [] },
        payment: {
          amountDisplayed: total,
          nonce: 'fake-processor-declined-visa-nonce',
          paymentType: 'CREDIT_CARD',
          pricingLocale: 'en_US',
          storePaymentOnFile: false,
        },
        promoCodes: [],
      },
    });
    expect(res.status()).toBe(402);
  }
}

test('the fourth card after three declines waits out a cool-down, said in English (1280 px)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const seeded = await seedCheckout(page);
  await declineThroughApi(page, seeded.signupId, 2);
  await page.goto(paymentUrl('GROW872:Treatment'));

  // The visitor's own third decline is an ordinary decline.
  await fillCard(page, DECLINING_CARD);
  await page.getByRole('button', { name: 'Continue to Next Step' }).click();
  await page.getByRole('button', { name: 'Continue to Review Order' }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment method declined' })).toBeVisible();

  // A good card now: refused before the gateway, with how long to wait.
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Continue to Next Step' }).click();
  await page.getByRole('button', { name: 'Continue to Review Order' }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  const coolDown = page.getByText(
    /^Too many declined card attempts\. For your security, please wait \d+ minutes? before trying another card\.$/,
  );
  await expect(coolDown).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });
  test('the cool-down is said in Spanish (375 px)', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const seeded = await seedCheckout(page);
    await declineThroughApi(page, seeded.signupId, 3);
    await page.goto(paymentUrl('GROW872:Treatment'));
    await fillCardEs(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Continuar al siguiente paso' }).click();
    await page.getByRole('button', { name: 'Continuar a revisar el pedido' }).click();
    await page.getByRole('button', { name: 'Pagar ahora' }).click();
    const coolDown = page.getByText(
      /^Demasiados intentos con tarjetas rechazadas\. Por tu seguridad, espera \d+ minutos? antes de probar otra tarjeta\.$/,
    );
    await expect(coolDown).toBeVisible();
    await expect(coolDown).toBeInViewport();
    await expectNoAxeViolations(page);
  });
});
