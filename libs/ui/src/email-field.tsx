// An email field that offers the address the visitor probably meant when its domain looks like a
// slip ('ana@gmial.com': "Did you mean ana@gmail.com?"). The offer never blocks: the form submits
// what was typed unless the visitor takes it. The rule is @join/domain's suggestEmail.
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { suggestEmail } from '@join/domain';
import { afterPress, trackPresses } from './after-press';
import { TextField, type TextFieldProps } from './field';

export interface EmailFieldProps<T extends FieldValues> extends Omit<
  TextFieldProps,
  'type' | 'below' | 'name' | 'form'
> {
  /** The registered name (spread from `register`). */
  name: Path<T>;
  /** The form the field is registered in: the offer follows the field's value, and taking it
   *  sets the value through the form, so validation runs on the new address. */
  form: Pick<UseFormReturn<T, any, any>, 'control' | 'setValue' | 'setFocus'>;
  /** React 19 passes a ref as a prop: the registration's ref reaches the <input>. */
  ref?: Ref<HTMLInputElement>;
}

interface Offer {
  typed: string;
  suggested: string;
}

const offerFor = (typed: string): Offer | null => {
  const suggested = suggestEmail(typed);
  return suggested ? { typed, suggested } : null;
};

export function EmailField<T extends FieldValues>({
  form,
  ref,
  onBlur,
  onKeyDown,
  ...field
}: EmailFieldProps<T>) {
  const { t } = useTranslation('common');
  const value = useWatch({ control: form.control, name: field.name }) as string | undefined;
  const [offer, setOffer] = useState<Offer | null>(null);
  const cancel = useRef<() => void>(undefined);
  useEffect(() => {
    trackPresses();
    return () => cancel.current?.();
  }, []);
  // An offer is about the address it was made for: once the value changes (typed, cleared, set by
  // the page), it goes until the field is left again.
  const shown = offer && offer.typed === (value ?? '') ? offer : null;

  const blur = (e: FocusEvent<HTMLInputElement>) => {
    onBlur?.(e);
    const next = offerFor(e.target.value);
    cancel.current?.();
    cancel.current = afterPress(() => setOffer(next));
  };
  // Tab out of the field with a slip: the offer is on the page before the browser picks the next
  // stop, so the keyboard reaches it next.
  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.key !== 'Tab' || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) return;
    const next = offerFor(e.currentTarget.value);
    if (next) flushSync(() => setOffer(next));
  };
  const accept = (suggested: string) => {
    form.setValue(field.name, suggested as PathValue<T, Path<T>>, {
      shouldDirty: true,
      shouldTouch: true,
      shouldValidate: true,
    });
    setOffer(null);
    form.setFocus(field.name);
  };

  return (
    <TextField
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      {...field}
      ref={ref}
      type="email"
      onBlur={blur}
      onKeyDown={keyDown}
      below={
        // A polite live region, present from the start so the offer is announced when it appears.
        <p className="j-field__suggest" aria-live="polite">
          {shown && (
            <button type="button" className="j-btn j-btn--link" onClick={() => accept(shown.suggested)}>
              {t('emailSuggestion', { email: shown.suggested })}
            </button>
          )}
        </p>
      }
    />
  );
}
