import { useTranslation } from 'react-i18next';
import { ActionRow, PageHeading } from '@join/ui';

/** A read that failed for network or server reasons: say so and offer another try. */
export function LoadFailed({
  title,
  body,
  onRetry,
  onBack,
}: {
  title: string;
  body: string;
  onRetry: () => void;
  onBack?: () => void;
}) {
  const { t } = useTranslation('invite');
  return (
    <section className="j-card">
      <PageHeading title={title} hasError errorPrefix={t('common:errorPrefix')}>
        {title}
      </PageHeading>
      <p role="alert">{body}</p>
      <ActionRow
        back={onBack && { label: t('back'), onClick: onBack }}
        next={{ label: t('welcome.retry'), onClick: onRetry }}
      />
    </section>
  );
}
