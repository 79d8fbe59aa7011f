// Pins '+1 (555) 123-4567' from a phone keyboard's suggestion, dictation or autofill becoming
// '155512345' (or keeping the country code in the number): only a paste event was read, and the
// field's maxlength cut the rest. Every phone field of every remote, both ways a number arrives
// with no paste event.
import { shot } from './support/shots';
import { expect, test, type Locator, type Page } from './support/test';
import { createInvite, stagedInviteLink, startInvite } from './support/invite-helpers';
import { EN, fillCoParent, fillStepOne, uniqueEmail } from './support/parent-flow';
import { DESKTOP, PHONE } from './support/traps';

/** A keyboard's suggestion or dictation: the whole text arrives in one input event (not a paste). */
async function insertWhole(page: Page, field: Locator, text: string) {
  await field.fill('');
  await field.focus();
  await page.keyboard.insertText(text);
}

/** Autofill: the browser writes the value and fires input, with no beforeinput and no paste. */
async function autofill(field: Locator, text: string) {
  await field.fill('');
  await field.evaluate((input: HTMLInputElement, value) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

interface PhoneField {
  name: string;
  open: (page: Page) => Promise<void>;
  number: (page: Page) => Locator;
  code: (page: Page) => Locator;
}

const FIELDS: PhoneField[] = [
  {
    name: '/step1',
    open: async (page) => {
      await page.goto('/app/join/step1');
      await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    },
    number: (page) => page.getByLabel(EN.phone, { exact: true }),
    code: (page) => page.getByLabel('Country code'),
  },
  {
    name: "/step2 (the co-parent's phone)",
    open: async (page) => {
      await page.goto('/app/join/step1');
      await fillStepOne(page, uniqueEmail('phone-whole'));
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Invite your co-parent' })).toBeVisible();
      await fillCoParent(page, uniqueEmail('phone-whole-co'));
    },
    number: (page) => page.getByLabel(/^Phone number/),
    code: (page) => page.getByLabel('Country code'),
  },
  {
    name: '/invite/step1',
    open: async (page) => {
      const invite = await createInvite(page.request);
      await page.goto(stagedInviteLink(invite));
      await startInvite(page);
    },
    number: (page) => page.getByLabel('Phone number', { exact: true }),
    code: (page) => page.getByLabel('Country code'),
  },
  {
    name: '/pro step 1',
    open: async (page) => {
      await page.goto('/app/join/pro');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Create your professional account' }),
      ).toBeVisible();
    },
    number: (page) => page.getByLabel('Phone number', { exact: true }),
    code: (page) => page.getByLabel('Phone country code'),
  },
];

for (const size of [PHONE, DESKTOP]) {
  test.describe(`a phone number with no paste event at ${size.width} px`, () => {
    test.use({ viewport: size });
    for (const field of FIELDS) {
      test(`${field.name}: a suggestion or dictation, then autofill, keep every digit and move the code`, async ({
        page,
      }) => {
        await field.open(page);
        const number = field.number(page);
        await insertWhole(page, number, '+1 (555) 123-4567');
        await expect(number).toHaveValue('5551234567');
        await expect(field.code(page)).toHaveValue('+1');

        await autofill(number, '+44 7700 900123');
        await expect(number).toHaveValue('7700900123');
        await expect(field.code(page)).toHaveValue('+44');

        // Typed digits still go in one by one, and no more than 15.
        await number.fill('');
        await number.pressSequentially('12345678901234567');
        await expect(number).toHaveValue('123456789012345');
        await shot(page, `phone-whole-${field.name.replace(/\W+/g, '-')}-${size.width}`);
      });
    }
  });
}
