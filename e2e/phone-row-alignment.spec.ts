// Every phone field with a country code (parent /step1 and the co-parent on /step2, the invited
// co-parent's step 1, the professional's first step): the code select and the number input
// start at the same height, at 375 px and 1280 px, in Spanish, whose longer labels wrap.
import { expect, test, type Locator, type Page } from './support/test';
import { seedCheckout } from './support/checkout-setup';
import { createInvite, stagedInviteLink } from './support/invite-helpers';
import { shot } from './support/shots';
import { DESKTOP, PHONE } from './support/traps';

test.use({ locale: 'es-MX' });

/** The label of a field, by the field's id. */
const labelOf = async (page: Page, field: Locator) =>
  page.locator(`label[for="${await field.getAttribute('id')}"]`);

/**
 * Side by side, the code select and the number input start at the same height, and so do their
 * labels: on a wide screen each label is one line. A phone may stack them (nothing to align) or
 * wrap a label, whose last line then sits on the control like the other's.
 */
async function expectAligned(page: Page, code: string, number: string, name: string) {
  const select = page.getByLabel(code, { exact: true });
  const input = page.getByLabel(number, { exact: true });
  await expect(select).toBeVisible();
  await expect(input).toBeVisible();
  const [a, b] = [(await select.boundingBox())!, (await input.boundingBox())!];
  const [la, lb] = [
    (await (await labelOf(page, select)).boundingBox())!,
    (await (await labelOf(page, input)).boundingBox())!,
  ];
  await shot(page, `phone-row-${name}-${page.viewportSize()!.width}`);
  const sideBySide = b.x >= a.x + a.width - 1;
  if (page.viewportSize()!.width >= 1000)
    expect(sideBySide, `${name}: code and number side by side`).toBe(true);
  if (!sideBySide) return;
  expect(Math.abs(a.y - b.y), `${name}: select top ${a.y}, input top ${b.y}`).toBeLessThanOrEqual(1);
  expect(Math.abs(a.height - b.height), `${name}: heights ${a.height} and ${b.height}`).toBeLessThanOrEqual(
    1,
  );
  expect(Math.abs(la.y + la.height - (lb.y + lb.height)), `${name}: label bottoms`).toBeLessThanOrEqual(1);
  if (page.viewportSize()!.width >= 1000)
    expect(
      Math.abs(la.y - lb.y),
      `${name}: label tops ${la.y} and ${lb.y} (a label wraps)`,
    ).toBeLessThanOrEqual(1);
}

for (const size of [PHONE, DESKTOP]) {
  test(`the country code and number line up on every phone row at ${size.width} px in Spanish`, async ({
    page,
  }) => {
    // Four remotes' pages in one journey, on a loaded machine.
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await page.goto('/app/join/step1');
    await expectAligned(page, 'Código de país', 'Número de teléfono', 'step1');

    await seedCheckout(page, { lang: 'es' });
    await page.goto('/app/join/step2');
    await expectAligned(page, 'Código de país', 'Número de teléfono (opcional)', 'step2');

    await page.goto(stagedInviteLink(await createInvite(page.request)));
    // The invite opens in the language its inviter used: Spanish is chosen on its step 1.
    await page.getByRole('button', { name: /^(Get Started|Comenzar)$/ }).click();
    await expect(page).toHaveURL(/\/invite\/step1$/);
    await page.getByRole('combobox', { name: /^(Language|Idioma)$/ }).selectOption('es');
    await expectAligned(page, 'Código de país', 'Número de teléfono', 'invite');

    await page.goto('/app/join/pro');
    await expectAligned(page, 'Código de país del teléfono', 'Número de teléfono', 'pro');
  });
}
