// The phone number inputs of every form (/step1, /step2, /invite/step1, the professional
// wizard): digits only as typed (spec §5), and a number that arrives whole (pasted, dropped, a
// keyboard's suggestion, dictation, autofill) read before any length limit.
import type { ClipboardEvent, ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIMITS } from '@join/domain';

/** Digits only, at most the longest number spec §5 allows. */
function digitsOf(text: string): string {
  return text.replace(/\D/g, '').slice(0, LIMITS.phoneDigitsMax);
}

/** spec §5: a phone input accepts digits only; anything else typed is dropped, and the field
 *  holds at most 15 digits (the input has no maxlength: a browser cuts by characters, before
 *  the formatting of a whole number is read). */
export function digitsOnly<R extends UseFormRegisterReturn>(registration: R): R {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const digits = digitsOf(event.target.value);
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
  if (!parsed || !parsed.isPossible())
    return { callingCode: null, digits: international ? digits.replace(/^00/, '') : digits };
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

/** Input types that put text into the field in one piece, each read as a number arriving whole. */
function arrivesWhole(event: InputEvent): boolean {
  return (
    event.inputType.startsWith('insert') &&
    event.inputType !== 'insertFromPaste' &&
    event.inputType !== 'insertLineBreak' &&
    event.inputType !== 'insertParagraph'
  );
}

/** A value that is a whole number as written, not digits typed one by one ('+1 (555) …', '0044 …'). */
function looksWritten(value: string): boolean {
  return (
    /\D/.test(value) &&
    (/^\s*(\+|00)/.test(value) ||
      value.replace(/\D/g, '').length > LIMITS.phoneDigitsMax ||
      /[\s().-]/.test(value))
  );
}

/**
 * The phone number input: digits only (spec §5), and a number that arrives whole read as
 * above, however it arrives: a paste event, any other `beforeinput` that brings a written number
 * (a drop, a keyboard's replacement text or clipboard suggestion, dictation), an `input` with no
 * `beforeinput` heard before it (autofill, or one replayed after hydration), and a number already
 * in the server-rendered field when the page goes live; each finds the written number in the field.
 */
export function phoneInput<R extends UseFormRegisterReturn>(
  registration: R,
  code: PhoneCodeSelect,
): R & { onPaste: (event: ClipboardEvent<HTMLInputElement>) => void } {
  const typed = digitsOnly(registration);
  /** Puts `text`, read as a number, in place of the field's range [start, end). */
  const place = (input: HTMLInputElement, text: string, start: number, end: number) => {
    const before = input.value.slice(0, start);
    const after = input.value.slice(end);
    void readPastedPhone(text, code.selected()).then((pasted) => {
      // A code the select does not offer stays in the number, for the visitor to see and fix.
      const read =
        pasted.callingCode && code.offers && !code.offers(pasted.callingCode)
          ? { callingCode: null, digits: text.replace(/\D/g, '') }
          : pasted;
      if (read.callingCode && read.callingCode !== code.selected()) code.onPastedCode(read.callingCode);
      // A whole number put over the field replaces it; a fragment goes where the caret was.
      input.value = digitsOf(read.callingCode ? read.digits : `${before}${read.digits}${after}`);
      void typed.onChange({ target: input, type: 'change' } as unknown as ChangeEvent<HTMLInputElement>);
    });
  };
  const beforeInput = (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    const e = event as InputEvent;
    if (!arrivesWhole(e)) return;
    const text = e.data ?? e.dataTransfer?.getData('text/plain') ?? '';
    // Plain digits go in as they are (the change handler keeps at most 15); a written number is read.
    if (text.length <= 1 || !/\D/.test(text)) return;
    event.preventDefault();
    // A replacement (a suggestion for the field) stands for the whole value.
    const whole = e.inputType === 'insertReplacementText';
    place(
      input,
      text,
      whole ? 0 : (input.selectionStart ?? input.value.length),
      whole ? input.value.length : (input.selectionEnd ?? input.value.length),
    );
  };
  return {
    ...typed,
    ref: (element: HTMLInputElement | null) => {
      const first = Boolean(element) && !listening.has(element as HTMLInputElement);
      // Keys typed into the server-rendered field before the page was live passed no filter:
      // their non-digits go before react-hook-form reads the field ('12ab3' is read as '123').
      const written = first && element ? element.value : '';
      if (first && element && !looksWritten(written) && digitsOf(written) !== written)
        element.value = digitsOf(written);
      registration.ref(element);
      if (first && element) {
        listening.add(element);
        element.addEventListener('beforeinput', beforeInput);
        // A number that arrived in the server-rendered field before the page was live.
        if (looksWritten(written)) place(element, written, 0, written.length);
      }
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target;
      const native = event.nativeEvent as Partial<InputEvent> | undefined;
      const oneKey = native?.inputType === 'insertText' && (native.data ?? '').length <= 1;
      // A number written whole with nothing read before it (autofill, or an input replayed once
      // the page is live): read from the field as it is.
      if (!oneKey && looksWritten(input.value)) {
        const written = input.value;
        input.value = digitsOf(written);
        place(input, written, 0, input.value.length);
        return registration.onChange(event);
      }
      return typed.onChange(event);
    },
    onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
      const text = event.clipboardData.getData('text');
      if (!text) return;
      event.preventDefault();
      const input = event.currentTarget;
      place(
        input,
        text,
        input.selectionStart ?? input.value.length,
        input.selectionEnd ?? input.value.length,
      );
    },
  };
}

/** Inputs that already hear `beforeinput` (a ref callback runs on every render). */
const listening = new WeakSet<HTMLInputElement>();
