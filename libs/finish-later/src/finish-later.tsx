// Finish later, anywhere (docs/security.md Finish-later link): on every step of the parent
// sign-up and on /payment the visitor can have a link mailed that reopens the registration where
// they left it, on any device, and may opt in to one reminder a day later. What is typed and not
// sent yet travels with it, and from /payment the package chosen; nothing of the payment store is
// ever read here, so no card, wallet or nonce can reach the link or the saved state.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinishLaterDraft, FinishLaterRequest } from '@join/schemas';
import { getRegistration, useRegistration, type RegistrationState } from '@join/state';
import { Button, CheckboxField } from '@join/ui';

export type FinishLaterStep = FinishLaterRequest['step'];

type Outcome = { sent: string } | { refused: 'tooMany' | 'failed' | 'invalid' } | null;

export interface FinishLaterProps {
  step: FinishLaterStep;
  /**
   * Runs before the link is asked for, for a page whose registration may not exist yet (/step1
   * saves its form first). False stops: the page shows why (its form errors).
   */
  prepare?: () => Promise<boolean>;
}

/** What the link keeps besides the saved steps: the unsent drafts and the chosen package. */
export function finishLaterDraft(
  state: Pick<RegistrationState, 'drafts' | 'selectedPackage'>,
): FinishLaterDraft {
  const { drafts, selectedPackage } = state;
  return {
    step1: drafts.step1,
    step2: drafts.step2,
    alacarte: drafts.alacarte as Record<string, unknown> | undefined,
    selection: selectedPackage
      ? { packageId: selectedPackage.package.id, services: selectedPackage.services }
      : undefined,
  };
}

export function FinishLater({ step, prepare }: FinishLaterProps) {
  const { t } = useTranslation('common');
  const panelId = `fl${useId().replace(/:/g, '')}`;
  const hasSession = useRegistration((s) => Boolean(s.signupId && s.registrationKey));
  const [open, setOpen] = useState(false);
  const [remind, setRemind] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Without a registration there is nothing to reopen, unless the page can make one first.
  if (!hasSession && !prepare) return null;

  const send = async () => {
    setBusy(true);
    setOutcome(null);
    if (prepare && !(await prepare())) {
      setBusy(false);
      setOutcome({ refused: 'invalid' });
      return;
    }
    const state = getRegistration();
    if (!state.signupId || !state.registrationKey) {
      setBusy(false);
      setOutcome({ refused: 'failed' });
      return;
    }
    // The API client (and the schemas it checks answers with) arrives on Send, not with the step:
    // on /step1 it is otherwise not needed before the first keystroke (ARCHITECTURE.md Budgets).
    const { mailFinishLaterLink } = await import('@join/api-client');
    const result = await mailFinishLaterLink(state.signupId, state.registrationKey, {
      remind,
      step,
      draft: finishLaterDraft(state),
    });
    setBusy(false);
    if (result.ok) setOutcome({ sent: result.data.sentTo });
    else setOutcome({ refused: result.status === 429 ? 'tooMany' : 'failed' });
  };

  const lead = step === 'payment' ? 'paymentLead' : step === 'step1' ? 'stepOneLead' : 'lead';
  const refusal = outcome && 'refused' in outcome ? outcome.refused : null;
  return (
    <aside className="j-finish-later" aria-label={t('finishLater.region')}>
      <Button variant="link" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {t('finishLater.open')}
      </Button>
      <div id={panelId} hidden={!open} className="j-finish-later__panel">
        {outcome && 'sent' in outcome ? (
          <p role="status">{t('finishLater.sent', { email: outcome.sent })}</p>
        ) : (
          <>
            <p>{t(`finishLater.${lead}`)}</p>
            <CheckboxField
              label={t('finishLater.remind')}
              checked={remind}
              onChange={(e) => setRemind(e.target.checked)}
            />
            {refusal && (
              <p role="alert">
                {t(refusal === 'invalid' ? 'finishLater.stepOneInvalid' : `finishLater.${refusal}`)}
              </p>
            )}
            <Button variant="secondary" busy={busy} onClick={() => void send()}>
              {t('finishLater.send')}
            </Button>
          </>
        )}
      </div>
    </aside>
  );
}
