// spec §3 Registration payload and §7 create/update parent registration: the bodies each step
// sends, built from what the visitor entered. Pure, so tests can read them.
import { addressBody, type RegistrationCreateRequest, type RegistrationUpdateRequest } from '@join/schemas';
import type { StepOneValues, StepTwoValues } from '@join/state';

export interface Segment {
  segmentAnonymousId: string;
  segmentIdentify: Record<string, unknown>;
}

function parentOf(one: StepOneValues) {
  return {
    firstName: one.firstName,
    lastName: one.lastName,
    email: one.email,
    phoneCountryCode: one.countryCode,
    phoneNumber: one.phoneNumber,
    timeZone: one.timezone || null,
  };
}

function referralOf(one: StepOneValues) {
  return one.referral
    ? { selection: one.referral, other: one.referral === 'OTHER' ? one.referralOther || null : null }
    : null;
}

/** spec §3 sections: `NAME` marks a start prefilled with the parent's name (a link from the
 *  legacy product or a partner). */
const nameSection = (prefilledName: boolean) => (prefilledName ? (['NAME'] as const) : []);

export function createBody(
  one: StepOneValues,
  parentDuplicateConfirmed: boolean,
  segment: Segment,
  prefilledName = false,
): RegistrationCreateRequest {
  return {
    parent: parentOf(one),
    parentDuplicateConfirmed,
    sections: ['PARENT', ...nameSection(prefilledName)],
    auth: null,
    ...segment,
  };
}

/** Step 1 again on an existing registration: the parent, country and referral. */
export function stepOneUpdateBody(
  one: StepOneValues,
  parentDuplicateConfirmed: boolean,
  segment: Segment,
  prefilledName = false,
): RegistrationUpdateRequest {
  return {
    parent: parentOf(one),
    address: addressBody(one),
    referral: referralOf(one),
    parentDuplicateConfirmed,
    sections: ['PARENT', 'ADDRESS', ...nameSection(prefilledName)],
    lastCompletedStep: 1,
    ...segment,
  };
}

/** Step 2: the same parent block plus the co-parent and children (spec §7 'as per step'). */
export function stepTwoUpdateBody(
  one: StepOneValues,
  two: StepTwoValues,
  flags: { parentDuplicateConfirmed: boolean; coParentDuplicateConfirmed: boolean },
  segment: Segment,
): RegistrationUpdateRequest {
  const knows = two.knowsCoParentEmail;
  return {
    parent: parentOf(one),
    address: addressBody(one),
    referral: referralOf(one),
    coParent: {
      firstName: two.firstName,
      lastName: two.lastName,
      // spec §2: an unknown co-parent email is cleared, never sent.
      email: knows ? two.email || null : null,
      phoneCountryCode: two.phoneNumber ? two.countryCode : null,
      phoneNumber: two.phoneNumber || null,
    },
    children: two.children.map((c) => ({
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email || null,
    })),
    parentDuplicateConfirmed: flags.parentDuplicateConfirmed,
    coParentDuplicateConfirmed: flags.coParentDuplicateConfirmed,
    sections: ['PARENT', 'ADDRESS', 'FAMILY'],
    lastCompletedStep: 2,
    ...segment,
  };
}

/** Server field names ('parent.email', 'coParent.phoneNumber', 'children.1.email') to form fields. */
export function formFieldFor(serverField: string, step: 1 | 2): string | null {
  const parts = serverField.replace(/\[(\d+)\]/g, '.$1').split('.');
  const [head, ...rest] = parts;
  const last = rest.join('.');
  const rename: Record<string, string> = { phoneCountryCode: 'countryCode', timeZone: 'timezone' };
  if (step === 1) {
    if (head === 'parent') return rename[last] ?? last;
    if (head === 'address' && last === 'country') return 'country';
    if (head === 'referral')
      return last === 'selection' ? 'referral' : last === 'other' ? 'referralOther' : null;
    return null;
  }
  if (head === 'coParent') return rename[last] ?? last;
  if (head === 'children' && rest.length === 2) return `children.${rest[0]}.${rest[1]}`;
  return null;
}
