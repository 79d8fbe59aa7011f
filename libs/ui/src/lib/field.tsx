import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

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
        <p className="j-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function describedBy(id: string, hint?: ReactNode, error?: ReactNode) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, hint, error, id, className, ...input }, ref) {
  const autoId = useId();
  const fieldId = id || `f${autoId.replace(/:/g, '')}`;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      <input
        {...input}
        ref={ref}
        id={fieldId}
        className={['j-input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
      />
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
  error?: ReactNode;
  options: SelectOption[];
  placeholder?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, id, options, placeholder, className, ...select },
  ref,
) {
  const autoId = useId();
  const fieldId = id || `f${autoId.replace(/:/g, '')}`;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      <select
        {...select}
        ref={ref}
        id={fieldId}
        className={['j-input', 'j-select', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});

export interface CheckboxFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: ReactNode;
}

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField({ label, error, id, ...input }, ref) {
  const autoId = useId();
  const fieldId = id || `f${autoId.replace(/:/g, '')}`;
  return (
    <div className={['j-check', error ? 'j-field--invalid' : ''].join(' ')}>
      <input {...input} ref={ref} id={fieldId} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, undefined, error)} />
      <label htmlFor={fieldId}>{label}</label>
      {error && (
        <p className="j-field__error" id={`${fieldId}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
