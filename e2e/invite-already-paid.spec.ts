import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { createInvite, stagedInviteLink } from './support/invite-helpers';
import { DESKTOP, PHONE, shootBoth } from './support/traps';
import { shot } from './support/shots';

// spec §2 /invite: 'If already paid: "Your subscription has been paid."': an invitee whose plan is
// paid lands on the credentials form welcomed and told so.
for (const size of [PHONE, DESKTOP]) {
  test(`an already-paid invitee lands on /invite/credentials welcomed, told the subscription has been paid (${size.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const invite = await createInvite(request, {
      subscriptionCurrent: true,
      billingComplete: true,
      requireCredentials: true,
    });
    await page.goto(stagedInviteLink(invite));
    await expect(page).toHaveURL(/\/invite\/credentials$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
    ).toBeVisible();
    const welcome = page.getByRole('status').filter({ hasText: 'Your subscription has been paid.' });
    await expect(welcome).toHaveText(
      'Welcome! Your subscription has been paid. Create your username and password to start using your account.',
    );
    await expect(welcome).toBeInViewport();
    await expect(page.getByText(/charged to/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    if (size === DESKTOP) await shootBoth(page, 'invite-paid-credentials');

    // spec §2 /invite/credentials: with the subscription current, done leads to the legacy home page.
    await page.getByLabel('Username').fill(`ben_${Date.now().toString(36)}`);
    await page.getByLabel('Password', { exact: true }).fill('Harbor-2026-safe!');
    const home = (await (await request.get('/api/config')).json()).urls.legacyHome;
    const leaving = page.waitForRequest(
      (r) => r.isNavigationRequest() && new URL(r.url()).pathname === home,
      { timeout: 15_000 },
    );
    await page.getByRole('button', { name: 'Complete Signup' }).click();
    await expect(page.getByRole('heading', { name: "You're all set!" })).toBeVisible();
    await leaving;
  });
}

test('a Spanish-speaking already-paid invitee is welcomed in Spanish', async ({ page, request }) => {
  const invite = await createInvite(request, {
    subscriptionCurrent: true,
    billingComplete: true,
    requireCredentials: true,
    locale: 'es_MX',
  });
  await page.goto(stagedInviteLink(invite));
  await expect(page).toHaveURL(/\/invite\/credentials$/);
  await expect(page.getByRole('status').filter({ hasText: 'Tu suscripción ya está pagada.' })).toContainText(
    '¡Te damos la bienvenida!',
  );
  await page.setViewportSize(PHONE);
  await shot(page, 'invite-paid-credentials-es-375', { fullPage: true });
});
