import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { paymentUrl, seedCheckout } from './support/checkout-setup';
import { DESKTOP, PHONE, shootBoth } from './support/traps';

// 'Credit or Debit Card' is a disclosure (a button that opens the card fields), and the card
// number is spaced and shows its brand icon as the visitor types.
for (const size of [PHONE, DESKTOP]) {
  test(`the card section is a disclosure; the number is spaced and its brand shown as it is typed (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await seedCheckout(page);
    await page.goto(paymentUrl('GROW872:Treatment'));
    const section = page.getByRole('button', { name: 'Credit or Debit Card' });
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('radio', { name: 'Credit or Debit Card' })).toHaveCount(0);

    const number = page.getByLabel('Card number');
    await number.pressSequentially('4111111111111111');
    await expect(number).toHaveValue('4111 1111 1111 1111');
    await expect(page.getByRole('img', { name: 'Visa' })).toBeVisible();
    await expectNoAxeViolations(page);
    if (size === DESKTOP) await shootBoth(page, 'card-visa');

    await number.fill('');
    await number.pressSequentially('378282246310005');
    await expect(number).toHaveValue('3782 822463 10005');
    await expect(page.getByRole('img', { name: 'American Express' })).toBeVisible();
    // American Express has a 4-digit security code.
    const cvv = page.getByLabel('CVV');
    await cvv.pressSequentially('12345');
    await expect(cvv).toHaveValue('1234');
    await page.getByLabel('Expiration (MM/YY)').fill('12/30');
    await page.getByRole('button', { name: 'Continue to Next Step' }).click();
    await expect(page.getByRole('heading', { name: 'Billing information' })).toBeVisible();
  });
}

test('a digit typed inside the number keeps the caret after it', async ({ page }) => {
  await seedCheckout(page);
  await page.goto(paymentUrl('GROW872:Treatment'));
  const number = page.getByLabel('Card number');
  await number.pressSequentially('411111111111111');
  await expect(number).toHaveValue('4111 1111 1111 111');
  // Put the caret after the fifth digit (past the first space) and type a digit there.
  await number.evaluate((el: HTMLInputElement) => el.setSelectionRange(6, 6));
  await page.keyboard.type('2');
  await expect(number).toHaveValue('4111 1211 1111 1111');
  expect(await number.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(7);
});
