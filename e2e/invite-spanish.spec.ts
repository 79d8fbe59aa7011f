import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { createInvite, stagedInviteLink, shoot } from './support/invite-helpers';

// spec §2: an es_MX invite opens in Spanish with the three-question FAQ (spec §2, §9).
test('an es_MX invite opens in Spanish with the FAQ', async ({ page, request }) => {
  const invite = await createInvite(request, { locale: 'es_MX', country: 'MX' });
  await page.goto(stagedInviteLink(invite));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Te invitaron como copadre a unirte a:' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const faq = page.getByRole('region', { name: 'Preguntas frecuentes' });
  await expect(faq.locator('summary')).toHaveCount(3);
  await faq.getByText('¿Tengo que pagar para unirme?').click();
  await expect(faq.getByText(/no te pediremos ningún pago/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'welcome-es');
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirma tus datos de contacto' })).toBeVisible();
});
