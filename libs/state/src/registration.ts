import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type {
  BillingValues,
  CoParentStepInput,
  Package,
  ParentStep1Values,
  ServiceCode,
} from '@join/schemas';
import { tabPersist } from './persist';

// spec §3 Registration state and §4 sign-up progress. The parent sign-up remote writes it; the
// checkout remote reads it. The server is the source of truth for progress; lastCompletedStep
// only decides where to send the visitor.
// Form values are the schemas' own types (libs/schemas forms), plus what the flow adds.
/** /step1's values, with the country and timezone the page fills in and the address kept from billing. */
export type StepOneValues = Omit<ParentStep1Values, 'country'> & {
  country: string;
  timezone: string;
} & Partial<Pick<BillingValues, 'billingAddress' | 'billingAddress2' | 'city' | 'region' | 'postalCode'>>;

export type ChildValues = CoParentStepInput['children'][number];

/** /step2's values; the duplicate confirmation is asked again each time, so it is not kept. */
export type StepTwoValues = Omit<
  CoParentStepInput,
  'coParentDuplicateConfirmed' | 'countryCode' | 'children'
> & { countryCode: string; children: ChildValues[] };

/** What the visitor picked on /step3 or built on /alacarte. */
export interface SelectedPackage {
  package: Package;
  /** Build-your-own choices (spec §3): the term service and the options ticked. */
  services?: ServiceCode[];
}

export interface RegistrationState {
  signupId: string | null;
  registrationKey: string | null;
  lastCompletedStep: number;
  stepOneValues: StepOneValues | null;
  stepTwoValues: StepTwoValues | null;
  parentDuplicateConfirmed: boolean;
  coParentDuplicateConfirmed: boolean;
  /** spec §3 sections `NAME`: /step1 started from a link that carried the parent's name. */
  prefilledName: boolean;
  /** The server flagged the co-parent as possibly already registered (spec §8). */
  coParentPossibleDuplicate: boolean;
  pricingGroup: string | null;
  selectedPackage: SelectedPackage | null;
  /** When the server says the registration key stops working (ISO time); checked before each
   *  step loads and before each submit (spec §2 /step1 'expired session'). */
  sessionExpiresAt: string | null;
  /** What the visitor has typed on each form but not yet submitted, so a reload keeps it. */
  drafts: RegistrationDrafts;
  /** spec §2 /step3 pricing-page selection code, kept until /step3 can use it. */
  selectionCode: string | null;
  /** spec §3 Discount data: the discount link's signed token, sent as the referrer key header (CONTRACTS#analytics-and-discount-links fills it). */
  referrerKey: string | null;
}

/** Unsubmitted form values per screen; shapes belong to the parent sign-up remote. */
export interface RegistrationDrafts {
  step1?: Record<string, unknown>;
  step2?: Record<string, unknown>;
  /** spec §2 /step2 speed-bump outcome: the email given, or 'skipped'. */
  speedBump?: { status: 'provided' | 'skipped'; email?: string } | null;
  alacarte?: { subscription?: string; options?: string[] };
}

const initial: RegistrationState = {
  signupId: null,
  registrationKey: null,
  lastCompletedStep: 0,
  stepOneValues: null,
  stepTwoValues: null,
  parentDuplicateConfirmed: false,
  coParentDuplicateConfirmed: false,
  prefilledName: false,
  coParentPossibleDuplicate: false,
  pricingGroup: null,
  selectedPackage: null,
  sessionExpiresAt: null,
  drafts: {},
  selectionCode: null,
  referrerKey: null,
};

const useRegistrationStore = create<RegistrationState>()(
  persist(() => ({ ...initial }), tabPersist<RegistrationState>('registration')),
);

export function useRegistration<T>(selector: (state: RegistrationState) => T): T {
  return useRegistrationStore(selector);
}

export function getRegistration(): RegistrationState {
  return useRegistrationStore.getState();
}

export function updateRegistration(patch: Partial<RegistrationState>) {
  useRegistrationStore.setState(patch);
}

export function setLastCompletedStep(step: number) {
  useRegistrationStore.setState({ lastCompletedStep: step });
}

export function selectPackage(selected: SelectedPackage | null) {
  useRegistrationStore.setState({ selectedPackage: selected });
}

/** Keeps one screen's unsubmitted values (merged into the other drafts). */
export function saveDraft<K extends keyof RegistrationDrafts>(key: K, value: RegistrationDrafts[K]) {
  useRegistrationStore.setState((s) => ({ drafts: { ...s.drafts, [key]: value } }));
}

/** spec §4: a 403/404, an expired session or a key error resets state and returns to /step1. */
export function resetRegistration() {
  // A discount link belongs to the visit, not to the registration: keep it across a reset.
  useRegistrationStore.setState((s) => ({ ...initial, drafts: {}, referrerKey: s.referrerKey }));
}
