// What the leave journeys of the payment page share: the watch on the browser's own dialogs, the
// step headings, and the way to Review with a saved card.
import { expect, type Dialog, type Page } from '@playwright/test';
import { paymentUrl, seedCheckout } from './checkout-setup';
import { cardToReview, type Language } from './card-steps';

/** The browser's own dialogs: a reload or a leave may meet the beforeunload prompt (accepted, as a
 *  visitor who means to go); any other native dialog is recorded so a journey can say there was none. */
export function watchNativeDialogs(page: Page) {
  const seen: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
  });
  return { confirms: () => seen.filter((d) => !d.startsWith('beforeunload')) };
}

/** A step of the payment page by its heading. */
export const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

/** A new sign-up on the new variant's Review: the card saved for this payment, the billing sent. */
export async function seededReview(page: Page, lang: Language = 'en') {
  await seedCheckout(page);
  await page.goto(paymentUrl('GROW872:Treatment'));
  await cardToReview(page, { lang });
  await expect(stepHeading(page, lang === 'es' ? 'Revisión' : 'Review')).toBeVisible();
}
