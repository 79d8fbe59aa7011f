import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { fillCard, paymentUrl, seedCheckout } from './support/checkout-setup';
import { DESKTOP, fillCardEs, PHONE, shootBoth } from './support/traps';

// spec §7 Available coupons: the offers meant for a visitor are listed on the payment page and
// applied with one click.
for (const size of [PHONE, DESKTOP]) {
  test(`a visitor applies an offered coupon with one click and pays the lower price (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await seedCheckout(page);
    await page.goto(paymentUrl('GROW872:Treatment'));
    const offers = page.getByRole('region', { name: 'Offers you can use' });
    await expect(offers.getByText('20% off this spring')).toBeVisible();
    await expectNoAxeViolations(page);
    await offers.getByRole('button', { name: 'Apply SPRING20' }).click();
    await expect(offers.getByRole('status')).toHaveText('Applied');
    if (size === PHONE) await page.getByRole('button', { name: /Show order summary/ }).click();
    await expect(page.getByRole('complementary').getByText('Discount (SPRING20, 20% off)')).toBeVisible();
    await expectNoAxeViolations(page);
    if (size === DESKTOP) await shootBoth(page, 'coupon-applied');

    await fillCard(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Continue to Next Step' }).click();
    await page.getByRole('button', { name: 'Continue to Review Order' }).click();
    const charged = page.getByText(/^Charged today: /);
    await expect(charged).toBeVisible();
    const amount = (await charged.textContent())!.replace('Charged today: ', '');
    // Texas, package 1001: 149.99 less SPRING20's 20 % (30.00) is 119.99, plus 6.25 % sales tax
    // on the discounted amount (7.50): the full price would have been $159.36.
    expect(amount).toBe('$127.49');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Payment received: ${amount} charged to Visa ending 1111.` }),
    ).toBeVisible();
  });
}

test('a chosen coupon can be taken off again, and the price goes back', async ({ page }) => {
  await seedCheckout(page);
  await page.goto(paymentUrl('GROW872:Treatment'));
  const offers = page.getByRole('region', { name: 'Offers you can use' });
  await offers.getByRole('button', { name: 'Apply SPRING20' }).click();
  const summary = page.getByRole('complementary');
  await expect(summary.getByText('Discount (SPRING20, 20% off)')).toBeVisible();
  await offers.getByRole('button', { name: 'Remove SPRING20' }).click();
  await expect(offers.getByRole('button', { name: 'Apply SPRING20' })).toBeVisible();
  await expect(summary.getByText(/Discount/)).toHaveCount(0);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });
  test('the offers are listed and applied in Spanish', async ({ page }) => {
    await seedCheckout(page);
    await page.goto(paymentUrl('GROW872:Treatment'));
    const offers = page.getByRole('region', { name: 'Ofertas que puedes usar' });
    await expect(offers.getByText('20 % de descuento de primavera')).toBeVisible();
    await offers.getByRole('button', { name: 'Aplicar SPRING20' }).click();
    await expect(offers.getByRole('status')).toHaveText('Aplicada');
    await expect(page.getByRole('button', { name: 'Quitar SPRING20' })).toBeVisible();
    await fillCardEs(page, '4111 1111 1111 1111');
    await shootBoth(page, 'coupon-applied-es');
  });
});
