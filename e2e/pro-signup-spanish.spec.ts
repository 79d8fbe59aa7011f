import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { expectNoEnglish } from './support/no-english';
import { errorSummary, expectFieldError } from './support/forms';
import {
  EN,
  fillStepOne,
  fillStepThree,
  fillStepTwo,
  mailsTo,
  shoot,
  submitStep,
  uniqueEmail,
  type Words,
} from './support/pro-wizard';

const ES: Words = {
  ...EN,
  step1: 'Crea tu cuenta profesional',
  step2: 'Tu despacho',
  step3: 'Protege tu cuenta',
  title: 'Título (opcional)',
  firstName: 'Nombre',
  lastName: 'Apellido',
  credentials: 'Credenciales (opcional)',
  email: 'Correo electrónico',
  phoneCode: 'Código de país del teléfono',
  phone: 'Número de teléfono',
  extension: 'Extensión (opcional)',
  heardFrom: '¿Cómo te enteraste de nosotros?',
  practice: 'Nombre del despacho',
  line1: 'Dirección, línea 1',
  country: 'País',
  city: 'Ciudad',
  region: /^(Estado|Condado o región)$/,
  postalCode: /^(Código postal \(ZIP\)|Código postal)$/,
  timezone: 'Zona horaria',
  question: 'Pregunta de seguridad',
  answer: 'Respuesta de seguridad',
  code: 'Código de seguridad de 4 dígitos',
  confirm: 'Confirma el código de seguridad',
  continue: 'Continuar',
  complete: 'Completar',
};

// spec §2: the same journey in Spanish, lists and messages included (spec §1 language selector).
test('a professional signs up in Spanish', async ({ page, request }) => {
  // Three forms, an axe check on each, on a shared 2-core machine.
  test.setTimeout(120_000);
  const email = uniqueEmail('abogada');
  await page.goto('/app/join/pro');
  await page.getByLabel('Language').selectOption('es');

  await fillStepOne(
    page,
    {
      title: 'Dra.',
      firstName: 'Lucía',
      lastName: 'Hernández',
      email,
      phoneCode: '+52',
      phone: '5555550123',
      heardFrom: 'Otro',
      referral: { text: { 'Cuéntanos más': 'Un congreso de derecho familiar' } },
    },
    ES,
  );
  // A client rule in Spanish first: the codes must be digits.
  await page.getByLabel(ES.extension).fill('12a');
  await page.getByRole('button', { name: ES.continue }).click();
  await expectFieldError(page.getByLabel(ES.extension), 'Solo se permiten números');
  await expect(
    errorSummary(page, 'Hay un problema').getByRole('link', { name: 'Solo se permiten números' }),
  ).toBeVisible();
  await expect(errorSummary(page, 'Hay un problema')).toBeFocused();
  await page.getByLabel(ES.extension).fill('');
  await expectNoEnglish(page, 'pro step 1');
  await shoot(page, 'es-step1');
  await submitStep(page, ES.continue);

  await fillStepTwo(
    page,
    {
      name: 'Despacho Hernández',
      line1: '200 Main St',
      country: 'Estados Unidos',
      city: 'Austin',
      region: 'Texas',
      postalCode: '78701',
      timezone: '(UTC-06:00) Chicago',
      roles: ['Abogado o abogada', 'Mediador o mediadora'],
    },
    ES,
  );
  await expectNoEnglish(page, 'pro step 2');
  await submitStep(page, ES.continue);

  await fillStepThree(page, ES);
  await expectNoEnglish(page, 'pro step 3');
  await expect(
    page.getByRole('link', { name: 'Términos y condiciones (se abre en una pestaña nueva)' }),
  ).toBeVisible();
  await shoot(page, 'es-step3');
  await submitStep(page, ES.complete);

  await expect(page.getByText('¡Hola, Lucía!')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu cuenta profesional está lista' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'inicia sesión' })).toBeVisible();
  await expect(
    page.getByText(`enviamos a ${email} un enlace para crear tu nombre de usuario y contraseña`),
  ).toBeVisible();
  await expect(page.getByText('Abogado o abogada, Mediador o mediadora')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoEnglish(page, 'pro success');
  await shoot(page, 'es-success');
  await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);

  // CONTRACTS#both-languages: the welcome mail is in Spanish and its link creates the password on the parents' page.
  const [welcome] = await mailsTo(request, email);
  expect(welcome.subject).toBe('Te damos la bienvenida a tu cuenta profesional de Harbor');
  expect(welcome.text).toContain('Hola, Lucía:');
  const link = welcome.links.find((l) => l.includes('/app/join/credentials#token='))!;
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Crea tu nombre de usuario y contraseña' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/app\/join\/credentials$/);
  await page.getByLabel('Nombre de usuario').fill(`lucia_${Date.now().toString(36)}`);
  await page.getByLabel('Contraseña', { exact: true }).fill('Harbor-2026-safe!');
  await page.getByRole('button', { name: 'Completar registro' }).click();
  await expect(
    page.getByText('Tu cuenta está lista. En unos segundos te llevaremos a la página para iniciar sesión…'),
  ).toBeVisible();
  await expectNoEnglish(page, 'pro password set');
  await shoot(page, 'es-pro-password-set');
});
