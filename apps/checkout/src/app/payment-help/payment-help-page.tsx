// A page of the checkout remote's own, outside the spec's route table: the shell routes
// /payment-help here once a live checkout release declares it (apps/checkout/src/release.json).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@join/routes';
import { PageHeading } from '@join/ui';

export default function PaymentHelpPage() {
  const { t } = useTranslation('checkout');
  return (
    <section className="j-card">
      <PageHeading title={t('paymentHelp.title')}>{t('paymentHelp.title')}</PageHeading>
      <p>{t('paymentHelp.methods')}</p>
      <p>{t('paymentHelp.privacy')}</p>
      <p>{t('paymentHelp.when')}</p>
      <p>
        <Link to={ROUTES.payment}>{t('paymentHelp.back')}</Link>
      </p>
    </section>
  );
}
