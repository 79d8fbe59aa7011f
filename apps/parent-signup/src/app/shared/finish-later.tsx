// Finish later, anywhere (docs/security.md Finish-later link): on any step with a registration,
// the visitor can have a link mailed that reopens it where they left it, on any device, and may
// opt in to one reminder a day later. What is typed and not sent yet travels with it.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailFinishLaterLink } from '@join/api-client';
import type { FinishLaterRequest } from '@join/schemas';
import { getRegistration, useRegistration } from '@join/state';
import { Button, CheckboxField } from '@join/ui';

type Step = FinishLaterRequest['step'];
type Sent = { to: string } | null;

export function FinishLater({ step }: { step: Step }) {
  const { t } = useTranslation('parent');
  const panelId = `fl${useId().replace(/:/g, '')}`;
  const hasSession = useRegistration((s) => Boolean(s.signupId && s.registrationKey));
  const [open, setOpen] = useState(false);
  const [remind, setRemind] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent>(null);
  const [failed, setFailed] = useState(false);
  if (!hasSession) return null;

  const send = async () => {
    const { signupId, registrationKey, drafts } = getRegistration();
    if (!signupId || !registrationKey) return;
    setBusy(true);
    setFailed(false);
    const draft = {
      step1: drafts.step1,
      step2: drafts.step2,
      alacarte: drafts.alacarte as Record<string, unknown> | undefined,
    };
    const result = await mailFinishLaterLink(signupId, registrationKey, { remind, step, draft });
    setBusy(false);
    if (result.ok) setSent({ to: result.data.sentTo });
    else setFailed(true);
  };

  return (
    <aside className="ps-finish-later" aria-label={t('finishLater.region')}>
      <Button variant="link" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {t('finishLater.open')}
      </Button>
      <div id={panelId} hidden={!open} className="ps-finish-later__panel">
        {sent ? (
          <p role="status">{t('finishLater.sent', { email: sent.to })}</p>
        ) : (
          <>
            <p>{t('finishLater.lead')}</p>
            <CheckboxField
              label={t('finishLater.remind')}
              checked={remind}
              onChange={(e) => setRemind(e.target.checked)}
            />
            {failed && <p role="alert">{t('finishLater.failed')}</p>}
            <Button variant="secondary" busy={busy} onClick={() => void send()}>
              {t('finishLater.send')}
            </Button>
          </>
        )}
      </div>
    </aside>
  );
}
