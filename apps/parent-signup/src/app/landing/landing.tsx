import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, PageHeading } from '@join/ui';

// spec §1 and §2: the landing choice, 'For Parents' to /step1 and 'For Professionals' to /pro.
export function Landing() {
  const { t } = useTranslation('parent');
  const navigate = useNavigate();
  return (
    <section className="j-card">
      <PageHeading title={t('landing.title')}>{t('landing.title')}</PageHeading>
      <p className="j-lead">{t('landing.lead')}</p>
      <div className="j-choice">
        <Button className="j-choice__btn" onClick={() => navigate('/step1')}>
          {t('landing.parents')}
        </Button>
        <Button className="j-choice__btn" variant="secondary" onClick={() => navigate('/pro')}>
          {t('landing.professionals')}
        </Button>
      </div>
    </section>
  );
}
