import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { expectErrorSummary, expectFieldError } from './support/forms';
import {
  fillStepOne,
  fillStepThree,
  fillStepTwo,
  mailsTo,
  registerProfessional,
  shoot,
  submitStep,
  uniqueEmail,
} from './support/pro-wizard';

// spec §2: professionals sign up on /pro in three server-checked steps (spec §2, §4, §7).
test.describe('professional sign-up', () => {
  // Three forms, an axe check on each, on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('a US attorney whose email is taken learns it only at Complete, fixes it on step 1 and completes', async ({
    page,
    request,
  }) => {
    const taken = uniqueEmail('taken');
    await registerProfessional(request, taken);
    const email = uniqueEmail('attorney');

    await page.goto('/app/join/pro');
    await fillStepOne(page, {
      title: 'Ms.',
      firstName: 'Dana',
      lastName: 'Whitfield',
      credentials: 'JD',
      email: taken,
      phoneCode: '+1',
      phone: '6175550142',
      extension: '12',
      heardFrom: 'Referred by colleague',
      referral: {
        text: { "Colleague's name": 'Sam Ortiz' },
        choice: { "Colleague's role": 'Opposing Counsel' },
      },
    });
    await shoot(page, 'step1');
    // The validator answers a taken email as a free one: nobody learns at step 1 who has an account.
    await submitStep(page, 'Continue');
    await fillStepTwo(page, {
      name: 'Whitfield Family Law',
      line1: '100 Tremont St',
      country: 'United States',
      city: 'Boston',
      region: 'Texas',
      postalCode: '78701',
      timezone: '(UTC-06:00) Chicago',
      roles: ['Attorney', 'Mediator'],
    });
    // Choosing another state reloads the timezones; Massachusetts has one, chosen for the visitor.
    await page.getByLabel('State').selectOption({ label: 'Massachusetts' });
    await expect(page.getByLabel('Timezone')).toHaveValue('America/New_York');
    await page.getByLabel('ZIP code').fill('02108');
    await shoot(page, 'step2');
    await submitStep(page, 'Continue');

    await fillStepThree(page);
    await expect(page.getByRole('link', { name: 'Terms & Conditions (opens in a new tab)' })).toHaveAttribute(
      'href',
      /.+/,
    );
    await expect(page.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' })).toHaveAttribute(
      'href',
      /.+/,
    );
    await shoot(page, 'step3');
    await submitStep(page, 'Complete');

    // Create, the last step, refuses the taken email (a real 409): step 1 again, on the field, all typed kept.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your professional account' }),
    ).toBeVisible();
    const emailField = page.getByLabel('Email', { exact: true });
    await expectFieldError(emailField, 'An account already exists for this email address.');
    await expectErrorSummary(page, ['An account already exists for this email address.']);
    await expect(page).toHaveTitle(/^Error: /);
    await expect(emailField).toHaveValue(taken);
    await expect(page.getByLabel('First name')).toHaveValue('Dana');
    await expect(page.getByLabel("Colleague's name")).toHaveValue('Sam Ortiz');
    await expectNoAxeViolations(page);
    await shoot(page, 'step1-server-error');

    await emailField.fill(email);
    await submitStep(page, 'Continue');
    await expect(page.getByLabel('ZIP code')).toHaveValue('02108');
    await submitStep(page, 'Continue');
    await submitStep(page, 'Complete');

    await expect(page.getByText('Hello, Dana!')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your professional account has been created' }),
    ).toBeVisible();
    await expect(
      page.getByText(`we sent a link to ${email} to create your username and password`),
    ).toBeVisible();
    await expect(page.getByText('Ms. Dana Whitfield')).toBeVisible();
    await expect(page.getByText('Attorney, Mediator')).toBeVisible();
    await expect(page.getByRole('link', { name: 'log in', exact: true })).toHaveAttribute(
      'href',
      '/app/pro/cases',
    );
    await expectNoAxeViolations(page);
    await shoot(page, 'success');
    await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);
  });

  test('a UK judge completes the wizard, the only UK timezone is chosen and the welcome email arrives', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('judge');
    await page.goto('/app/join/pro');
    await fillStepOne(page, {
      title: 'Hon.',
      firstName: 'Eleanor',
      lastName: 'Hughes',
      email,
      phoneCode: '+44',
      phone: '2079460321',
      heardFrom: 'Bench officer',
      referral: {
        text: { "Bench officer's name": 'Judge Patel' },
        choice: { "Bench officer's position": 'Magistrate' },
      },
    });
    await submitStep(page, 'Continue');

    await expect(page.getByRole('heading', { level: 1, name: 'Your practice' })).toBeVisible();
    // Roles chosen before the country changes are cleared with region and timezone.
    await page.getByRole('checkbox', { name: 'Attorney' }).check();
    await fillStepTwo(page, {
      name: 'Hughes Chambers',
      line1: '10 Fleet St',
      country: 'United Kingdom',
      city: 'London',
      region: 'England',
      postalCode: 'EC4Y 1AA',
      roles: [],
    });
    await expect(page.getByRole('checkbox', { name: 'Attorney' })).not.toBeChecked();
    await expect(page.getByLabel('Timezone')).toHaveValue('Europe/London');
    await page.getByRole('checkbox', { name: 'Judge' }).check();
    await submitStep(page, 'Continue');

    await fillStepThree(page, undefined, 2);
    await submitStep(page, 'Complete');
    await expect(page.getByText('Hello, Eleanor!')).toBeVisible();
    await expect(page.getByText('+44 2079460321')).toBeVisible();

    await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);
    const [welcome] = await mailsTo(request, email);
    expect(welcome.text).toContain('Eleanor');
  });
});
