import {
  backTo,
  formStepOf,
  initialWizardState,
  isFormStepEnabled,
  wizardReducer,
  type WizardEvent,
  type WizardState,
} from './pro-wizard';

const at = (step: WizardState['step'], passed: WizardState['passed']): WizardState => ({ step, passed });
const run = (state: WizardState, ...events: WizardEvent[]) => events.reduce(wizardReducer, state);

describe('professional wizard (spec §4)', () => {
  it('starts on step ONE with nothing passed', () => {
    expect(initialWizardState).toEqual({ step: 'ONE', passed: 0 });
  });

  describe('every transition of §4', () => {
    it.each<[string, WizardState, WizardEvent, WizardState]>([
      ['ONE -> TWO once step 1 passed', at('ONE', 0), { type: 'STEP_PASSED', step: 1 }, at('TWO', 1)],
      ['TWO -> THREE once step 2 passed', at('TWO', 1), { type: 'STEP_PASSED', step: 2 }, at('THREE', 2)],
      ['TWO -> ONE on Back', at('TWO', 1), { type: 'BACK' }, at('ONE', 1)],
      ['THREE -> TWO on Back', at('THREE', 2), { type: 'BACK' }, at('TWO', 2)],
      [
        'THREE -> SUBMIT once step 3 passed',
        at('THREE', 2),
        { type: 'STEP_PASSED', step: 3 },
        at('SUBMIT', 3),
      ],
      [
        'SUBMIT -> SUCCESS when the account is created',
        at('SUBMIT', 3),
        { type: 'CREATE_SUCCEEDED' },
        at('SUCCESS', 3),
      ],
      ['SUBMIT -> ERROR when the create fails', at('SUBMIT', 3), { type: 'CREATE_FAILED' }, at('ERROR', 3)],
      ['ERROR -> SUBMIT through the retry link', at('ERROR', 3), { type: 'RETRY' }, at('SUBMIT', 3)],
      ['ERROR -> TWO on Back', at('ERROR', 3), { type: 'BACK' }, at('TWO', 3)],
      [
        'SUBMIT -> ONE when create refuses the email, each step to pass again',
        at('SUBMIT', 3),
        { type: 'EMAIL_REFUSED' },
        at('ONE', 0),
      ],
      [
        'ERROR -> SUBMIT when step 3 is completed again',
        at('ERROR', 3),
        { type: 'STEP_PASSED', step: 3 },
        at('SUBMIT', 3),
      ],
    ])('%s', (_name, from, event, to) => {
      expect(wizardReducer(from, event)).toEqual(to);
    });
  });

  describe('moves that are not in §4 leave the state alone', () => {
    it.each<[string, WizardState, WizardEvent]>([
      ['Back from ONE', at('ONE', 0), { type: 'BACK' }],
      ['Back while submitting', at('SUBMIT', 3), { type: 'BACK' }],
      ['Back from SUCCESS', at('SUCCESS', 3), { type: 'BACK' }],
      ['a pass for another step than the one shown', at('ONE', 0), { type: 'STEP_PASSED', step: 2 }],
      ['step 2 passing before step 1 did', at('TWO', 0), { type: 'STEP_PASSED', step: 2 }],
      ['step 3 passing before step 2 did', at('THREE', 1), { type: 'STEP_PASSED', step: 3 }],
      ['retry outside the error view', at('THREE', 2), { type: 'RETRY' }],
      ['a create result outside SUBMIT', at('SUCCESS', 3), { type: 'CREATE_FAILED' }],
      ['a late success after an error', at('ERROR', 3), { type: 'CREATE_SUCCEEDED' }],
      ['an email refusal outside SUBMIT', at('THREE', 2), { type: 'EMAIL_REFUSED' }],
      ['anything after SUCCESS', at('SUCCESS', 3), { type: 'STEP_PASSED', step: 3 }],
    ])('%s', (_name, from, event) => {
      expect(wizardReducer(from, event)).toBe(from);
    });
  });

  it('walks the whole wizard, failing once and succeeding on retry', () => {
    const end = run(
      initialWizardState,
      { type: 'STEP_PASSED', step: 1 },
      { type: 'STEP_PASSED', step: 2 },
      { type: 'BACK' },
      { type: 'STEP_PASSED', step: 2 },
      { type: 'STEP_PASSED', step: 3 },
      { type: 'CREATE_FAILED' },
      { type: 'RETRY' },
      { type: 'CREATE_SUCCEEDED' },
    );
    expect(end).toEqual(at('SUCCESS', 3));
  });

  it('keeps what passed when going back, so the indicator still offers the next step', () => {
    const state = run(
      initialWizardState,
      { type: 'STEP_PASSED', step: 1 },
      { type: 'STEP_PASSED', step: 2 },
      { type: 'BACK' },
      { type: 'BACK' },
    );
    expect(state).toEqual(at('ONE', 2));
    expect(isFormStepEnabled(state, 3)).toBe(true);
  });

  it('enables a later step only after the earlier one passed', () => {
    expect(isFormStepEnabled(at('ONE', 0), 1)).toBe(true);
    expect(isFormStepEnabled(at('ONE', 0), 2)).toBe(false);
    expect(isFormStepEnabled(at('TWO', 1), 2)).toBe(true);
    expect(isFormStepEnabled(at('TWO', 1), 3)).toBe(false);
  });

  it('shows step 3 again in the error view and no form while submitting or done', () => {
    expect(formStepOf('ERROR')).toBe(3);
    expect(formStepOf('THREE')).toBe(3);
    expect(formStepOf('SUBMIT')).toBeNull();
    expect(formStepOf('SUCCESS')).toBeNull();
  });

  it('goes back several steps as several Back moves', () => {
    expect(backTo(at('THREE', 2), 1)).toEqual({ state: at('ONE', 2), moves: 2 });
    expect(backTo(at('ERROR', 3), 1)).toEqual({ state: at('ONE', 3), moves: 2 });
    expect(backTo(at('TWO', 1), 2)).toEqual({ state: at('TWO', 1), moves: 0 });
    expect(backTo(at('SUBMIT', 3), 1)).toEqual({ state: at('SUBMIT', 3), moves: 0 });
  });
});
