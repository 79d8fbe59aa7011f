import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { EN, uniqueEmail } from './support/parent-flow';
import { shootBoth } from './support/traps';

// Pins CONTRACTS#a-sign-up-people-finish: pasting '+1 (555) 123-4567' saved '155512345' (the 15-character limit
// cut the text before the formatting was removed), and the code select listed bare numbers.
async function paste(page: Page, label: string, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  const field = page.getByLabel(label, { exact: true });
  await field.fill('');
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a pasted international number keeps every digit and moves its country code to the select', async ({ page }) => {
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
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/registrations');
  await page.getByRole('button', { name: EN.continue }).click();
  expect((await sent).postDataJSON().parent).toMatchObject({
    phoneCountryCode: '+1',
    phoneNumber: '5125550147',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Invite your co-parent' })).toBeVisible();
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
