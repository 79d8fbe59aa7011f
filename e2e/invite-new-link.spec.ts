import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { DESKTOP, PHONE } from './support/traps';
import {
  createInvite,
  invitationMails,
  inviteLinkFromMailbox,
  shoot,
  stagedInviteLink,
} from './support/invite-helpers';
import { shot } from './support/shots';

// spec §2: a broken or expired invite token ends on /invite/request, and a new link is mailed.
test.describe('requesting a new invite link', () => {
  test('an expired token ends on /invite/request and a new link arrives in the mailbox', async ({
    page,
    request,
  }) => {
    const invite = await createInvite(request, { expired: true });
    await page.goto(stagedInviteLink(invite));
    await expect(page).toHaveURL(/\/invite\/request$/);
    await expectNoAxeViolations(page);
    await shoot(page, 'request');
    const before = (await invitationMails(request, invite.userId)).length;
    await page.getByRole('button', { name: 'Request a new link' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your new link is on the way.' }),
    ).toBeVisible();
    await expect(page.getByText(/after 20 minutes, please check your spam folder/)).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'request-sent');
    await expect
      .poll(async () => (await invitationMails(request, invite.userId)).length)
      .toBeGreaterThan(before);

    // The new link works: it opens the welcome.
    await page.goto(await inviteLinkFromMailbox(request, invite.userId, invite.inviteToken));
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  });

  test('a broken token ends on /invite/request', async ({ page, request }) => {
    const invite = await createInvite(request);
    await page.goto(`/app/join/invite?inviteToken=${invite.inviteToken}broken&userId=${invite.userId}`);
    await expect(page).toHaveURL(/\/invite\/request$/);
    await expect(page.getByRole('button', { name: 'Request a new link' })).toBeVisible();
  });

  test('without a token /invite/request explains what to do, with a support mail link', async ({ page }) => {
    await page.goto('/app/join/invite/request');
    await expect(
      page.getByRole('heading', { level: 1, name: "We weren't able to find your invitation" }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expectNoAxeViolations(page);
    await shoot(page, 'no-invite');
  });

  // /invite without a token in a fresh tab says why instead of leaving for the home page.
  // Decision (apps/invite flow/invite-rules.ts welcomeDecision): the "we weren't able"
  // page says why, and its button is spec §2's way to the legacy home page.
  for (const size of [PHONE, DESKTOP]) {
    test(`a link without token or user id says the invitation was not found, and its button goes to the legacy home page (${size.width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(size);
      await page.goto('/app/join/invite?userId=someone');
      await expect(
        page.getByRole('heading', { level: 1, name: "We weren't able to find your invitation" }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/app\/join\/invite\?userId=someone$/);
      await expectNoAxeViolations(page);
      await shot(page, `invite-no-token-${size.width}`, { fullPage: true });
      const home = (await (await request.get('/api/config')).json()).urls.legacyHome;
      const leaving = page.waitForRequest(
        (r) => r.isNavigationRequest() && new URL(r.url()).pathname === home,
      );
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await leaving;
    });
  }

  test.describe('in Spanish', () => {
    test.use({ locale: 'es-MX' });
    test('/invite without a token explains in Spanish', async ({ page }) => {
      await page.goto('/app/join/invite');
      await expect(
        page.getByRole('heading', { level: 1, name: 'No pudimos encontrar tu invitación' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ir a la página de inicio' })).toBeVisible();
      await page.setViewportSize(PHONE);
      await shot(page, 'invite-no-token-es-375', { fullPage: true });
    });

    // A second ask with the same expired link is told so in Spanish, not given the generic error.
    test('an expired link that already asked for a new one says so in Spanish', async ({ page, request }) => {
      const invite = await createInvite(request, { expired: true });
      await page.goto(stagedInviteLink(invite));
      await page.getByRole('button', { name: 'Solicitar un enlace nuevo' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: '¡Gracias! Tu enlace nuevo va en camino.' }),
      ).toBeVisible();

      await page.goto(stagedInviteLink(invite));
      await expect(page).toHaveURL(/\/invite\/request$/);
      await page.getByRole('button', { name: 'Solicitar un enlace nuevo' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Ya se pidió un enlace nuevo con este. Abre el correo de invitación más reciente y usa su enlace.',
      );
      await expectNoAxeViolations(page);
      await shoot(page, 'request-already-es');
    });
  });
});
