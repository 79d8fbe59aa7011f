// The phone number inputs of every form (/step1, /step2, /invite/step1, the professional
// wizard): digits only as typed (spec §5), and a pasted number read before any length limit.
import type { ClipboardEvent, ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** spec §5: a phone input accepts digits only; anything else typed is dropped. */
export function digitsOnly<R extends UseFormRegisterReturn>(registration: R): R {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const digits = event.target.value.replace(/\D/g, '');
      if (digits !== event.target.value) event.target.value = digits;
      return registration.onChange(event);
    },
  };
}

export interface PhonePasteResult {
  /** `+44` when the pasted text named a calling code, else null (keep the selected one). */
  callingCode: string | null;
  digits: string;
}

/**
 * CONTRACTS#a-sign-up-people-finish: '+1 (555) 123-4567' pasted into a 15-character field lost its last digits
 * (the browser cut the text before non-digits were removed). The formatting is stripped first,
 * and a leading country code moves to the country-code select, or is dropped when it is the one
 * already selected. libphonenumber-js is fetched on the first paste that needs it.
 */
export async function readPastedPhone(text: string, selectedCode: string): Promise<PhonePasteResult> {
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, '');
  const selected = selectedCode.replace(/\D/g, '');
  const international = /^(\+|00)/.test(trimmed);
  // A number typed with the selected code but no plus ('1 555 123 4567' with +1 chosen).
  const withSelected = !international && selected && digits.startsWith(selected) && digits.length > 10;
  if (!international && !withSelected) return { callingCode: null, digits };
  const { parsePhoneNumberFromString } = await import('libphonenumber-js/min');
  const parsed = parsePhoneNumberFromString(`+${international ? digits.replace(/^00/, '') : digits}`);
  if (!parsed || !parsed.isPossible()) return { callingCode: null, digits: international ? digits.replace(/^00/, '') : digits };
  return { callingCode: `+${parsed.countryCallingCode}`, digits: String(parsed.nationalNumber) };
}

export interface PhoneCodeSelect {
  /** The calling code the form's select holds now ('+1'). */
  selected: () => string;
  /** Called with a pasted number's calling code, for the select to follow. */
  onPastedCode: (callingCode: string) => void;
  /** Whether the select offers a code (the professional wizard offers three); default: any. */
  offers?: (callingCode: string) => boolean;
}

/** The phone number input: digits only (spec §5), and pasted numbers read as above. */
export function phoneInput<R extends UseFormRegisterReturn>(registration: R, code: PhoneCodeSelect): R & { onPaste: (event: ClipboardEvent<HTMLInputElement>) => void } {
  const typed = digitsOnly(registration);
  return {
    ...typed,
    onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
      const text = event.clipboardData.getData('text');
      if (!text) return;
      event.preventDefault();
      const input = event.currentTarget;
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? input.value.length;
      const before = input.value.slice(0, start);
      const after = input.value.slice(end);
      void readPastedPhone(text, code.selected()).then((pasted) => {
        // A code the select does not offer stays in the number, for the visitor to see and fix.
        const read = pasted.callingCode && code.offers && !code.offers(pasted.callingCode) ? { callingCode: null, digits: text.replace(/\D/g, '') } : pasted;
        if (read.callingCode && read.callingCode !== code.selected()) code.onPastedCode(read.callingCode);
        // A whole number pasted over the field replaces it; a fragment goes where the caret was.
        input.value = read.callingCode ? read.digits : `${before}${read.digits}${after}`;
        void typed.onChange({ target: input, type: 'change' } as unknown as ChangeEvent<HTMLInputElement>);
      });
    },
  };
}
