// spec §2 /invite/request and §8 Request-new-link messages.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { requestNewInviteLink } from '@join/api-client';
import { track } from '@join/analytics';
import { updateInvite, useInvite } from '@join/state';
import { ActionRow, PageHeading } from '@join/ui';
import { useInvitePage } from '../shared/screen-analytics';
import { requestOutcome, type RequestOutcome } from './request-outcome';
import { NoInvite } from '../shared/no-invite';
import { ROUTES } from '@join/routes';

type Sending = 'idle' | 'sending' | RequestOutcome;

export function RequestPage() {
  useInvitePage(ROUTES.inviteRequest);
  const [params] = useSearchParams();
  const stored = useInvite((s) => s.inviteToken);
  // A link to /invite/request carrying inviteToken and userId offers the button as well (CONTRACTS#both-languages).
  const fromQuery =
    params.get('inviteToken') && params.get('userId')
      ? { inviteToken: params.get('inviteToken') as string, userId: params.get('userId') as string }
      : null;
  useEffect(() => {
    if (fromQuery && !stored) updateInvite(fromQuery);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fromQuery is a new object every render; its two values are what matters
  }, [fromQuery?.inviteToken, fromQuery?.userId, stored]);
  const inviteToken = stored ?? fromQuery?.inviteToken ?? null;
  return inviteToken ? <RequestNewLink inviteToken={inviteToken} /> : <NoInvite />;
}

function RequestNewLink({ inviteToken }: { inviteToken: string }) {
  const { t } = useTranslation('invite');
  const userId = useInvite((s) => s.userId);
  const [state, setState] = useState<Sending>('idle');

  const send = async () => {
    setState('sending');
    track('Invite New Link Requested', { userId });
    const result = await requestNewInviteLink(inviteToken);
    const outcome = requestOutcome(result);
    track(outcome === 'sent' ? 'Invite New Link Sent' : 'Invite New Link Failed', {
      userId,
      kind: result.ok ? 'message' : result.kind,
    });
    setState(outcome);
  };

  if (state === 'sent') {
    return (
      <section className="j-card">
        <PageHeading title={t('request.sentTitle')}>{t('request.sentTitle')}</PageHeading>
        <p className="j-success" role="status">
          {t('request.sentSpam')}
        </p>
      </section>
    );
  }

  return (
    <section className="j-card">
      <PageHeading
        title={t('request.title')}
        hasError={state === 'failed' || state === 'already'}
        errorPrefix={t('common:errorPrefix')}
      >
        {t('request.title')}
      </PageHeading>
      <p className="j-lead">{t('request.lead')}</p>
      {(state === 'failed' || state === 'already') && (
        <p className="j-error-summary" role="alert">
          {t(state === 'already' ? 'request.alreadyRequested' : 'request.failed')}
        </p>
      )}
      <ActionRow
        next={{
          label: t('request.button'),
          onClick: () => void send(),
          busy: state === 'sending',
          block: true,
        }}
      />
    </section>
  );
}
