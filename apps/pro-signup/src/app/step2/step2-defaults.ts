// Step 2's empty values, apart from its form: the wizard starts from them on its first screen,
// and the form (with its schema and zod) is fetched only when the visitor is about to need it.
import { DEFAULT_PRO_COUNTRY } from '@join/domain';
import type { ProStep2Values } from '@join/schemas';

export type StepTwoInput = ProStep2Values & { addressLine2?: string };

export const EMPTY_STEP_TWO: StepTwoInput = {
  practiceName: '',
  addressLine1: '',
  addressLine2: '',
  country: DEFAULT_PRO_COUNTRY,
  city: '',
  region: '',
  postalCode: '',
  timezone: '',
  roles: [],
};
