// Finish later, anywhere (docs/security.md Finish-later link), past /step2: asked on /payment, the
// mailed link opened in another browser (a fresh context) lands on /payment with the registration
// and the package chosen, never with payment data; asked on /step1, where no registration exists
// yet, the step is checked and saved first and the link reopens /step1.
import { expect, test, type Browser } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { paymentUrl, seedCheckout } from './support/checkout-setup';
import { FINISH_LATER_WORDS, mailedLink } from './support/finish-later';
import { EN, ES, fillStepOne, registrationStore, uniqueEmail } from './support/parent-flow';
import { shot } from './support/shots';
import { DESKTOP, PHONE } from './support/traps';

const LANGS = {
  en: { locale: 'en-US', payment: 'Payment', labels: EN, invalid: 'Check the fields above first' },
  es: { locale: 'es-MX', payment: 'Pago', labels: ES, invalid: 'Primero revisa los campos de arriba' },
} as const;

type Size = { width: number; height: number };

/** Opens the mailed link in a browser that shares nothing with the one that asked. */
async function openElsewhere(browser: Browser, lang: keyof typeof LANGS, size: Size, path: string) {
  const other = await browser.newContext({ locale: LANGS[lang].locale, viewport: size });
  const page = await other.newPage();
  await page.goto(path);
  return { other, page };
}

for (const lang of ['en', 'es'] as const) {
  const w = { ...LANGS[lang], ...FINISH_LATER_WORDS[lang] };
  test.describe(`finish later from /payment and /step1 (${lang})`, () => {
    test.use({ locale: w.locale });
    // Two browsers in one journey; a loaded machine needs more than the default minute.
    test.setTimeout(120_000);

    for (const size of [PHONE, DESKTOP]) {
      test(`a link asked on /payment reopens /payment with the package in another browser at ${size.width} px`, async ({
        page,
        browser,
      }) => {
        await page.setViewportSize(size);
        const seeded = await seedCheckout(page, { lang });
        await page.goto(paymentUrl());
        await expect(page.getByRole('heading', { level: 1, name: w.payment })).toBeVisible();
        // Closed until asked for.
        await expect(page.getByRole('button', { name: w.send })).toBeHidden();
        await page.getByRole('button', { name: w.open }).click();
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: w.send }).click();
        await expect(page.getByRole('status').filter({ hasText: w.sent(seeded.email) })).toBeVisible();
        await shot(page, `finish-later-payment-sent-${w.locale}-${size.width}`, { fullPage: true });
        const firstKey = (await registrationStore(page)).registrationKey as string;

        const path = await mailedLink(page.request, seeded.email);
        expect(path).not.toContain(firstKey);
        const { other, page: resumed } = await openElsewhere(browser, lang, size, path);
        try {
          // A new browser loads the remotes afresh before the link is read.
          await expect(resumed).toHaveURL(/\/app\/join\/payment$/, { timeout: 30_000 });
          await expect(resumed.getByRole('heading', { level: 1, name: w.payment })).toBeVisible();
          const store = await registrationStore(resumed);
          expect(store.signupId).toBe(seeded.signupId);
          expect(store.registrationKey).not.toBe(firstKey);
          expect(store.lastCompletedStep).toBe(3);
          expect(store.selectedPackage.package.id).toBe(seeded.packageId);
          expect(store.stepOneValues.email).toBe(seeded.email);
          await shot(resumed, `finish-later-payment-resumed-${w.locale}-${size.width}`, { fullPage: true });
        } finally {
          await other.close();
        }
      });
    }

    const size = lang === 'en' ? PHONE : DESKTOP;
    test(`a link asked on /step1 saves the step first and reopens it at ${size.width} px`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize(size);
      await page.goto('/app/join/step1');
      // Nothing to save yet: the page says so and asks for no link.
      await page.getByRole('button', { name: w.open }).click();
      await page.getByRole('button', { name: w.send }).click();
      await expect(page.getByRole('alert').filter({ hasText: w.invalid })).toBeVisible();
      await shot(page, `finish-later-step1-invalid-${w.locale}-${size.width}`, { fullPage: true });

      const email = uniqueEmail(`later-one-${lang}`);
      await fillStepOne(page, email, w.labels);
      await page.getByRole('button', { name: w.send }).click();
      await expect(page.getByRole('status').filter({ hasText: w.sent(email) })).toBeVisible();
      await expect(page).toHaveURL(/\/app\/join\/step1$/);
      await shot(page, `finish-later-step1-sent-${w.locale}-${size.width}`, { fullPage: true });

      const { other, page: resumed } = await openElsewhere(
        browser,
        lang,
        size,
        await mailedLink(page.request, email),
      );
      try {
        await expect(resumed).toHaveURL(/\/app\/join\/step1$/, { timeout: 30_000 });
        await expect(resumed.getByLabel(w.labels.email, { exact: true })).toHaveValue(email);
        await expect(resumed.getByLabel(w.labels.firstName, { exact: true })).toHaveValue('Ana');
      } finally {
        await other.close();
      }
    });
  });
}
