// Helpers for the professional sign-up journeys (spec §2): fill each /pro step as a person
// would, read the local mailbox, and take screenshots when E2E_SHOTS is set.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { shot, SHOTS_WANTED } from './shots';

export interface ProPerson {
  title: string;
  firstName: string;
  lastName: string;
  credentials?: string;
  email: string;
  phoneCode: string;
  phone: string;
  extension?: string;
  heardFrom: string;
  /** The follow-up fields of 'How did you hear about us?': text boxes and lists, by label. */
  referral?: { text?: Record<string, string>; choice?: Record<string, string> };
}

export interface ProPractice {
  name: string;
  line1: string;
  country: string;
  city: string;
  region: string;
  postalCode: string;
  /** Left empty when a lone timezone is expected to be chosen for the visitor. */
  timezone?: string;
  roles: string[];
}

/** Words of the screens; the Spanish journey passes its own. */
export const EN = {
  step1: 'Create your professional account',
  step2: 'Your practice',
  step3: 'Secure your account',
  title: 'Title (optional)',
  firstName: 'First name',
  lastName: 'Last name',
  credentials: 'Credentials (optional)',
  email: 'Email',
  phoneCode: 'Phone country code',
  phone: 'Phone number',
  extension: 'Extension (optional)',
  heardFrom: 'How did you hear about us?',
  practice: 'Practice name',
  line1: 'Address line 1',
  country: 'Country',
  city: 'City',
  region: /^(State|County or region)$/,
  postalCode: /^(ZIP code|Postal code)$/,
  timezone: 'Timezone',
  question: 'Security question',
  answer: 'Security answer',
  code: '4-digit security code',
  confirm: 'Confirm security code',
  continue: 'Continue',
  complete: 'Complete',
};
export type Words = typeof EN;

export const uniqueEmail = (who: string) =>
  `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@pro.example`;

export async function shoot(page: Page, name: string) {
  if (!SHOTS_WANTED) return;
  const viewport = page.viewportSize();
  for (const [width, height] of [
    [375, 812],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await shot(page, `pro-${name}-${width}`, { fullPage: true });
  }
  if (viewport) await page.setViewportSize(viewport);
}

export async function fillStepOne(page: Page, person: ProPerson, w: Words = EN) {
  await expect(page.getByRole('heading', { level: 1, name: w.step1 })).toBeVisible();
  await page.getByLabel(w.title).selectOption(person.title);
  await page.getByLabel(w.firstName).fill(person.firstName);
  await page.getByLabel(w.lastName).fill(person.lastName);
  if (person.credentials) await page.getByLabel(w.credentials).fill(person.credentials);
  await page.getByLabel(w.email, { exact: true }).fill(person.email);
  await page.getByLabel(w.phoneCode).selectOption(person.phoneCode);
  await page.getByLabel(w.phone, { exact: true }).fill(person.phone);
  if (person.extension) await page.getByLabel(w.extension).fill(person.extension);
  await page.getByLabel(w.heardFrom).selectOption({ label: person.heardFrom });
  for (const [label, value] of Object.entries(person.referral?.text ?? {}))
    await page.getByRole('textbox', { name: label }).fill(value);
  for (const [label, value] of Object.entries(person.referral?.choice ?? {}))
    await page.getByRole('combobox', { name: label }).selectOption({ label: value });
}

export async function fillStepTwo(page: Page, practice: ProPractice, w: Words = EN) {
  await expect(page.getByRole('heading', { level: 1, name: w.step2 })).toBeVisible();
  await page.getByLabel(w.practice).fill(practice.name);
  await page.getByLabel(w.line1).fill(practice.line1);
  await page.getByLabel(w.country).selectOption({ label: practice.country });
  await page.getByLabel(w.city).fill(practice.city);
  await page.getByLabel(w.region).selectOption({ label: practice.region });
  await page.getByLabel(w.postalCode).fill(practice.postalCode);
  const timezone = page.getByLabel(w.timezone);
  if (practice.timezone) {
    await expect(timezone.getByRole('option', { name: practice.timezone })).toBeAttached();
    await timezone.selectOption({ label: practice.timezone });
  } else {
    await expect(timezone).not.toHaveValue('');
  }
  for (const role of practice.roles) await page.getByRole('checkbox', { name: role }).check();
}

export async function fillStepThree(page: Page, w: Words = EN, questionIndex = 1) {
  await expect(page.getByRole('heading', { level: 1, name: w.step3 })).toBeVisible();
  await page.getByLabel(w.question).selectOption({ index: questionIndex });
  await page.getByLabel(w.answer).fill('Biscuit');
  await page.getByLabel(w.code).fill('4826');
  await page.getByLabel(w.confirm).fill('4826');
}

/** Clicks Continue (or Complete) after an axe check of the filled step. */
export async function submitStep(page: Page, name: string) {
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name }).click();
}

export async function mailsTo(request: APIRequestContext, to: string) {
  const response = await request.get('/api/dev/mailbox');
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as {
    messages: { to: string; subject: string; text: string; kind: string; links: string[] }[];
  };
  return messages.filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** Registers a professional straight through the API, to hold an email for the 409 check. */
export async function registerProfessional(request: APIRequestContext, email: string) {
  const response = await request.post('/api/v2/professional/users', {
    data: {
      title: 'Dr.',
      firstName: 'Existing',
      lastName: 'Member',
      credentials: '',
      email,
      phoneCountryCode: '+1',
      phoneNumber: '2125550100',
      phoneExtension: '',
      hearAboutUs: 'SEARCH_ENGINE',
      practiceName: 'Member Practice',
      addressLine1: '5 Main St',
      addressLine2: '',
      country: 'US',
      city: 'Austin',
      region: 'TX',
      postalCode: '78701',
      timezone: 'America/Chicago',
      roles: ['ATTORNEY'],
      securityQuestion: 'FIRST_PET',
      securityAnswer: 'Rex',
      securityCode: '1111',
      securityCodeConfirm: '1111',
    },
  });
  expect(response.status()).toBe(201);
}
