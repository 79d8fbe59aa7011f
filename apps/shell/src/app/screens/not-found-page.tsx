import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeading } from '@join/ui';
import { ROUTES } from '@join/routes';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <section className="j-card">
      <PageHeading title={t('notFound.title')}>{t('notFound.title')}</PageHeading>
      <p>{t('notFound.body')}</p>
      <Link className="j-btn j-btn--primary" to={ROUTES.signup}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
