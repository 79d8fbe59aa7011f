// The mails of issue 4: receipt, co-parent invite, new invite link, professional welcome, and the
// professional's activation codes. Issue 12: a mail is queued as (kind, locale, data) in the
// outbox and rendered at send time by renderMail, the one function that turns template inputs
// into a subject, a plain-text part and an HTML part. `data` is stored as JSON, so every input
// is a plain value (dates as ISO strings).

export type MailLocale = 'en' | 'es';

/** 'es', 'es_MX', 'es-MX' -> 'es'; anything else (or nothing) -> 'en'. */
export const mailLocaleOf = (locale: string | null | undefined): MailLocale => (/^es(\b|[-_])/i.test(locale ?? '') ? 'es' : 'en');

export interface MailData {
  receipt: { firstName: string; packageName: string; total: string; transactionId: string; renewsAt: string; lastFour: string | null };
  'coparent-invite': { inviterName: string; firstName: string; url: string; paid: boolean };
  'invite-link': { firstName: string; url: string };
  'professional-welcome': { firstName: string; casesUrl: string };
  'activation-codes': { firstName: string; codes: string[]; packageName: string };
}
export type MailKind = keyof MailData;
export const MAIL_KINDS = ['receipt', 'coparent-invite', 'invite-link', 'professional-welcome', 'activation-codes'] as const satisfies readonly MailKind[];

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function page(title: string, paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${esc(p)}</p>`).join('');
  const button = link ? `<p><a href="${esc(link.href)}">${esc(link.label)}</a></p>` : '';
  return `<!doctype html><html><body style="font-family:sans-serif"><h1>${esc(title)}</h1>${body}${button}</body></html>`;
}

export function inviteUrl(publicUrl: string, inviteToken: string, userId: string): string {
  return `${publicUrl}/app/join/invite?inviteToken=${encodeURIComponent(inviteToken)}&userId=${encodeURIComponent(userId)}`;
}

type Renderers = { [K in MailKind]: (data: MailData[K], locale: MailLocale) => RenderedMail };

// English for every locale until the Spanish templates exist (issue 16 builds on this seam).
const renderers: Renderers = {
  receipt(r) {
    const lines = [
      `Hi ${r.firstName}, thank you for your purchase.`,
      `Package: ${r.packageName}`,
      `Total charged: ${r.total}${r.lastFour ? ` (card ending in ${r.lastFour})` : ''}`,
      `Transaction: ${r.transactionId}`,
      `Your subscription renews automatically on ${r.renewsAt.slice(0, 10)}.`,
    ];
    return { subject: 'Your receipt', text: lines.join('\n'), html: page('Your receipt', lines) };
  },
  'coparent-invite'(v) {
    const lines = [`Hi ${v.firstName}, ${v.inviterName} has invited you to join as a co-parent.`, v.paid ? 'Your subscription has been paid.' : 'Choose a package to get started.'];
    return { subject: `${v.inviterName} invited you to co-parent together`, text: `${lines.join('\n')}\n${v.url}`, html: page('You have been invited', lines, { href: v.url, label: 'Get Started' }) };
  },
  'invite-link'(v) {
    const lines = [`Hi ${v.firstName}, here is your new link to join.`];
    return { subject: 'Your new invite link', text: `${lines[0]}\n${v.url}`, html: page('Your new invite link', lines, { href: v.url, label: 'Get Started' }) };
  },
  'professional-welcome'(v) {
    const lines = [`Welcome, ${v.firstName}. Your professional account is ready.`, 'Log in to see your cases.'];
    return { subject: 'Welcome to your professional account', text: `${lines.join('\n')}\n${v.casesUrl}`, html: page('Welcome', lines, { href: v.casesUrl, label: 'Go to my cases' }) };
  },
  'activation-codes'(v) {
    const lines = [`Hi ${v.firstName}, here are your activation codes for ${v.packageName}:`, ...v.codes];
    return { subject: 'Your activation codes', text: lines.join('\n'), html: page('Your activation codes', lines) };
  },
};

/** The one place a queued mail becomes text: called by the outbox worker at send time. */
export function renderMail<K extends MailKind>(kind: K, locale: MailLocale, data: MailData[K]): RenderedMail {
  const render = renderers[kind] as (d: MailData[K], l: MailLocale) => RenderedMail;
  if (!render) throw new Error(`unknown mail kind ${String(kind)}`);
  return render(data, locale);
}
