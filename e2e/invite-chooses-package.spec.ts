import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import {
  chooseFirstBundle,
  continueStep1,
  createInvite,
  stagedInviteLink,
  shoot,
  startInvite,
} from './support/invite-helpers';

// spec §2: Parent B opens a staged invite, confirms the contact, chooses a package and reaches payment.
test('Parent B follows the invite link, confirms the contact and picks a package for payment', async ({
  page,
  request,
}) => {
  const invite = await createInvite(request, { locale: 'en_US' });
  await page.goto(stagedInviteLink(invite));

  await expect(
    page.getByRole('heading', { level: 1, name: "You've been invited as a co-parent to join:" }),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Family members' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByText('Your subscription has been paid.')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'welcome');

  await startInvite(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'step1');
  await continueStep1(page);

  await expect(page).toHaveURL(/\/invite\/packages$/);
  const packages = page.getByRole('group', { name: 'Packages' }).getByRole('radio');
  await expect(packages.first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'packages');

  // Build your own first, then back, then a ready-made package: both ways out of the page. The
  // staged invite is in the US, whose catalogue offers build-your-own.
  const byo = page.getByRole('radio', { name: /build your own/i });
  await expect(byo).toBeVisible();
  await byo.check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/invite\/choose-your-own$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Build your own package' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'choose-your-own');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/invite\/packages$/);
  await chooseFirstBundle(page);
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('join.invite') ?? '{}').state);
  expect(stored.lastCompletedStep).toBe(2);
  expect(stored.selectedPackage.package.buildYourOwn).toBe(false);
});
