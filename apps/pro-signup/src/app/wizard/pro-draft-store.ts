// What the professional typed in steps 1 and 2, kept for the tab (ARCHITECTURE.md State) so a
// reload does not lose it. Step 3 holds a security answer and code, which are never stored.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { tabPersist } from '@join/state';
import type { StepOneInput } from '../step1/step1-form';
import type { StepTwoInput } from '../step2/step2-defaults';

interface ProDraft {
  one: StepOneInput;
  two: Partial<StepTwoInput>;
}

const useDraftStore = create<ProDraft>()(
  persist((): ProDraft => ({ one: {}, two: {} }), tabPersist<ProDraft>('proDraft')),
);

export function getProDraft(): ProDraft {
  return useDraftStore.getState();
}

export function saveProDraft(draft: Partial<ProDraft>) {
  useDraftStore.setState(draft);
}

/** After the account exists the draft has done its job. */
export function clearProDraft() {
  useDraftStore.setState({ one: {}, two: {} });
}
