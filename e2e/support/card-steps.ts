// The payment page's card steps as a visitor walks them: card, billing, Review, Pay, then the
// credentials page. The journeys start on an open payment page (seedCheckout, then paymentUrl), so
// each can watch or change what it needs before the first step.
import { expect, type Page } from '@playwright/test';
import { fillCard } from './checkout-setup';
import { fillCardEs } from './traps';

export type Language = 'en' | 'es';

const WORDS = {
  en: { next: 'Continue to Next Step', review: 'Continue to Review Order', pay: 'Pay now' },
  es: { next: 'Continuar al siguiente paso', review: 'Continuar a revisar el pedido', pay: 'Pagar ahora' },
} as const;

export interface CardSteps {
  /** A sandbox card number; the approved test card by default. */
  number?: string;
  /** The page's language, whose labels and buttons the steps use. */
  lang?: Language;
}

/** From the card form to Review: the card typed and saved, the billing step sent as the seed left it. */
export async function cardToReview(
  page: Page,
  { number = '4111 1111 1111 1111', lang = 'en' }: CardSteps = {},
) {
  await (lang === 'es' ? fillCardEs(page, number) : fillCard(page, number));
  await page.getByRole('button', { name: WORDS[lang].next }).click();
  await page.getByRole('button', { name: WORDS[lang].review }).click();
}

/** From the card form through Review to a press of Pay now; what follows is the journey's to check. */
export async function payByCard(page: Page, steps: CardSteps = {}) {
  await cardToReview(page, steps);
  await page.getByRole('button', { name: WORDS[steps.lang ?? 'en'].pay }).click();
}

/** Paid by card: the visitor stands on the credentials page. */
export async function payToCredentials(page: Page, steps: CardSteps = {}) {
  await payByCard(page, steps);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
  ).toBeVisible();
}

/** On the credentials page: a fresh username (`prefix` and a stamp), a valid password, Complete Signup. */
export async function completeSignup(page: Page, prefix = 'ana') {
  await page.getByLabel('Username').fill(`${prefix}_${Date.now().toString(36)}`);
  await page.getByLabel('Password', { exact: true }).fill('Harbor-2026-safe!');
  await page.getByRole('button', { name: 'Complete Signup' }).click();
}
