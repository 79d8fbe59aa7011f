import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, PageHeading } from '@join/ui';
import { ROUTES } from '@join/routes';

// spec §1 and §2: the landing choice, 'For Parents' to /step1 and 'For Professionals' to /pro.
export function Landing() {
  const { t } = useTranslation('parent');
  const navigate = useNavigate();
  return (
    <section className="j-card ps-card ps-landing">
      <PageHeading title={t('landing.title')}>{t('landing.title')}</PageHeading>
      <p className="j-lead">{t('landing.lead')}</p>
      <div className="j-choice">
        <div className="ps-choice">
          <Button
            className="j-choice__btn"
            onClick={() => navigate(ROUTES.step1)}
            aria-describedby="ps-parents-hint"
          >
            {t('landing.parents')}
          </Button>
          <p className="ps-choice__hint" id="ps-parents-hint">
            {t('landing.parentsHint')}
          </p>
        </div>
        <div className="ps-choice">
          <Button
            className="j-choice__btn"
            variant="secondary"
            onClick={() => navigate(ROUTES.pro)}
            aria-describedby="ps-pros-hint"
          >
            {t('landing.professionals')}
          </Button>
          <p className="ps-choice__hint" id="ps-pros-hint">
            {t('landing.professionalsHint')}
          </p>
        </div>
      </div>
    </section>
  );
}
