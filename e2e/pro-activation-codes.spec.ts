// spec §1: a professional who has signed up pre-purchases activation codes for clients: the
// package and how many, a card payment through the one payment service
// (idempotent), the codes shown, mailed and copied; both languages, both widths, keyboard, axe.
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { shot } from './support/shots';
import { fillStepOne, fillStepThree, fillStepTwo, mailsTo, uniqueEmail } from './support/pro-wizard';
import { DESKTOP, PHONE } from './support/traps';

test.describe.configure({ timeout: 150_000 });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The wizard as a US attorney, to its success view (the session to buy with is held there). */
async function signUp(page: Page): Promise<string> {
  const email = uniqueEmail('codes');
  await page.goto('/app/join/pro');
  await fillStepOne(page, {
    title: 'Dr.',
    firstName: 'Rae',
    lastName: 'Moss',
    email,
    phoneCode: '+1',
    phone: '6175550142',
    heardFrom: 'Search engine',
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillStepTwo(page, {
    name: 'Moss Family Law',
    line1: '100 Congress Avenue',
    country: 'United States',
    city: 'Austin',
    region: 'Texas',
    postalCode: '78701',
    timezone: '(UTC-06:00) Chicago',
    roles: ['Attorney'],
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillStepThree(page);
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your professional account has been created' }),
  ).toBeVisible();
  return email;
}

async function shotAt(page: Page, name: string) {
  await shot(page, `pro-codes-${name}-${page.viewportSize()!.width}`, { fullPage: true });
}

for (const size of [PHONE, DESKTOP]) {
  test.describe(`activation codes at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('buy two codes by card, see them, copy them, find them in the mail', async ({ page, request }) => {
      const email = await signUp(page);
      await page.getByRole('button', { name: 'Buy activation codes' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Buy activation codes' })).toBeVisible();
      await page.getByLabel('Package').selectOption({ label: 'Essentials 1 Year · $149.99' });
      await page.getByLabel('How many codes').fill('2');
      await expect(page.getByText('Total for 2 codes: $299.98')).toBeVisible();
      if (size === DESKTOP) {
        // Side by side, the package and the count line up although only the count has a hint.
        const [a, b] = [
          await page.getByLabel('Package').boundingBox(),
          await page.getByLabel('How many codes').boundingBox(),
        ];
        expect(Math.abs(a!.y - b!.y)).toBeLessThanOrEqual(2);
        expect(Math.abs(a!.y + a!.height - (b!.y + b!.height))).toBeLessThanOrEqual(2);
      }

      // Pay with nothing typed: the card asks for itself, nothing is charged.
      await page.getByRole('button', { name: 'Pay $299.98' }).click();
      await expect(page.getByText('Enter your card number, expiration date and CVV')).toBeVisible();
      await page.getByLabel('Card number').fill('4111 1111 1111 1111');
      await page.getByLabel('Expiration (MM/YY)').fill('12/30');
      await page.getByLabel('CVV').fill('123');
      await expectNoAxeViolations(page);
      await shotAt(page, 'form');
      await page.getByRole('button', { name: 'Pay $299.98' }).click();

      const bought = page.getByRole('heading', { level: 2, name: 'Your 2 activation codes' });
      await expect(bought).toBeFocused();
      await expect(page.getByText(`We also sent them to ${email}.`)).toBeVisible();
      const codes = await page.locator('.pro-codes__code').allTextContents();
      expect(codes).toHaveLength(2);
      await expectNoAxeViolations(page);
      await shotAt(page, 'bought');

      await page.getByRole('button', { name: `Copy code ${codes[1]}` }).click();
      await expect(page.getByRole('status').filter({ hasText: `Code ${codes[1]} copied.` })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes[1]);
      await page.getByRole('button', { name: 'Copy all codes' }).click();
      await expect(page.getByText('2 codes copied.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));

      await expect
        .poll(async () => (await mailsTo(request, email)).filter((m) => m.kind === 'activation-codes').length)
        .toBe(1);
      const mail = (await mailsTo(request, email)).find((m) => m.kind === 'activation-codes')!;
      for (const code of codes) expect(mail.text).toContain(code);

      // A code bought here takes a parent's checkout price off (spec §1: a parent redeems it).
      const pricing = await request.post('/api/pricing', {
        data: { orderDetail: { packageId: 1001 }, paymentCodes: [codes[0]] },
      });
      expect((await pricing.json()).paymentCodeDetails).toHaveLength(1);
    });
  });
}

test('a purchase whose answer is lost is sent again with the same key: one charge, one set of codes', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const email = await signUp(page);
  const keys: string[] = [];
  let dropped = false;
  await page.route('**/api/v2/professional/activation-codes', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    // The first purchase reaches the server and is charged, but its answer never arrives.
    if (!dropped) {
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await page.getByRole('button', { name: 'Buy activation codes' }).click();
  await page.getByLabel('How many codes').fill('3');
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiration (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  const pay = page.getByRole('button', { name: /^Pay / });
  await pay.click();
  await expect(page.getByRole('alert').filter({ hasText: 'you will not be charged twice' })).toBeVisible();
  await pay.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your 3 activation codes' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).not.toBe('');
  expect(keys[1]).toBe(keys[0]);
  await expect
    .poll(async () => (await mailsTo(request, email)).filter((m) => m.kind === 'activation-codes').length)
    .toBe(1);
});

test('keyboard only, in Spanish: choose, pay and copy without a pointer', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUp(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  const start = page.getByRole('button', { name: 'Comprar códigos de activación' });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Comprar códigos de activación' })).toBeVisible();
  // The package names are the server's, asked again in Spanish.
  await expect(page.getByLabel('Paquete').locator('option', { hasText: 'Esencial 1 año' })).toHaveCount(1);
  await page.getByLabel('Paquete').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Cuántos códigos')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Número de tarjeta')).toBeFocused();
  await page.keyboard.type('4111111111111111');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12/30');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Pagar / })).toBeFocused();
  await expectNoAxeViolations(page);
  await shotAt(page, 'form-es');
  await page.keyboard.press('Enter');
  const bought = page.getByRole('heading', { level: 2, name: 'Tu código de activación' });
  await expect(bought).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Copiar el código / })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Código .+ copiado\.$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await shotAt(page, 'bought-es');
});
