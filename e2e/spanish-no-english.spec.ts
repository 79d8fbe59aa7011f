import { expect, test, type Page } from './support/test';
import { ES, fillCoParent, fillStepOne, uniqueEmail } from './support/parent-flow';
import { inviteLinkMailedTo } from './support/invite-helpers';
import { englishIn, expectNoEnglish } from './support/no-english';
import { shot, SHOTS_WANTED } from './support/shots';

// CONTRACTS#both-languages: a Spanish visitor meets no English, on any screen of the parent and the invited
// co-parent flows (the professional's is checked in pro-signup-spanish.spec.ts), nor in any mail.

/** With E2E_SHOTS: the screen at a phone's 375 px and at 1280 px. */
async function shoot(page: Page, name: string) {
  if (!SHOTS_WANTED) return;
  const before = page.viewportSize();
  for (const size of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await shot(page, `es-${name}-${size.width}`, { fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** Card, billing address, review and Pay now, in Spanish, checking every screen on the way. */
async function payInSpanish(page: Page, flow: string) {
  await expectNoEnglish(page, `${flow} payment`);
  await page.getByLabel('Número de tarjeta').fill('4111 1111 1111 1111');
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Continuar al siguiente paso' }).click();
  await expect(page.getByRole('heading', { name: 'Información de facturación' })).toBeVisible();
  await expectNoEnglish(page, `${flow} billing`);
  await shoot(page, `${flow}-billing`);
  await page.getByRole('combobox', { name: 'Dirección de facturación' }).fill('Congress');
  await page.getByRole('option', { name: /100 Congress Avenue, Austin/ }).click();
  await page.getByLabel('Zona horaria').selectOption('America/Chicago');
  await page.getByRole('button', { name: 'Continuar a revisar el pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Revisión' })).toBeVisible();
  await expectNoEnglish(page, `${flow} review`);
  await shoot(page, `${flow}-review`);
  await page.getByRole('button', { name: 'Pagar ahora' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Crea tu nombre de usuario y contraseña' }),
  ).toBeVisible();
  await expectNoEnglish(page, `${flow} credentials`);
  await shoot(page, `${flow}-credentials`);
  await page.getByLabel('Nombre de usuario').fill(`${flow}_${Date.now().toString(36)}`);
  await page.getByLabel('Contraseña', { exact: true }).fill('Harbor-2026-safe!');
  await page.getByRole('button', { name: 'Completar registro' }).click();
  await expect(page.getByRole('heading', { name: '¡Todo listo!' })).toBeVisible();
  await expectNoEnglish(page, `${flow} all set`);
  await expect(page.getByRole('heading', { level: 1, name: '¡Cuenta activada!' })).toBeVisible({
    timeout: 15_000,
  });
  await expectNoEnglish(page, `${flow} receipt`);
  await shoot(page, `${flow}-receipt`);
}

async function mailsTo(page: Page, to: string) {
  const { messages } = (await (await page.request.get('/api/dev/mailbox')).json()) as {
    messages: { to: string; kind: string; subject: string; text: string }[];
  };
  return messages.filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

test('a Spanish parent and the co-parent they invite meet no English, on screen or by mail', async ({
  page,
  browser,
}) => {
  // Two whole journeys on a shared 2-core machine.
  test.setTimeout(180_000);
  const email = uniqueEmail('es-parent');
  const coEmail = uniqueEmail('es-coparent');
  await page.goto('/app/join/signup?flags=GROW872:Treatment');
  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('button', { name: 'Para padres' })).toBeVisible();
  await expectNoEnglish(page, 'signup');

  await page.getByRole('button', { name: 'Para padres' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
  await expectNoEnglish(page, 'step1');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
  await expectNoEnglish(page, 'step1 with errors');
  await shoot(page, 'step1-errors');
  await fillStepOne(page, email, ES);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Invita a tu copadre' })).toBeVisible();
  await expectNoEnglish(page, 'step2');
  await fillCoParent(page, coEmail, ES);
  await shoot(page, 'step2');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Elige tu paquete' })).toBeVisible();
  await expectNoEnglish(page, 'step3');
  await shoot(page, 'step3');
  await page
    .getByRole('button', { name: /^Elegir/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pago' })).toBeVisible();
  await shoot(page, 'payment');
  await payInSpanish(page, 'parent');

  await expect.poll(async () => (await mailsTo(page, email)).map((m) => m.kind)).toContain('receipt');
  for (const mail of [...(await mailsTo(page, email)), ...(await mailsTo(page, coEmail))]) {
    expect(englishIn([mail.subject, ...mail.text.split('\n')]), `${mail.kind} mail`).toEqual([]);
  }

  // The co-parent opens the mailed link: the invite opens in Spanish (the inviting parent's language).
  const b = await (await browser.newContext()).newPage();
  await b.goto(`${await inviteLinkMailedTo(page.request, coEmail)}&flags=GROW872:Treatment`);
  await expect(
    b.getByRole('heading', { level: 1, name: 'Te invitaron como copadre a unirte a:' }),
  ).toBeVisible();
  await expectNoEnglish(b, 'invite welcome');
  await shoot(b, 'invite-welcome');
  await b.getByRole('button', { name: 'Comenzar' }).click();
  await expect(b.getByRole('heading', { level: 1, name: 'Confirma tus datos de contacto' })).toBeVisible();
  await expectNoEnglish(b, 'invite step1');
  await shoot(b, 'invite-step1');
  await b.getByLabel('Número de teléfono').fill('5125550111');
  await b.getByRole('button', { name: 'Continuar' }).click();
  await expect(b).toHaveURL(/\/invite\/packages$/);
  await expect(b.getByRole('radio').first()).toBeVisible();
  await expectNoEnglish(b, 'invite packages');
  await shoot(b, 'invite-packages');
  await b.getByRole('button', { name: 'Continuar' }).click();
  await expect(b).toHaveURL(/\/invite\/payment$/);
  await payInSpanish(b, 'invite');
  await expect.poll(async () => (await mailsTo(page, coEmail)).map((m) => m.kind)).toContain('receipt');
  for (const mail of await mailsTo(page, coEmail))
    expect(englishIn([mail.subject, ...mail.text.split('\n')]), `${mail.kind} mail to the co-parent`).toEqual(
      [],
    );
});
