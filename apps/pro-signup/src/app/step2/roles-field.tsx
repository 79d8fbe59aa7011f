import { useId, type Ref } from 'react';
import type { LookupOption } from '@join/schemas';

export interface RolesFieldProps {
  legend: string;
  hint: string;
  options: LookupOption[];
  value: string[];
  onChange: (next: string[]) => void;
  onBlur: () => void;
  error?: string;
  /** Given to the first box so a failed submit can move focus to the group. */
  firstRef: Ref<HTMLInputElement>;
}

/** spec §2 step 2 professional roles: a multi-select, drawn as a group of checkboxes. */
export function RolesField({
  legend,
  hint,
  options,
  value,
  onChange,
  onBlur,
  error,
  firstRef,
}: RolesFieldProps) {
  const id = `roles${useId().replace(/:/g, '')}`;
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const toggle = (role: string, on: boolean) =>
    onChange(on ? [...value.filter((r) => r !== role), role] : value.filter((r) => r !== role));
  return (
    <fieldset
      className={['pro-roles', error ? 'j-field--invalid' : ''].join(' ')}
      aria-describedby={described}
    >
      <legend className="j-field__label">{legend}</legend>
      <p className="j-field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <div className="pro-roles__grid">
        {options.map((option, index) => (
          <div className="j-check" key={option.value}>
            <input
              id={`${id}-${index}`}
              type="checkbox"
              name="roles"
              value={option.value}
              ref={index === 0 ? firstRef : undefined}
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={onBlur}
            />
            <label htmlFor={`${id}-${index}`}>{option.label}</label>
          </div>
        ))}
      </div>
      {error && (
        <p className="j-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
