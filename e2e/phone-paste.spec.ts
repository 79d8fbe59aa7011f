import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { EN, fillStepOne, uniqueEmail } from './support/parent-flow';
import { createInvite, stagedInviteLink, startInvite } from './support/invite-helpers';
import { shootBoth } from './support/traps';

// A pasted phone number (spec §3 phoneNumber, countryCode) keeps every digit: the formatting goes
// before the length limit applies, and an international prefix the field's code list offers moves
// to the code select, on /step1, /step2, /invite/step1 and the professional wizard. The code
// selects name their countries.
async function paste(page: Page, label: string, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  const field = page.getByLabel(label, { exact: true });
  await field.fill('');
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a pasted international number keeps every digit and moves its country code to the select', async ({
  page,
}) => {
  await page.goto('/app/join/step1');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  const code = page.getByLabel('Country code');
  await expect(code.locator('option:checked')).toHaveText(/^\+1 United States/);

  await paste(page, EN.phone, '+1 (555) 123-4567');
  await expect(page.getByLabel(EN.phone, { exact: true })).toHaveValue('5551234567');
  await expect(code).toHaveValue('+1');

  await paste(page, EN.phone, '+44 7700 900123');
  await expect(page.getByLabel(EN.phone, { exact: true })).toHaveValue('7700900123');
  await expect(code).toHaveValue('+44');
  await expect(code.locator('option:checked')).toHaveText(/^\+44 United Kingdom/);
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('GB');
  await expectNoAxeViolations(page);

  // The number that is sent is the one the visitor pasted.
  await code.selectOption('+1');
  await page.getByLabel('Country', { exact: true }).selectOption('US');
  await page.getByLabel(EN.firstName, { exact: true }).fill('Ana');
  await page.getByLabel(EN.lastName, { exact: true }).fill('Lopez');
  await page.getByLabel(EN.email, { exact: true }).fill(uniqueEmail('paste'));
  await paste(page, EN.phone, '+1 (512) 555-0147');
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/registrations',
  );
  await page.getByRole('button', { name: EN.continue }).click();
  expect((await sent).postDataJSON().parent).toMatchObject({
    phoneCountryCode: '+1',
    phoneNumber: '5125550147',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Invite your co-parent' })).toBeVisible();
});

test("/step2: a pasted number keeps its digits and the co-parent's code follows it", async ({ page }) => {
  await page.goto('/app/join/step1');
  await fillStepOne(page, uniqueEmail('paste2'));
  await page.getByRole('button', { name: EN.continue }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invite your co-parent' })).toBeVisible();
  await page.getByLabel("I don't have an email address for my co-parent").check();
  const code = page.getByLabel('Country code');
  await paste(page, 'Phone number', '+44 (0)7700-900-123');
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('7700900123');
  await expect(code).toHaveValue('+44');
  // The select names countries, as /step1's does.
  await expect(code.locator('option:checked')).toHaveText(/^\+44 United Kingdom/);
  await paste(page, 'Phone number', '+1 (512) 555-0199');
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('5125550199');
  await expect(code).toHaveValue('+1');
  await expectNoAxeViolations(page);
});

test('/invite/step1: a pasted number keeps its digits and moves its code to the select', async ({
  page,
  request,
}) => {
  const invite = await createInvite(request);
  await page.goto(stagedInviteLink(invite));
  await startInvite(page);
  await paste(page, 'Phone number', '+44 7700 900123');
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('7700900123');
  await expect(page.getByLabel('Country code')).toHaveValue('+44');
});

test('the professional wizard: a pasted number moves an offered code; another code stays in the number', async ({
  page,
}) => {
  await page.goto('/app/join/pro');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create your professional account' }),
  ).toBeVisible();
  const code = page.getByLabel('Phone country code');
  await paste(page, 'Phone number', '+44 20 7946 0958');
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('2079460958');
  await expect(code).toHaveValue('+44');
  // France (+33) is not one of the wizard's three codes (spec §3): nothing is dropped silently.
  await paste(page, 'Phone number', '+33 6 12 34 56 78');
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('33612345678');
  await expect(code).toHaveValue('+44');
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });
  test('the country-code list names its countries', async ({ page }) => {
    await page.goto('/app/join/step1');
    const code = page.getByLabel('Código de país');
    await expect(code.locator('option[value="+52"]')).toHaveText('+52 México');
    await expect(code.locator('option[value="+1"]')).toHaveText(/^\+1 Estados Unidos\/Canadá y \d+ más$/);
    await shootBoth(page, 'step1-es');
  });
});
