// Pins spec §2 Review step and §2/§9 new-variant layout: on a phone Review showed no Order Summary
// (only the folded panel had it), and from 601 to 899 px the new variant's summary stood open above
// the form with no way to fold it.
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { shot } from './support/shots';
import { fillCard, paymentUrl, seedCheckout } from './support/checkout-setup';
import { cardToReview } from './support/card-steps';
import { DESKTOP, PHONE } from './support/traps';

const NEW = 'GROW872:Treatment';
const OLD = 'GROW872:Control';
const TABLET = { width: 768, height: 1024 };

async function newVariantReview(page: Page, spanish = false) {
  await page.goto(paymentUrl(NEW));
  await cardToReview(page, { lang: spanish ? 'es' : 'en' });
}

async function shotAt(page: Page, name: string) {
  await shot(page, `summary-${name}-${page.viewportSize()!.width}`, { fullPage: true });
}

test.describe('Review shows its Order Summary', () => {
  test.describe('on a phone (375 px)', () => {
    test.use({ viewport: PHONE });

    test('new variant: the summary with its total is inside Review, the side panel stays folded', async ({
      page,
    }) => {
      await seedCheckout(page);
      await newVariantReview(page);
      const review = page.getByRole('region', { name: 'Review' });
      const summary = review.getByRole('region', { name: 'Order Summary' });
      await expect(summary.getByRole('heading', { level: 3, name: 'Order Summary' })).toBeVisible();
      await expect(summary.getByText('Essentials 1 Year')).toBeVisible();
      await expect(summary.getByText('$159.36')).toBeVisible();
      await expect(page.getByRole('button', { name: /Show order summary/ })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expectNoAxeViolations(page);
      await shotAt(page, 'review-new');
    });

    test('old variant: the Review tab shows the summary too', async ({ page }) => {
      await seedCheckout(page);
      await page.goto(paymentUrl(OLD));
      await page.getByRole('button', { name: 'Continue to Next Step' }).click();
      await fillCard(page, '5555 5555 5555 4444');
      await page.getByRole('button', { name: 'Review Order' }).click();
      await expect(page.getByText('MasterCard ending in 4444')).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'Order Summary' })).toBeVisible();
      await shotAt(page, 'review-old');
    });
  });

  test.describe('on a desktop (1280 px)', () => {
    test.use({ viewport: DESKTOP });

    test('the side panel holds the summary beside Review, which does not repeat it', async ({ page }) => {
      await seedCheckout(page);
      await newVariantReview(page);
      await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeVisible();
      await expect(
        page
          .getByRole('complementary', { name: 'Order Summary' })
          .getByRole('heading', { name: 'Order Summary' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Order Summary' })).toHaveCount(1);
      await shotAt(page, 'review-new');
    });
  });

  test.describe('in Spanish', () => {
    test.use({ locale: 'es-MX' });
    for (const size of [PHONE, DESKTOP]) {
      test(`'Resumen del pedido' at ${size.width} px`, async ({ page }) => {
        await page.setViewportSize(size);
        await seedCheckout(page);
        await newVariantReview(page, true);
        await expect(page.getByRole('heading', { level: 2, name: 'Revisión' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Resumen del pedido' })).toHaveCount(1);
        await expect(page.getByRole('heading', { name: 'Resumen del pedido' })).toBeVisible();
        await shotAt(page, 'review-es');
      });
    }
  });
});

test.describe('new variant layout: folded below the md breakpoint, a 343 px side panel from it', () => {
  for (const size of [PHONE, TABLET, { width: 899, height: 900 }]) {
    test(`at ${size.width} px the summary is folded and opens on request`, async ({ page }) => {
      await page.setViewportSize(size);
      await seedCheckout(page);
      await page.goto(paymentUrl(NEW));
      await expect(page.getByRole('heading', { level: 2, name: 'Payment method' })).toBeVisible();
      const toggle = page.getByRole('button', { name: /Show order summary/ });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeHidden();
      await toggle.click();
      await expect(page.getByRole('button', { name: /Hide order summary/ })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
      // Folded above the form, as wide as it.
      const panel = await page.getByRole('complementary', { name: 'Order Summary' }).boundingBox();
      const form = await page.getByRole('region', { name: 'Payment method' }).boundingBox();
      expect(panel!.y + panel!.height).toBeLessThanOrEqual(form!.y);
      await shotAt(page, 'layout-new');
    });
  }

  for (const size of [{ width: 900, height: 900 }, DESKTOP]) {
    test(`at ${size.width} px the summary is a 343 px panel beside the form, never folded`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await seedCheckout(page);
      await page.goto(paymentUrl(NEW));
      await expect(page.getByRole('heading', { level: 2, name: 'Payment method' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Show order summary/ })).toBeHidden();
      const panel = page.getByRole('complementary', { name: 'Order Summary' });
      await expect(panel.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
      const box = (await panel.boundingBox())!;
      const form = (await page.getByRole('region', { name: 'Payment method' }).boundingBox())!;
      expect(Math.round(box.width)).toBe(343);
      expect(box.x).toBeGreaterThan(form.x + form.width - 1);
      await shotAt(page, 'layout-new');
    });
  }

  test('the old variant keeps its own fold (600 px): open above the form at 768 px', async ({ page }) => {
    await page.setViewportSize(TABLET);
    await seedCheckout(page);
    await page.goto(paymentUrl(OLD));
    await expect(page.getByRole('button', { name: /Show order summary/ })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  });
});
