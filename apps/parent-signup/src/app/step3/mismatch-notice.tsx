// CONTRACTS#a-sign-up-people-finish: after the country mismatch modal, /step3 showed the same packages with no
// word on how to get out; the way out (changing the country on /step1) was nowhere said.
import { useTranslation } from 'react-i18next';
import { Notice } from '@join/ui';
import { Link, useLocation } from 'react-router-dom';
import { countryName } from '@join/domain';
import { ROUTES } from '@join/routes';

interface Conflict {
  phone: string;
  billing: string;
}

/** The conflict the checkout left in the navigation state, if any. */
export function readConflict(state: unknown): Conflict | null {
  const m = (state as { mismatch?: Partial<Conflict> } | null)?.mismatch;
  return m && typeof m.phone === 'string' && typeof m.billing === 'string'
    ? { phone: m.phone, billing: m.billing }
    : null;
}

export function MismatchNotice() {
  const { t, i18n } = useTranslation('parent');
  const conflict = readConflict(useLocation().state);
  if (!conflict) return null;
  const names = {
    phone: countryName(conflict.phone, i18n.language),
    billing: countryName(conflict.billing, i18n.language),
  };
  return (
    <Notice className="ps-notice" labelledBy="ps-mismatch-title">
      <h2 className="ps-notice__title" id="ps-mismatch-title">
        {t('mismatch.title')}
      </h2>
      <p>{t('mismatch.body', names)}</p>
      <ul>
        <li>{t('mismatch.keepPhone', names)}</li>
        <li>
          {t('mismatch.changeCountry', names)} <Link to={ROUTES.step1}>{t('mismatch.changeLink')}</Link>
        </li>
      </ul>
    </Notice>
  );
}
