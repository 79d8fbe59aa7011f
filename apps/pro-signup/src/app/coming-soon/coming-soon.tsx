import { useTranslation } from 'react-i18next';
import { PageHeading } from '@join/ui';

/** Stands in for screens of this remote that are not built yet, so the route is honest. */
export function ComingSoon() {
  const { t } = useTranslation('common');
  return (
    <section className="j-card">
      <PageHeading title={t('comingSoon.title')}>{t('comingSoon.title')}</PageHeading>
      <p>{t('comingSoon.body', { area: 'professional sign-up' })}</p>
    </section>
  );
}
