// CONTRACTS#analytics-and-discount-links discount links (spec §3 Discount data): ?discount=1&referrer=KEY&pct=BASE64&dt=TOKEN.
// A visitor who arrives by one sees the referrer's coupon on the order summary and pays the
// discounted total; the percentage in the link is only advertised, so a tampered one changes
// nothing the server charges, and a malformed one breaks nothing. Only the server-signed token
// gives the discount: a link without one gives the full price.
// Sandbox referrer 'partner' is 10 % off; the sandbox signs links at /api/dev/discount-links.
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { parentToPayment, payByCard } from './support/analytics-journey';
import { uniqueEmail } from './support/parent-flow';

test.describe.configure({ timeout: 180_000 });

/** A link the server signed for 'partner' at 10 %, with its advertised percentage replaced by `pct`. */
async function link(page: Page, pct: string, signed = true) {
  const res = await page.request.post('/api/dev/discount-links', {
    data: { referrer: 'partner', percent: 10 },
  });
  expect(res.status()).toBe(201);
  const url = new URL((await res.json()).url);
  url.searchParams.set('pct', pct);
  if (!signed) url.searchParams.delete('dt');
  return `${url.pathname}${url.search}`;
}

/** Goes to /payment from the link and returns the server's pricing the order summary shows. */
async function arriveAndPrice(page: Page, pct: string, signed = true) {
  const priced = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/pricing' && r.ok(),
  );
  await parentToPayment(
    page,
    await link(page, pct, signed),
    uniqueEmail('discount'),
    uniqueEmail('discount-co'),
  );
  return (await priced).json();
}

test('a discount link brings the coupon to the order summary and the discounted total to the charge', async ({
  page,
}) => {
  const pricing = await arriveAndPrice(page, btoa('10'));
  expect(pricing.couponDetail).toMatchObject({ couponCode: 'PARTNER10', percent: 10 });
  expect(pricing.totals.subTotalAfterDiscount).toBeLessThan(pricing.totals.subTotal);

  const summary = page.getByRole('complementary');
  await expect(summary.getByText('Discount (PARTNER10, 10% off)')).toBeVisible();
  await expect(summary.getByText(`−${pricing.couponDetail.discountFormatted}`)).toBeVisible();
  await expect(
    summary.getByText(pricing.totals.totalFormatted).filter({ visible: true }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The review step prices again with the billing address (sales tax); the charge must match it.
  const prices: { totals: { total: number; subTotalAfterDiscount: number; taxAmount: number } }[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/pricing' && r.ok())
      void r.json().then((body) => prices.push(body));
  });
  const paid = await payByCard(page);
  const reviewed = prices.at(-1);
  expect(reviewed).toBeTruthy();
  expect(paid.receipt.totals.subTotalAfterDiscount).toBe(pricing.totals.subTotalAfterDiscount);
  expect(paid.receipt.totals.total).toBe(reviewed?.totals.total);
  expect(paid.receipt.totals.total).toBeCloseTo(
    pricing.totals.subTotalAfterDiscount + paid.receipt.totals.taxAmount,
    2,
  );
});

for (const [label, pct] of [
  ['tampered to 99 %', btoa('99')],
  ['malformed', '%%%not-base64'],
]) {
  test(`a ${label} percentage changes nothing the server charges and breaks nothing`, async ({ page }) => {
    const pricing = await arriveAndPrice(page, pct);
    // The referrer's own coupon, at the server's 10 %, whatever the link said.
    expect(pricing.couponDetail).toMatchObject({ couponCode: 'PARTNER10', percent: 10 });
    expect(pricing.couponDetail.discount).toBeCloseTo(pricing.totals.subTotal * 0.1, 2);
    expect(pricing.totals.subTotalAfterDiscount).toBeCloseTo(
      pricing.totals.subTotal - pricing.couponDetail.discount,
      2,
    );
    await expect(page.getByRole('complementary').getByText('Discount (PARTNER10, 10% off)')).toBeVisible();
  });
}

test('a link without the signed token (one sent before links were signed) gives the full price and breaks nothing', async ({
  page,
}) => {
  const pricing = await arriveAndPrice(page, btoa('10'), false);
  expect(pricing.couponDetail).toBeNull();
  expect(pricing.totals.subTotalAfterDiscount).toBe(pricing.totals.subTotal);
  await expect(page.getByRole('complementary').getByText(/Discount \(PARTNER10/)).toHaveCount(0);
});
