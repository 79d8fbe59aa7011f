// spec §4 Sign-up progress: "Pages redirect forward or back to the step after the last completed
// one" (0, nothing done, is step 1: spec §2 /payment 'with 0 mapped to step1'). The one place
// that turns the parent's lastCompletedStep into a path; every parent page and /payment use it.
import { ROUTES } from './routes';

export type StepPath = typeof ROUTES.step1 | typeof ROUTES.step2 | typeof ROUTES.step3;

/** The step page for a step number. */
export function stepPath(step: number): StepPath {
  if (step >= 3) return ROUTES.step3;
  if (step === 2) return ROUTES.step2;
  return ROUTES.step1;
}

/** The step after the last completed one: where a visitor who is not yet allowed on a page goes. */
export function nextStepPath(lastCompletedStep: number): StepPath {
  return stepPath(Math.max(0, lastCompletedStep) + 1);
}
