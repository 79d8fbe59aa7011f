import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Package, ServiceCode } from '@join/schemas';
import { tabPersist } from './persist';

// spec §3 Registration state and §4 sign-up progress. The parent sign-up remote writes it; the
// checkout remote reads it. The server is the source of truth for progress; lastCompletedStep
// only decides where to send the visitor.
export interface StepOneValues {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  country: string;
  timezone: string;
  referral?: string;
  referralOther?: string;
  billingAddress?: string;
  billingAddress2?: string;
  city?: string;
  region?: string;
  postalCode?: string;
}

export interface ChildValues {
  firstName: string;
  lastName: string;
  email?: string;
}

export interface StepTwoValues {
  firstName: string;
  lastName: string;
  email?: string;
  countryCode: string;
  phoneNumber?: string;
  knowsCoParentEmail: boolean;
  children: ChildValues[];
}

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
  /** spec §3 Discount data referrer, sent as the referrer key header (issue 9 fills it). */
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
  coParentPossibleDuplicate: false,
  pricingGroup: null,
  selectedPackage: null,
  sessionExpiresAt: null,
  drafts: {},
  selectionCode: null,
  referrerKey: null,
};

const useRegistrationStore = create<RegistrationState>()(persist(() => ({ ...initial }), tabPersist<RegistrationState>('registration')));

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
