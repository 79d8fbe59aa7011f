import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { continueStep1, createInvite, stagedInviteLink, shoot, startInvite } from './support/invite-helpers';

// spec §2: subscriptions B does not pay for (spec §2, §6) skip the packages and payment.
test.describe('invites that skip payment', () => {
  test("a professional-created invite shows the professional's name and goes from step 1 to credentials", async ({
    page,
    request,
  }) => {
    const invite = await createInvite(request, { createdByPro: true });
    await page.goto(stagedInviteLink(invite));
    await expect(
      page.getByRole('heading', { level: 1, name: /^\S.* has invited you as a co-parent to join:$/ }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      "You've been invited as a co-parent to join:",
    );
    await expectNoAxeViolations(page);
    await shoot(page, 'welcome-pro');
    await startInvite(page);
    // A professional-created subscription skips payment straight to creating credentials.
    const toCredentials = page.waitForURL(/\/invite\/credentials$/);
    await continueStep1(page);
    await toCredentials;
    await expect(page.getByRole('button', { name: 'Complete Signup' })).toBeVisible();
    const terms = await request.get(`/api/invites/${invite.userId}/terms`, {
      headers: { 'x-invite-token': invite.inviteToken },
    });
    expect((await terms.json()).agreedToTerms).toBe(true);
  });

  test('a current subscription with complete billing goes straight to credentials', async ({
    page,
    request,
  }) => {
    const invite = await createInvite(request, {
      subscriptionCurrent: true,
      billingComplete: true,
      requireCredentials: true,
    });
    await page.goto(stagedInviteLink(invite));
    await expect(page).toHaveURL(/\/invite\/credentials$/);
    await expect(page.getByRole('button', { name: 'Complete Signup' })).toBeVisible();
  });

  test('a current subscription with an incomplete address asks for billing information, then credentials', async ({
    page,
    request,
  }) => {
    const invite = await createInvite(request, { subscriptionCurrent: true, billingComplete: false });
    await page.goto(stagedInviteLink(invite));
    await expect(page.getByText('Your subscription has been paid.')).toBeVisible();
    await startInvite(page);
    await continueStep1(page);
    await expect(page).toHaveURL(/\/invite\/billing-info$/);
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expectNoAxeViolations(page);
    await shoot(page, 'billing-info');
    await page.getByLabel('Billing Address').fill('742 Evergreen Terrace');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('Country').selectOption('US');
    await page.getByLabel('State').selectOption('OR');
    await page.getByLabel('Postal Code').fill('97403');
    await page.getByLabel('Timezone').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/invite\/credentials$/);
    await expect(page.getByRole('button', { name: 'Complete Signup' })).toBeVisible();
  });
});
