import { useTranslation } from 'react-i18next';
import { ActionRow, Notice } from '@join/ui';
import type { SupportPhone } from '@join/domain';

// spec §2 /step2: after the speed-bump the page shows 'Thank you!' with the co-parent's email,
// or 'We won't invite your co-parent right now' with a Change button.
export function SpeedBumpOutcome({ email, onChange }: { email?: string; onChange: () => void }) {
  const { t } = useTranslation('parent');
  if (email) {
    return (
      <Notice tone="success" className="ps-notice" focusOnShow>
        <h2>{t('step2.speedBump.thanksTitle')}</h2>
        <p>{t('step2.speedBump.thanksBody', { email })}</p>
      </Notice>
    );
  }
  return (
    <Notice className="ps-notice" focusOnShow>
      <p>{t('step2.speedBump.declined')}</p>
      <ActionRow
        layout="inline"
        className="ps-inline-actions"
        back={{ label: t('step2.speedBump.change'), onClick: onChange }}
      />
    </Notice>
  );
}

// spec §8 Co-parent duplicate: flagged, and the visitor may continue.
export function DuplicateCoParentNotice({
  phone,
  onContinue,
}: {
  phone: SupportPhone;
  onContinue: () => void;
}) {
  const { t } = useTranslation('parent');
  const [before, after] = t('step2.duplicate.body', { phone: '\u0000' }).split('\u0000');
  return (
    <Notice role="alert" className="ps-notice" focusOnShow>
      <h2>{t('step2.duplicate.title')}</h2>
      <p>
        {before}
        <a href={`tel:${phone.tel}`}>{phone.display}</a>
        {after}
      </p>
      <ActionRow
        layout="inline"
        className="ps-inline-actions"
        next={{ label: t('nav.continue'), onClick: onContinue }}
      />
    </Notice>
  );
}
