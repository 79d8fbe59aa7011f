// spec §2 /invite/request 'Without an invite token it shows a "we weren't able" page with steps
// and a support mailto link'; the same page for /invite without a token (CONTRACTS#a-sign-up-people-finish), whose
// main action goes to the legacy home page (spec §2 /invite).
import { useTranslation } from 'react-i18next';
import { ActionRow, PageHeading, Trans } from '@join/ui';
import { SUPPORT_EMAIL } from '../request/request-outcome';

export function NoInvite({ homeHref }: { homeHref?: string }) {
  const { t } = useTranslation('invite');
  return (
    <section className="j-card">
      <PageHeading title={t('request.noInviteTitle')}>{t('request.noInviteTitle')}</PageHeading>
      <p className="j-lead">{t('request.noInviteLead')}</p>
      <ol className="j-inv-steps">
        <li>{t('request.noInviteStep1')}</li>
        <li>{t('request.noInviteStep2')}</li>
        <li>
          <Trans
            t={t}
            i18nKey="request.noInviteStep3"
            values={{ email: SUPPORT_EMAIL }}
            components={{ mail: <a href={`mailto:${SUPPORT_EMAIL}`} /> }}
          />
        </li>
      </ol>
      {homeHref && <ActionRow next={{ label: t('request.noInviteHome'), href: homeHref, block: true }} />}
    </section>
  );
}
