// CONVENTIONS.md Forms: one field component per control. A field takes the react-hook-form
// registration (spread) and its FieldError (or a text), renders label, hint, control and error
// together and links them with aria-describedby. The inline error is not a live region: the
// error summary at the top of the form is the one announcement (GOV.UK error message pattern).
import {
  forwardRef,
  isValidElement,
  useEffect,
  useId,
  useMemo,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { flushSync } from 'react-dom';
import type { FieldError } from 'react-hook-form';
import { whenFirstTouched, whenIdle } from './first-touch';
import { fieldId } from './form-behaviour';
import { useErrorText } from './use-translated-error';

/** A field's error: react-hook-form's FieldError (translated here) or a text already in words. */
export type FieldErrorProp = FieldError | ReactNode;

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
  optional?: boolean;
}

/** Label, hint, control and error in one place, so every field reads the same way. */
export function FieldShell({ id, label, hint, error, children }: FieldShellProps) {
  return (
    <div className={['j-field', error ? 'j-field--invalid' : ''].join(' ')}>
      <label className="j-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="j-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="j-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function describedBy(id: string, hint?: ReactNode, error?: ReactNode) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function isFieldError(error: FieldErrorProp): error is FieldError {
  return typeof error === 'object' && error !== null && !isValidElement(error) && 'type' in error;
}

/** The field's id (given, from its registered name, or generated) and its error as text. */
function useFieldParts(id: string | undefined, name: string | undefined, error: FieldErrorProp) {
  const autoId = useId();
  const errorText = useErrorText();
  const fid = id || (name ? fieldId(name) : `f${autoId.replace(/:/g, '')}`);
  return { fid, text: isFieldError(error) ? errorText(error) : (error as ReactNode) };
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldErrorProp;
  /** Shown right under the control, above the error (an email's suggested correction). */
  below?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, className, below, ...input },
  ref,
) {
  const { fid, text } = useFieldParts(id, input.name, error);
  return (
    <FieldShell id={fid} label={label} hint={hint} error={text}>
      <input
        {...input}
        ref={ref}
        id={fid}
        className={['j-input', className].filter(Boolean).join(' ')}
        aria-invalid={text ? true : undefined}
        aria-describedby={describedBy(fid, hint, text)}
      />
      {below}
    </FieldShell>
  );
});

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldErrorProp;
  options: SelectOption[];
  placeholder?: string;
  /**
   * A long list (the calling codes and countries, 200-250 options): until the visitor first
   * touches the page, or the browser is idle, the select holds only its selection (and the
   * placeholder). The server's HTML then carries one option instead of hundreds, and the
   * browser's first layout and the page's hydration skip them (ARCHITECTURE.md Budgets: the
   * options are a third of /step1's elements and most of its first layout). The selection is
   * read from `value` or `defaultValue`, so a registered field passes its default as well.
   */
  deferList?: boolean;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, id, options, placeholder, className, deferList, ...select },
  ref,
) {
  const { fid, text } = useFieldParts(id, select.name, error);
  const full = useFullList(Boolean(deferList));
  const selection = String(select.value ?? select.defaultValue ?? '');
  // The same option elements while the list is the same: a form re-rendered on every keystroke or
  // state change then skips its long lists (the country selects hold 200-250 options each).
  const items = useMemo(() => {
    const chosen = options.find((o) => o.value === selection);
    // Shown as the whole list would show it: the selection, else the placeholder, else the first.
    const shown = full ? options : chosen ? [chosen] : placeholder === undefined ? options.slice(0, 1) : [];
    return (
      <>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {shown.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </>
    );
  }, [options, placeholder, full, selection]);
  return (
    <FieldShell id={fid} label={label} hint={hint} error={text}>
      <select
        {...select}
        ref={ref}
        id={fid}
        className={['j-input', 'j-select', className].filter(Boolean).join(' ')}
        aria-invalid={text ? true : undefined}
        aria-describedby={describedBy(fid, hint, text)}
      >
        {items}
      </select>
    </FieldShell>
  );
});

export interface CheckboxFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: FieldErrorProp;
}

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, error, id, ...input },
  ref,
) {
  // Several checkboxes may share one name (a list of options): the id is never taken from it.
  const { fid, text } = useFieldParts(id, undefined, error);
  return (
    <div className={['j-check', text ? 'j-field--invalid' : ''].join(' ')}>
      <input
        {...input}
        ref={ref}
        id={fid}
        type="checkbox"
        aria-invalid={text ? true : undefined}
        aria-describedby={describedBy(fid, undefined, text)}
      />
      <label htmlFor={fid}>{label}</label>
      {text && (
        <p className="j-field__error" id={`${fid}-error`}>
          {text}
        </p>
      )}
    </div>
  );
});

export interface ReadOnlyFieldProps extends Omit<
  InputHTMLAttributes<HTMLTextAreaElement>,
  'type' | 'readOnly'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldErrorProp;
}

/** A value the visitor sees but cannot change here (the name and email already given). A one-line
 *  input would cut a long email off at the edge of a phone; this box wraps and grows with it. */
export const ReadOnlyField = forwardRef<HTMLTextAreaElement, ReadOnlyFieldProps>(function ReadOnlyField(
  { label, hint, error, id, className, ...input },
  ref,
) {
  const { fid, text } = useFieldParts(id, input.name, error);
  return (
    <FieldShell id={fid} label={label} hint={hint} error={text}>
      <textarea
        {...(input as InputHTMLAttributes<HTMLTextAreaElement>)}
        ref={ref}
        id={fid}
        rows={1}
        readOnly
        className={['j-input', 'j-input--readonly', className].filter(Boolean).join(' ')}
        aria-invalid={text ? true : undefined}
        aria-describedby={describedBy(fid, hint, text)}
      />
    </FieldShell>
  );
});

/**
 * Whether a deferred list is shown whole (SelectFieldProps.deferList). It is on the visitor's
 * first pointer, key or focus, rendered before that event goes on (a select opened by that
 * pointer opens on the whole list, and a key or a paste changes a field already holding it), or
 * when the browser is first idle. The first render is the same on the server and in the browser.
 */
function useFullList(defer: boolean): boolean {
  const [full, setFull] = useState(!defer);
  useEffect(() => {
    if (full) return;
    const stopListening = whenFirstTouched(() => {
      cancelIdle();
      flushSync(() => setFull(true));
    });
    const cancelIdle = whenIdle(() => {
      stopListening();
      setFull(true);
    });
    return () => {
      stopListening();
      cancelIdle();
    };
  }, [full]);
  return full;
}
