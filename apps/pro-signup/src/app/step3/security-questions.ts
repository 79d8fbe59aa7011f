// spec §2 step 3 'security question': the spec does not list the questions, so these are ours.
// The value stored is the id; the words live in the pro namespace (questions.<id>).
export const SECURITY_QUESTIONS = [
  'FIRST_PET',
  'BIRTH_CITY',
  'FIRST_SCHOOL',
  'CHILDHOOD_STREET',
  'MOTHER_MIDDLE_NAME',
] as const;
