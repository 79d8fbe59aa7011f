// Finish later, anywhere (docs/security.md Finish-later link): a visitor asks at /step2 for a link
// by mail, opens it in another browser (a fresh context: no storage shared) and lands on /step2
// with what they had entered, in English and Spanish, at 375 px and 1280 px.
import { expect, test, type Browser, type Page } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { mailedLink } from './support/finish-later';
import { shot } from './support/shots';
import {
  EN,
  ES,
  fillStepOne,
  registrationStore,
  uniqueEmail,
  type ParentLabels,
} from './support/parent-flow';
import { DESKTOP, PHONE } from './support/traps';

interface Words {
  labels: ParentLabels;
  locale: string;
  step2: string;
  open: string;
  remind: string;
  send: string;
  sent: (email: string) => string;
  coParentName: string;
  invalid: string;
  startAgain: string;
}

const WORDS: Record<'en' | 'es', Words> = {
  en: {
    labels: EN,
    locale: 'en-US',
    step2: 'Invite your co-parent',
    open: 'Email me a link to finish',
    remind: "Also remind me tomorrow if I haven't finished",
    send: 'Send me the link',
    sent: (email) => `We sent a link to ${email}.`,
    coParentName: 'First name',
    invalid: "This link doesn't work",
    startAgain: 'Start again',
  },
  es: {
    labels: ES,
    locale: 'es-MX',
    step2: 'Invita a tu copadre',
    open: 'Envíame un enlace para terminar',
    remind: 'Recuérdamelo también mañana si no he terminado',
    send: 'Envíame el enlace',
    sent: (email) => `Enviamos un enlace a ${email}.`,
    coParentName: 'Nombre',
    invalid: 'Este enlace no funciona',
    startAgain: 'Empezar de nuevo',
  },
};

async function askForLinkAtStepTwo(page: Page, w: Words, email: string) {
  await page.goto('/app/join/step1');
  await fillStepOne(page, email, w.labels);
  await page.getByRole('button', { name: w.labels.continue, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.step2 })).toBeVisible();
  // Typed on /step2 and not sent: it travels with the link.
  await page.getByLabel(w.coParentName, { exact: true }).fill('Ben');
  await page.getByLabel(w.labels.lastName, { exact: true }).fill('Ortega');
  await page.getByRole('button', { name: w.open }).click();
  await page.getByLabel(w.remind).check();
  await expectNoAxeViolations(page);
  await shot(page, `finish-later-ask-${w.locale}-${page.viewportSize()!.width}`, { fullPage: true });
  await page.getByRole('button', { name: w.send }).click();
  await expect(page.getByRole('status').filter({ hasText: w.sent(email) })).toBeVisible();
  await shot(page, `finish-later-sent-${w.locale}-${page.viewportSize()!.width}`, { fullPage: true });
}

async function openInAnotherBrowser(
  browser: Browser,
  w: Words,
  size: { width: number; height: number },
  path: string,
) {
  const other = await browser.newContext({ locale: w.locale, viewport: size });
  const page = await other.newPage();
  await page.goto(path);
  // A new browser loads the remotes afresh before the link is read.
  await expect(page).toHaveURL(/\/app\/join\/step2$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: w.step2 })).toBeVisible();
  await expect(page.getByLabel(w.coParentName, { exact: true })).toHaveValue('Ben');
  await expect(page.getByLabel(w.labels.lastName, { exact: true })).toHaveValue('Ortega');
  return { other, page };
}

for (const lang of ['en', 'es'] as const) {
  const w = WORDS[lang];
  test.describe(`finish later (${lang})`, () => {
    test.use({ locale: w.locale });
    // Two browsers, three steps and two accessibility scans in one journey: about 40 s on a loaded
    // machine, so the default minute leaves too little room.
    test.setTimeout(120_000);
    for (const size of [PHONE, DESKTOP]) {
      test(`a link asked for at /step2 reopens it with its data in another browser at ${size.width} px`, async ({
        page,
        browser,
      }) => {
        await page.setViewportSize(size);
        const email = uniqueEmail(`later-${lang}`);
        await askForLinkAtStepTwo(page, w, email);
        const firstKey = (await registrationStore(page)).registrationKey as string;

        const path = await mailedLink(page.request, email);
        // The registration key is never in the link.
        expect(path).not.toContain(firstKey);
        const { other, page: resumed } = await openInAnotherBrowser(browser, w, size, path);
        try {
          // The token left the address bar; this browser holds a key of its own.
          expect(resumed.url()).not.toContain('token');
          const store = await registrationStore(resumed);
          expect(store.registrationKey).toBeTruthy();
          expect(store.registrationKey).not.toBe(firstKey);
          expect(store.stepOneValues.email).toBe(email);
          await expectNoAxeViolations(resumed);
          await shot(resumed, `finish-later-resumed-${w.locale}-${size.width}`, { fullPage: true });
          // What /step1 held is there too.
          await resumed.getByRole('button', { name: lang === 'en' ? 'Back' : 'Atrás', exact: true }).click();
          await expect(resumed.getByLabel(w.labels.email, { exact: true })).toHaveValue(email);
        } finally {
          await other.close();
        }
      });
    }

    test(`a link that does not work says so and offers a new start (${lang})`, async ({ page }) => {
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        // A fresh document each time: from /resume itself a new fragment would not load the page.
        await page.goto('about:blank');
        await page.goto(`/app/join/resume#token=${'x'.repeat(43)}`);
        await expect(page.getByRole('heading', { level: 1, name: w.invalid })).toBeVisible({
          timeout: 30_000,
        });
        await expect(page.getByRole('link', { name: w.startAgain })).toHaveAttribute(
          'href',
          /\/app\/join\/step1$/,
        );
        expect(page.url()).not.toContain('token');
        await expectNoAxeViolations(page);
        await shot(page, `finish-later-invalid-${w.locale}-${size.width}`, { fullPage: true });
      }
    });
  });
}
