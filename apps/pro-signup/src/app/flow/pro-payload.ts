// spec §7 professional validator and create: each step sends its own fields; the create body
// is the three steps together. Referral details are sent only for the answer that asks for
// them (spec §5), so a changed mind does not carry stale names to the server.
import { HEAR_ABOUT_US } from '@join/domain';
import {
  proFieldErrorKey,
  PRO_FIELDS,
  type ProField,
  type ProStep1Values,
  type ProStep2Values,
  type ProStep3Values,
} from '@join/schemas';

const [BENCH_OFFICER, COLLEAGUE, , , , OTHER] = HEAR_ABOUT_US;

/** Step 1 as the form holds it: every field a string, any may be missing. */
export type Step1Input = Partial<Record<keyof ProStep1Values, string>>;

/** Step 1's fields with the referral details of the chosen answer only. */
export function stepOnePayload(values: Step1Input): Record<string, string> {
  const choice = values.hearAboutUs ?? '';
  const keep: Record<string, boolean> = {
    referralBenchOfficerName: choice === BENCH_OFFICER,
    referralBenchOfficerPosition: choice === BENCH_OFFICER,
    referralColleagueName: choice === COLLEAGUE,
    referralColleagueRole: choice === COLLEAGUE,
    referralOtherExplanation: choice === OTHER,
  };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || keep[key] === false) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

export function createPayload(one: Step1Input, two: ProStep2Values, three: ProStep3Values) {
  return { ...stepOnePayload(one), ...two, ...three };
}

export interface FieldMessage {
  field: ProField;
  /** Server text, or the signup_{field}_error key when the server sent none. */
  message: string;
  fromServer: boolean;
}

/**
 * spec §8 Validator 409: per-field server messages, or the default signup_{field}_error.
 * Errors for fields of other steps, or unknown fields, are returned apart. Field errors come
 * in the order of `stepFields`.
 */
export function fieldMessages(
  errors: readonly { field: string; text?: string | null }[] | undefined,
  stepFields: readonly string[],
) {
  const onFields: FieldMessage[] = [];
  const elsewhere: string[] = [];
  for (const error of errors ?? []) {
    const field = error.field.split('.').pop() ?? error.field;
    const text = error.text?.trim();
    if (stepFields.includes(field) && (PRO_FIELDS as readonly string[]).includes(field)) {
      const known = field as ProField;
      onFields.push(
        text
          ? { field: known, message: text, fromServer: true }
          : { field: known, message: proFieldErrorKey(known), fromServer: false },
      );
    } else if (text) {
      elsewhere.push(text);
    }
  }
  // Focus goes to the first one, so they follow the order of the form, not of the answer.
  onFields.sort((a, b) => stepFields.indexOf(a.field) - stepFields.indexOf(b.field));
  return { onFields, elsewhere };
}
