// spec §2 mismatch rule at Pay: the server holds the rule when the money moves, not only when the
// page prices. A visitor whose phone became a UK one (another tab changed the sign-up) after the
// review was priced presses Pay: nothing is charged and the mismatch modal opens, as it does when
// the pricing finds it. Pins: Pay sold a package that did not suit the phone's country, and a
// refusal at Pay showed only the generic payment error.
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { countPayCalls, fillCard, paymentUrl, seedCheckout, type Seeded } from './support/checkout-setup';
import { fillCardEs } from './support/traps';

/** The sign-up's phone becomes a UK one on the server, as a change in another tab would make it. */
async function phoneBecomesBritish(page: Page, seeded: Seeded) {
  const { registrationKey } = await page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('join.registration') ?? '{}').state as { registrationKey: string },
  );
  const parent = {
    firstName: seeded.firstName,
    lastName: seeded.lastName,
    email: seeded.email,
    phoneCountryCode: '+44',
    phoneNumber: '7700900123',
    timeZone: seeded.buyer.timezone,
  };
  const res = await page.request.put(`/api/registrations/${seeded.signupId}`, {
    headers: { 'x-registration-key': registrationKey },
    data: { parent, sections: ['PARENT'], lastCompletedStep: 3 },
  });
  expect(res.status()).toBe(200);
}

const words = {
  en: {
    next: 'Continue to Next Step',
    review: 'Continue to Review Order',
    pay: 'Pay now',
    title: 'This package is not available in your country',
    ok: 'OK',
    packages: 'Choose your package',
  },
  es: {
    next: 'Continuar al siguiente paso',
    review: 'Continuar a revisar el pedido',
    pay: 'Pagar ahora',
    title: 'Este paquete no está disponible en tu país',
    ok: 'Aceptar',
    packages: 'Elige tu paquete',
  },
};

for (const lang of ['en', 'es'] as const) {
  test.describe(lang === 'en' ? 'in English' : 'in Spanish', () => {
    test.use({ locale: lang === 'en' ? 'en-US' : 'es-MX' });

    test('Pay refuses a package the phone no longer suits, charges nothing and opens the mismatch modal', async ({
      page,
    }) => {
      const w = words[lang];
      const seeded = await seedCheckout(page);
      await page.goto(paymentUrl('GROW872:Treatment'));
      if (lang === 'en') await fillCard(page, '4111 1111 1111 1111');
      else await fillCardEs(page, '4111 1111 1111 1111');
      await page.getByRole('button', { name: w.next }).click();
      await page.getByRole('button', { name: w.review }).click();
      await expect(page.getByRole('button', { name: w.pay })).toBeEnabled();

      await phoneBecomesBritish(page, seeded);
      const payCalls = countPayCalls(page);
      const answered = page.waitForResponse(
        (r) => r.request().method() === 'POST' && /\/pay$/.test(new URL(r.url()).pathname),
      );
      await page.getByRole('button', { name: w.pay }).click();
      const answer = await answered;
      expect(answer.status()).toBe(409);
      expect((await answer.json()).message).toBe('package.country.mismatch');
      expect(payCalls).toHaveLength(1);

      const modal = page.getByRole('dialog', { name: w.title });
      await expect(modal).toBeVisible();
      await expectNoAxeViolations(page);
      await modal.getByRole('button', { name: w.ok }).click();
      await expect(page).toHaveURL(/\/app\/join\/step3$/);
      await expect(page.getByRole('heading', { level: 1, name: w.packages })).toBeVisible();

      // Nothing was charged for this sign-up.
      const money = await (
        await page.request.get(`/api/dev/payments?scope=${encodeURIComponent(`reg:${seeded.signupId}`)}`)
      ).json();
      expect(money).toMatchObject({ payments: [], orders: 0, subscriptions: 0 });
    });
  });
}
