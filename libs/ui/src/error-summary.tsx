// CONVENTIONS.md Forms, the GOV.UK error summary: on a failed submit one box at the top lists
// every problem, each a link that moves focus to its field, and takes focus itself so a screen
// reader hears it once. Errors that belong to no field (server messages) are listed as text.
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId } from './form-behaviour';

export interface SummaryItem {
  /** The field's registered name; the link goes to fieldId(name). */
  name: string;
  text: string;
}

export interface ErrorSummaryProps {
  /** Defaults to 'There is a problem' (common:errorSummaryTitle). */
  title?: string;
  /** Errors on fields, in the order of the fields. */
  items?: SummaryItem[];
  /** Errors that belong to no field. */
  messages?: string[];
  /** Changes on every submit (react-hook-form's submitCount): focus returns to the summary. */
  focusKey?: number;
}

function fieldElement(name: string): HTMLElement | null {
  return (
    document.getElementById(fieldId(name)) ??
    document.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)
  );
}

/** The words a visitor sees above the field: its label, or the legend of the group it stands in.
 *  Read from the page: problems are listed after a submit, when the fields are already there (as
 *  the order of the items is, use-zod-form inPageOrder). */
export function fieldLabel(name: string): string {
  if (typeof document === 'undefined') return '';
  const field = fieldElement(name);
  if (!field) return '';
  const type = (field as HTMLInputElement).type;
  // A radio's or a checkbox's label names one option: the group's legend names the question. A
  // checkbox alone ('I accept…') is its own sentence and its message says what to do.
  if (type === 'radio' || type === 'checkbox')
    return cleanLabel(field.closest('fieldset')?.querySelector('legend')?.textContent ?? '');
  const labelled = field.getAttribute('aria-labelledby');
  const text =
    (field as HTMLInputElement).labels?.[0]?.textContent ??
    (labelled ? document.getElementById(labelled.split(' ')[0])?.textContent : null) ??
    field.getAttribute('aria-label') ??
    field.closest('fieldset')?.querySelector('legend')?.textContent ??
    '';
  return cleanLabel(text);
}

/** The label's words without a marker ('Last name *') or a note in brackets ('(optional)'). */
function cleanLabel(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/[\s*:]+$/, '')
    .replace(/\s*\([^()]*\)$/, '')
    .trim();
}

/** A summary line names its field unless the message already does ('First name: This field is
 *  required', not five times 'This field is required'; GOV.UK error summary). */
export function summaryLine(label: string, text: string): string {
  if (!label || text.toLowerCase().includes(label.toLowerCase())) return text;
  return /[?.!]$/.test(label) ? `${label} ${text}` : `${label}: ${text}`;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, name: string) {
  const field = fieldElement(name);
  if (!field) return;
  event.preventDefault();
  // The label above the field stays in view too (GOV.UK error summary behaviour).
  const label = field.id ? document.querySelector(`label[for="${CSS.escape(field.id)}"]`) : null;
  (label ?? field).scrollIntoView?.({ block: 'start' });
  field.focus({ preventScroll: true });
}

export function ErrorSummary({ title, items = [], messages = [], focusKey }: ErrorSummaryProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const shown = items.length + messages.length > 0;
  // Focus moves on a new submit or when problems first appear, not while the visitor fixes them.
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [focusKey, shown]);
  // The page title says there is an error while the summary shows (a step inside a page whose
  // heading does not know about this form's errors included).
  useEffect(() => {
    const prefix = `${t('errorPrefix')}: `;
    if (!shown || document.title.startsWith(prefix)) return;
    document.title = prefix + document.title;
    return () => {
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
    };
  }, [shown, t]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      className="j-error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby="j-error-summary-title"
    >
      <h2 className="j-error-summary__title" id="j-error-summary-title">
        {title ?? t('errorSummaryTitle')}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={`f:${item.name}`}>
            <a href={`#${fieldId(item.name)}`} onClick={(e) => focusField(e, item.name)}>
              {summaryLine(fieldLabel(item.name), item.text)}
            </a>
          </li>
        ))}
        {messages.map((m) => (
          <li key={`m:${m}`}>{m}</li>
        ))}
      </ul>
    </div>
  );
}
