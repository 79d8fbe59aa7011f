import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionRow } from '@join/ui';
import type { SupportPhone } from '@join/domain';

/** Moves focus to a notice when it appears, so keyboard and screen-reader users meet it. */
function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

// spec §2 /step2: after the speed-bump the page shows 'Thank you!' with the co-parent's email,
// or 'We won't invite your co-parent right now' with a Change button.
export function SpeedBumpOutcome({ email, onChange }: { email?: string; onChange: () => void }) {
  const { t } = useTranslation('parent');
  const ref = useFocusOnShow<HTMLDivElement>();
  if (email) {
    return (
      <div ref={ref} tabIndex={-1} className="j-success ps-notice" role="status">
        <h2>{t('step2.speedBump.thanksTitle')}</h2>
        <p>{t('step2.speedBump.thanksBody', { email })}</p>
      </div>
    );
  }
  return (
    <div ref={ref} tabIndex={-1} className="j-notice ps-notice" role="status">
      <p>{t('step2.speedBump.declined')}</p>
      <ActionRow layout="inline" className="ps-inline-actions" back={{ label: t('step2.speedBump.change'), onClick: onChange }} />
    </div>
  );
}

// spec §8 Co-parent duplicate: flagged, and the visitor may continue.
export function DuplicateCoParentNotice({ phone, onContinue }: { phone: SupportPhone; onContinue: () => void }) {
  const { t } = useTranslation('parent');
  const ref = useFocusOnShow<HTMLDivElement>();
  const [before, after] = t('step2.duplicate.body', { phone: '\u0000' }).split('\u0000');
  return (
    <div ref={ref} tabIndex={-1} className="j-notice ps-notice" role="alert">
      <h2>{t('step2.duplicate.title')}</h2>
      <p>
        {before}
        <a href={`tel:${phone.tel}`}>{phone.display}</a>
        {after}
      </p>
      <ActionRow layout="inline" className="ps-inline-actions" next={{ label: t('nav.continue'), onClick: onContinue }} />
    </div>
  );
}
