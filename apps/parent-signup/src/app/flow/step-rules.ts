// spec §2 (step indicator, redirects of /step1 to /step3, /alacarte) and §4 Sign-up progress:
// which parent sign-up page a visitor may see, given the last completed step and the session.
// Pure functions: the screens only carry out what these decide. Progress → path itself is
// @join/routes' nextStepPath, shared with /payment.
import { nextStepPath, ROUTES } from '@join/routes';

export type ParentPage = 'signup' | 'step1' | 'step2' | 'step3' | 'alacarte' | 'duplicate' | 'resume';

export interface ProgressSnapshot {
  lastCompletedStep: number;
  /** A signupId and registrationKey are held. */
  hasSession: boolean;
  /** The registration key's expiry has passed (spec §8 'Registration-key expiry'). */
  sessionExpired: boolean;
}

export type AccessDecision =
  { kind: 'allow'; resetFirst?: boolean } | { kind: 'redirect'; to: string; resetFirst?: boolean };

/** The last completed step each page needs: /step2 needs step 1, /step3 and /alacarte need 2. */
const REQUIRED_STEP: Record<ParentPage, number> = {
  signup: 0,
  step1: 0,
  step2: 1,
  step3: 2,
  alacarte: 2,
  duplicate: 0,
  resume: 0,
};

export function decideAccess(page: ParentPage, progress: ProgressSnapshot): AccessDecision {
  // /resume brings its own session from the mailed link, whatever this tab held.
  if (page === 'duplicate' || page === 'signup' || page === 'resume') return { kind: 'allow' };
  // Progress without a usable session cannot be continued: the server would refuse it (spec §8
  // 'Registration-key expiry or invalid, or status 403/404: reset state, go to /step1').
  const sessionLost = progress.sessionExpired || (progress.lastCompletedStep > 0 && !progress.hasSession);
  if (sessionLost)
    return page === 'step1'
      ? { kind: 'allow', resetFirst: true }
      : { kind: 'redirect', to: ROUTES.step1, resetFirst: true };
  if (progress.lastCompletedStep < REQUIRED_STEP[page])
    return { kind: 'redirect', to: nextStepPath(progress.lastCompletedStep) };
  return { kind: 'allow' };
}

/** spec §2 /step2: Continue goes to /step3, or to /duplicate when a duplicate is confirmed and
 *  the newer packages version is on. */
export function afterStepTwo(options: {
  coParentDuplicateConfirmed: boolean;
  newerPackagesOn: boolean;
}): typeof ROUTES.step3 | typeof ROUTES.duplicate {
  return options.coParentDuplicateConfirmed && options.newerPackagesOn ? ROUTES.duplicate : ROUTES.step3;
}

/** spec §2 /step3: build-your-own goes to /alacarte, any other package to /payment. §4: choosing
 *  a package completes step 3; build-your-own keeps step 2 until /alacarte is submitted. */
export function afterPackageChoice(buildYourOwn: boolean): {
  to: typeof ROUTES.alacarte | typeof ROUTES.payment;
  lastCompletedStep: 2 | 3;
} {
  return buildYourOwn
    ? { to: ROUTES.alacarte, lastCompletedStep: 2 }
    : { to: ROUTES.payment, lastCompletedStep: 3 };
}

export function isSessionExpired(expiresAt: string | null | undefined, now: number = Date.now()): boolean {
  if (!expiresAt) return false;
  const at = Date.parse(expiresAt);
  return Number.isFinite(at) && at <= now;
}
