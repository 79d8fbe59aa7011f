// spec §3 Step-two values as the /step2 form holds them, and where they start from.
import { DEFAULT_PHONE_COUNTRY_CODE } from '@join/domain';
import type { CoParentStepInput } from '@join/schemas';
import type { StepTwoValues } from '@join/state';

type Held<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** The /step2 form: the schema's input, every field (children's too) held as a value. */
export type StepTwoForm = Omit<Held<CoParentStepInput>, 'children' | 'coParentDuplicateConfirmed'> & {
  children: Held<CoParentStepInput['children'][number]>[];
};

export function initialStepTwo(
  saved: StepTwoValues | null,
  draft: Partial<StepTwoForm> | undefined,
  parentCountryCode?: string,
): StepTwoForm {
  const fromSaved: StepTwoForm | undefined = saved
    ? {
        firstName: saved.firstName,
        lastName: saved.lastName,
        knowsCoParentEmail: saved.knowsCoParentEmail,
        email: saved.email ?? '',
        countryCode: saved.countryCode,
        phoneNumber: saved.phoneNumber ?? '',
        children: saved.children.map((c) => ({
          firstName: c.firstName,
          lastName: c.lastName,
          email: c.email ?? '',
        })),
      }
    : undefined;
  const base: StepTwoForm = fromSaved ?? {
    firstName: '',
    lastName: '',
    knowsCoParentEmail: true,
    email: '',
    countryCode: parentCountryCode || DEFAULT_PHONE_COUNTRY_CODE,
    phoneNumber: '',
    children: [],
  };
  return { ...base, ...(draft ?? {}) } as StepTwoForm;
}
