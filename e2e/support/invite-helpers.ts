// Helpers for the invited co-parent journeys (spec §2): stage an invite with the sandbox helper,
// read the local mailbox, and walk the invite screens as Parent B would.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { DevInviteRequest, DevInviteResponse, Mail } from '../../libs/schemas/src/api/dev';
import { shot, SHOTS_WANTED } from './shots';

export async function createInvite(
  request: APIRequestContext,
  options: DevInviteRequest = {},
): Promise<DevInviteResponse> {
  const response = await request.post('/api/dev/invites', { data: options });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as DevInviteResponse;
}

/** Mails whose links point at this co-parent's invite, newest last. */
export async function invitationMails(request: APIRequestContext, userId: string): Promise<Mail[]> {
  const response = await request.get('/api/dev/mailbox');
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: Mail[] };
  return messages
    .filter((m) =>
      m.links.some((l) => l.includes('inviteToken=') && l.includes(`userId=${encodeURIComponent(userId)}`)),
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The invite link of the newest mail for `userId` whose token differs from `notToken`, as a path. */
export async function inviteLinkFromMailbox(
  request: APIRequestContext,
  userId: string,
  notToken?: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await invitationMails(request, userId);
        const links = mails
          .flatMap((m) => m.links)
          .filter((l) => l.includes('inviteToken=') && (!notToken || !l.includes(`inviteToken=${notToken}`)));
        link = links.at(-1);
        return !!link;
      },
      { message: `an invitation mail for ${userId} in the local mailbox` },
    )
    .toBe(true);
  const url = new URL(link as string, 'http://localhost');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The staged invite's link as a path. POST /api/dev/invites answers the link but sends no mail
 * (only Parent A's payment and a new-link request mail one), so staged invites open from it.
 */
export function stagedInviteLink(invite: DevInviteResponse): string {
  const url = new URL(invite.inviteUrl, 'http://localhost');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Welcome -> step 1 with the prefilled contact. */
export async function startInvite(page: Page) {
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/app\/join\/invite\/step1$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your contact information' }),
  ).toBeVisible();
}

export async function continueStep1(page: Page) {
  await expect(page.getByLabel('First name')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** /invite/packages: the first bundle (not build-your-own), Continue, on /invite/payment. */
export async function chooseFirstBundle(page: Page) {
  await page
    .getByRole('radio', { name: /^(?!.*build your own)/i })
    .first()
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/invite\/payment$/);
}

/** From a staged invite's link to /invite/payment with the first bundle chosen. */
export async function inviteToPayment(page: Page, invite: DevInviteResponse) {
  await page.goto(stagedInviteLink(invite));
  await startInvite(page);
  await continueStep1(page);
  await chooseFirstBundle(page);
}

export async function shoot(page: Page, name: string) {
  if (!SHOTS_WANTED) return;
  for (const [width, height] of [
    [375, 812],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await shot(page, `invite-${name}-${width}`, { fullPage: true });
  }
}

/** The invite link in the newest invitation mail sent to `email` (Parent A's co-parent), as a path. */
export async function inviteLinkMailedTo(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox');
        const { messages } = (await response.json()) as { messages: Mail[] };
        const mails = messages
          .filter((m) => m.to.toLowerCase() === email.toLowerCase())
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
        link = mails
          .flatMap((m) => m.links)
          .filter((l) => l.includes('inviteToken='))
          .at(-1);
        return !!link;
      },
      { message: `an invitation mail to ${email} in the local mailbox` },
    )
    .toBe(true);
  const url = new URL(link as string, 'http://localhost');
  return `${url.pathname}${url.search}${url.hash}`;
}
