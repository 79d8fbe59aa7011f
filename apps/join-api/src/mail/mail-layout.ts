// One look for every mail: MJML (responsive, inlined styles that mail clients keep) for the HTML
// part, and the same content as plain text for the text part.
import mjml2html from 'mjml';
import type { MailContent } from './mail-content';
import type { MailLocale, RenderedMail } from './templates';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const BRAND = '#0b5f8a';
const INK = '#1d2530';

function mjmlOf(c: MailContent, locale: MailLocale): string {
  const text = (p: string) => `<mj-text>${esc(p)}</mj-text>`;
  const details = c.details?.length
    ? `<mj-table cellpadding="6px" font-size="15px">${c.details.map(([label, value]) => `<tr><th align="left" style="color:#4a5563;font-weight:normal;padding:6px 12px 6px 0">${esc(label)}</th><td style="font-weight:bold">${esc(value)}</td></tr>`).join('')}</mj-table>`
    : '';
  const tables = (c.tables ?? [])
    .map(
      (tb) =>
        `<mj-text font-size="18px" font-weight="bold" padding-bottom="0"><h2 style="margin:0;font-size:18px">${esc(tb.title)}</h2></mj-text>` +
        `<mj-table cellpadding="6px" font-size="15px">${tb.rows.map(([label, value]) => `<tr><th align="left" style="color:#4a5563;font-weight:normal;padding:6px 12px 6px 0">${esc(label)}</th>${tb.amounts ? `<td align="right" style="font-weight:bold;white-space:nowrap">` : '<td style="font-weight:bold">'}${esc(value)}</td></tr>`).join('')}</mj-table>`,
    )
    .join('\n        ');
  const button = c.button
    ? `<mj-button href="${esc(c.button.href)}" background-color="${BRAND}" color="#ffffff" font-size="16px" border-radius="6px" align="left">${esc(c.button.label)}</mj-button>`
    : '';
  return `<mjml lang="${locale}">
  <mj-head>
    <mj-title>${esc(c.subject)}</mj-title>
    <mj-preview>${esc(c.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif" />
      <mj-text color="${INK}" font-size="16px" line-height="1.5" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f5f7fa">
    <mj-section><mj-column><mj-text font-size="22px" font-weight="bold" color="${BRAND}">Harbor</mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff" border-radius="8px">
      <mj-column>
        <mj-text font-size="24px" font-weight="bold"><h1 style="margin:0;font-size:24px">${esc(c.title)}</h1></mj-text>
        ${c.paragraphs.map(text).join('\n        ')}
        ${details}
        ${tables}
        ${button}
        ${(c.after ?? []).map(text).join('\n        ')}
      </mj-column>
    </mj-section>
    <mj-section><mj-column><mj-text font-size="13px" color="#4a5563">${esc(c.footer)}</mj-text></mj-column></mj-section>
  </mj-body>
</mjml>`;
}

function rowsText(rows: [string, string][]): string[] {
  const width = Math.max(0, ...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => (value ? `${`${label}:`.padEnd(width + 2)}${value}` : label));
}

function textOf(c: MailContent): string {
  const width = Math.max(0, ...(c.details ?? []).map(([label]) => label.length));
  return [
    c.title,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.details?.length
      ? [...c.details.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`), '']
      : []),
    ...(c.tables ?? []).flatMap((tb) => [tb.title, '-'.repeat(tb.title.length), ...rowsText(tb.rows), '']),
    ...(c.button ? [`${c.button.label}: ${c.button.href}`, ''] : []),
    ...(c.after ?? []).flatMap((p) => [p, '']),
    '--',
    c.footer,
  ].join('\n');
}

export async function layoutMail(content: MailContent, locale: MailLocale): Promise<RenderedMail> {
  const result = await mjml2html(mjmlOf(content, locale), { validationLevel: 'strict' });
  return { subject: content.subject, text: textOf(content), html: result.html };
}
