// The four mails of issue 4: receipt, co-parent invite, new invite link, professional welcome.
import type { OutgoingMail } from './mailer';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function page(title: string, paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${esc(p)}</p>`).join('');
  const button = link ? `<p><a href="${esc(link.href)}">${esc(link.label)}</a></p>` : '';
  return `<!doctype html><html><body style="font-family:sans-serif"><h1>${esc(title)}</h1>${body}${button}</body></html>`;
}

export function inviteUrl(publicUrl: string, inviteToken: string, userId: string): string {
  return `${publicUrl}/app/join/invite?inviteToken=${encodeURIComponent(inviteToken)}&userId=${encodeURIComponent(userId)}`;
}

export function receiptMail(to: string, r: { firstName: string; packageName: string; total: string; transactionId: string; renewsAt: Date; lastFour: string | null }): OutgoingMail {
  const lines = [
    `Hi ${r.firstName}, thank you for your purchase.`,
    `Package: ${r.packageName}`,
    `Total charged: ${r.total}${r.lastFour ? ` (card ending in ${r.lastFour})` : ''}`,
    `Transaction: ${r.transactionId}`,
    `Your subscription renews automatically on ${r.renewsAt.toISOString().slice(0, 10)}.`,
  ];
  return { to, kind: 'receipt', subject: 'Your receipt', text: lines.join('\n'), html: page('Your receipt', lines) };
}

export function coParentInviteMail(to: string, v: { inviterName: string; firstName: string; url: string; paid: boolean }): OutgoingMail {
  const lines = [
    `Hi ${v.firstName}, ${v.inviterName} has invited you to join as a co-parent.`,
    v.paid ? 'Your subscription has been paid.' : 'Choose a package to get started.',
  ];
  return { to, kind: 'coparent-invite', subject: `${v.inviterName} invited you to co-parent together`, text: `${lines.join('\n')}\n${v.url}`, html: page('You have been invited', lines, { href: v.url, label: 'Get Started' }) };
}

export function newInviteLinkMail(to: string, v: { firstName: string; url: string }): OutgoingMail {
  const lines = [`Hi ${v.firstName}, here is your new link to join.`];
  return { to, kind: 'invite-link', subject: 'Your new invite link', text: `${lines[0]}\n${v.url}`, html: page('Your new invite link', lines, { href: v.url, label: 'Get Started' }) };
}

export function professionalWelcomeMail(to: string, v: { firstName: string; casesUrl: string }): OutgoingMail {
  const lines = [`Welcome, ${v.firstName}. Your professional account is ready.`, 'Log in to see your cases.'];
  return { to, kind: 'professional-welcome', subject: 'Welcome to your professional account', text: `${lines.join('\n')}\n${v.casesUrl}`, html: page('Welcome', lines, { href: v.casesUrl, label: 'Go to my cases' }) };
}

export function activationCodesMail(to: string, v: { firstName: string; codes: string[]; packageName: string }): OutgoingMail {
  const lines = [`Hi ${v.firstName}, here are your activation codes for ${v.packageName}:`, ...v.codes];
  return { to, kind: 'activation-codes', subject: 'Your activation codes', text: lines.join('\n'), html: page('Your activation codes', lines) };
}
