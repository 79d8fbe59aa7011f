// spec §4 Professional wizard: ONE -> TWO; TWO -> THREE or ONE; THREE -> TWO or SUBMIT;
// SUBMIT -> SUCCESS or ERROR; ERROR -> TWO or SUBMIT (the retry link). SUBMIT -> ONE when create
// refuses the email, which only create checks (docs/security.md). A step moves forward
// only after the server validated it, so a later step is enabled only once the earlier passed.
// Anything else is not a transition of the spec and leaves the state as it was.

export type WizardStep = 'ONE' | 'TWO' | 'THREE' | 'SUBMIT' | 'SUCCESS' | 'ERROR';
export type FormStep = 1 | 2 | 3;

export interface WizardState {
  step: WizardStep;
  /** Highest form step the server has accepted (0 = none yet). */
  passed: 0 | FormStep;
}

export type WizardEvent =
  /** The validator accepted the fields of `step` (the form on screen). */
  | { type: 'STEP_PASSED'; step: FormStep }
  | { type: 'BACK' }
  | { type: 'CREATE_SUCCEEDED' }
  | { type: 'CREATE_FAILED' }
  /** Create refused the email as already registered: step 1 shows it again. */
  | { type: 'EMAIL_REFUSED' }
  /** The try-again link of the error banner. */
  | { type: 'RETRY' };

export const initialWizardState: WizardState = { step: 'ONE', passed: 0 };

const FORWARD: Partial<Record<WizardStep, { from: FormStep; to: WizardStep }>> = {
  ONE: { from: 1, to: 'TWO' },
  TWO: { from: 2, to: 'THREE' },
  THREE: { from: 3, to: 'SUBMIT' },
  // The error view is step 3 again: completing it re-validates and submits.
  ERROR: { from: 3, to: 'SUBMIT' },
};

const BACKWARD: Partial<Record<WizardStep, WizardStep>> = { TWO: 'ONE', THREE: 'TWO', ERROR: 'TWO' };

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'STEP_PASSED': {
      const forward = FORWARD[state.step];
      if (!forward || forward.from !== event.step) return state;
      // A step cannot pass before the ones ahead of it did.
      if (event.step > 1 && state.passed < event.step - 1) return state;
      return { step: forward.to, passed: Math.max(state.passed, event.step) as WizardState['passed'] };
    }
    case 'BACK': {
      const back = BACKWARD[state.step];
      return back ? { ...state, step: back } : state;
    }
    case 'CREATE_SUCCEEDED':
      return state.step === 'SUBMIT' ? { ...state, step: 'SUCCESS' } : state;
    case 'CREATE_FAILED':
      return state.step === 'SUBMIT' ? { ...state, step: 'ERROR' } : state;
    case 'EMAIL_REFUSED':
      return state.step === 'SUBMIT' ? { step: 'ONE', passed: 0 } : state;
    case 'RETRY':
      return state.step === 'ERROR' ? { ...state, step: 'SUBMIT' } : state;
    default:
      return state;
  }
}

/** Which form a wizard step shows: the error view is step 3 with the banner. */
export function formStepOf(step: WizardStep): FormStep | null {
  if (step === 'ONE') return 1;
  if (step === 'TWO') return 2;
  if (step === 'THREE' || step === 'ERROR') return 3;
  return null;
}

/** Whether the step indicator may offer `target`: earlier steps, and the next once passed. */
export function isFormStepEnabled(state: WizardState, target: FormStep): boolean {
  return target <= state.passed + 1;
}

/** Going back several steps from the indicator is several BACK moves of §4, never a jump. */
export function backTo(state: WizardState, target: FormStep): { state: WizardState; moves: number } {
  let current = state;
  let moves = 0;
  for (;;) {
    const form = formStepOf(current.step);
    if (form === null || form <= target) return { state: current, moves };
    const next = wizardReducer(current, { type: 'BACK' });
    if (next === current) return { state: current, moves };
    current = next;
    moves += 1;
  }
}
