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

function focusField(event: MouseEvent<HTMLAnchorElement>, name: string) {
  const field = document.getElementById(fieldId(name)) ?? document.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
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
    <div ref={ref} className="j-error-summary" role="alert" tabIndex={-1} aria-labelledby="j-error-summary-title">
      <h2 className="j-error-summary__title" id="j-error-summary-title">
        {title ?? t('errorSummaryTitle')}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={`f:${item.name}`}>
            <a href={`#${fieldId(item.name)}`} onClick={(e) => focusField(e, item.name)}>
              {item.text}
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
