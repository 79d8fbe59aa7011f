// Finish later, anywhere: what the server keeps of a registration, back into the tab's state the
// steps read (the inverse of registration-payload.ts), and the page the link reopens.
import { finishLaterSelectionSchema, type Package, type ResumeResponse } from '@join/schemas';
import { nextStepPath, ROUTES } from '@join/routes';
import type {
  RegistrationDrafts,
  RegistrationState,
  SelectedPackage,
  StepOneValues,
  StepTwoValues,
} from '@join/state';

export function resumedState(answer: ResumeResponse): Partial<RegistrationState> {
  const { parent, address, referral, coParent, children } = answer.values;
  const stepOneValues: StepOneValues = {
    firstName: parent.firstName,
    lastName: parent.lastName,
    email: parent.email,
    countryCode: parent.phoneCountryCode,
    phoneNumber: parent.phoneNumber,
    country: address?.country ?? '',
    timezone: parent.timeZone ?? '',
    referral: referral?.selection ?? undefined,
    referralOther: referral?.other ?? undefined,
    billingAddress: address?.line1 ?? undefined,
    billingAddress2: address?.line2 ?? undefined,
    city: address?.city ?? undefined,
    region: address?.region ?? undefined,
    postalCode: address?.postalCode ?? undefined,
  };
  const stepTwoValues: StepTwoValues | null = coParent
    ? {
        firstName: coParent.firstName,
        lastName: coParent.lastName,
        knowsCoParentEmail: Boolean(coParent.email),
        email: coParent.email ?? '',
        countryCode: coParent.phoneCountryCode ?? parent.phoneCountryCode,
        phoneNumber: coParent.phoneNumber ?? '',
        children: (children ?? []).map((c) => ({
          firstName: c.firstName,
          lastName: c.lastName,
          email: c.email ?? '',
        })),
      }
    : null;
  const draft = (answer.draft ?? {}) as RegistrationDrafts;
  return {
    signupId: answer.signupId,
    registrationKey: answer.registrationKey,
    sessionExpiresAt: answer.expiresAt,
    lastCompletedStep: answer.lastCompletedStep,
    coParentPossibleDuplicate: answer.coParentPossibleDuplicate,
    stepOneValues,
    stepTwoValues,
    drafts: { step1: draft.step1, step2: draft.step2, alacarte: draft.alacarte },
  };
}

/** The page the link was asked from, when progress allows it. /payment needs the package the
 *  link kept (resumedPackage); without it, it reopens at /step3. */
export function resumedPath(answer: Pick<ResumeResponse, 'step' | 'lastCompletedStep'>): string {
  const wanted = {
    step1: ROUTES.step1,
    step2: ROUTES.step2,
    step3: ROUTES.step3,
    alacarte: ROUTES.alacarte,
    payment: ROUTES.step3,
  }[answer.step];
  const need = { step1: 0, step2: 1, step3: 2, alacarte: 2, payment: 2 }[answer.step];
  return answer.lastCompletedStep >= need ? wanted : nextStepPath(answer.lastCompletedStep);
}

/** A link asked on /payment kept the package chosen (its id and options, never payment data): the
 *  same package of the list this device is offered, or null when it is no longer offered. */
export function resumedPackage(
  answer: Pick<ResumeResponse, 'step' | 'lastCompletedStep' | 'draft'>,
  offered: readonly Package[],
): SelectedPackage | null {
  if (answer.step !== 'payment' || answer.lastCompletedStep < 2) return null;
  const kept = finishLaterSelectionSchema.safeParse(answer.draft?.['selection']);
  if (!kept.success) return null;
  const pkg = offered.find((p) => p.id === kept.data.packageId);
  if (!pkg || (pkg.buildYourOwn && !kept.data.services?.length)) return null;
  return { package: pkg, services: pkg.buildYourOwn ? kept.data.services : undefined };
}

/** Whether the link was asked on /payment with a package kept, so the list is worth asking for. */
export function wantsPayment(answer: Pick<ResumeResponse, 'step' | 'lastCompletedStep' | 'draft'>): boolean {
  return (
    answer.step === 'payment' &&
    answer.lastCompletedStep >= 2 &&
    finishLaterSelectionSchema.safeParse(answer.draft?.['selection']).success
  );
}
