// spec §2 /invite/step1, §5 Invite step1, §7 invited-parent registration update, §8.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateInviteRegistration } from '@join/api-client';
import { getAnonymousId, segmentIdentify, track } from '@join/analytics';
import { getCallingCodes } from '@join/domain';
import { inviteStep1Schema, type InviteStep1Values } from '@join/schemas';
import { getConfig, getInvite, showAlert, updateInvite, useInvite } from '@join/state';
import {
  ActionRow,
  EmailField,
  FormErrorSummary,
  formHasError,
  PageHeading,
  phoneInput,
  SelectField,
  TextField,
  useServerErrors,
  useZodForm,
} from '@join/ui';
import { hasInviteLink, step1Failure, step1Next } from '../flow/invite-rules';
import { useInvitePage } from '../shared/screen-analytics';
import { useInviteNavigate } from '../shared/use-invite-navigate';
import { DEFAULT_LOGIN, useInviteContext } from '../shared/use-invite-context';
import { leaveApp } from '../shared/leave-app';
import { LoadFailed } from '../shared/load-failed';
import { step1Defaults } from './step1-defaults';
import { ROUTES } from '@join/routes';

const FIELDS = ['firstName', 'lastName', 'email', 'countryCode', 'phoneNumber'] as const;
const SERVER_FIELDS = { phoneCountryCode: 'countryCode' } as const;

export function Step1Page() {
  const { t } = useTranslation('invite');
  useInvitePage(ROUTES.inviteStep1);
  const inviteToken = useInvite((s) => s.inviteToken);
  const userId = useInvite((s) => s.userId);
  const { go, goPastPayment } = useInviteNavigate();
  const context = useInviteContext();

  useEffect(() => {
    if (!hasInviteLink({ inviteToken, userId })) go(ROUTES.invite, { replace: true });
  }, [inviteToken, userId, go]);

  if (!hasInviteLink({ inviteToken, userId })) return null;
  if (context.status === 'failed')
    return (
      <LoadFailed
        title={t('welcome.loadFailedTitle')}
        body={t('welcome.loadFailedBody')}
        onRetry={() => window.location.reload()}
      />
    );
  if (context.status !== 'ready') return null;
  return <Step1Form key={context.version} onNext={goPastPayment} go={go} />;
}

function Step1Form({
  onNext,
  go,
}: {
  onNext: ReturnType<typeof useInviteNavigate>['goPastPayment'];
  go: ReturnType<typeof useInviteNavigate>['go'];
}) {
  const { t } = useTranslation('invite');
  const defaults = useMemo(() => step1Defaults(getInvite().contactValues, getInvite().context), []);
  const form = useZodForm(inviteStep1Schema, { defaultValues: defaults });
  const applyServerErrors = useServerErrors(form, SERVER_FIELDS);
  const [summary, setSummary] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const codes = useMemo(() => getCallingCodes().map((c) => ({ value: c, label: c })), []);
  const { errors } = form.formState;
  const hasError = formHasError(form.formState, summary);

  const submit = form.handleSubmit(async (values: InviteStep1Values) => {
    const { userId, inviteToken, context } = getInvite();
    if (!userId || !inviteToken) return;
    setSummary([]);
    setBusy(true);
    track('Invite Step 1 Submitted', { userId });
    const result = await updateInviteRegistration(userId, inviteToken, {
      parent: {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phoneCountryCode: values.countryCode,
        phoneNumber: values.phoneNumber,
        userId,
      },
      address: null,
      sections: ['PARENT'],
      segmentAnonymousId: getAnonymousId(),
      segmentIdentify: segmentIdentify(),
    });
    setBusy(false);
    if (result.ok) {
      track('Invite Step 1 Succeeded', { userId });
      const facts = {
        ...(context ?? { requireCredentials: true, userCreatedByPro: false }),
        isSubscriptionCurrent: result.data.isSubscriptionCurrent,
        billingAddressComplete: result.data.billingAddressComplete,
      };
      updateInvite({
        contactValues: { ...values, country: context?.invitee.country ?? undefined },
        lastCompletedStep: Math.max(1, getInvite().lastCompletedStep),
        context: context ? { ...context, ...facts } : context,
      });
      // CONTRACTS#trust 5: a new address applies once it confirms the link mailed to it.
      if (result.data.emailConfirmationSent)
        showAlert(t('step1.emailConfirmSent', { email: values.email }), 'info');
      await onNext(step1Next(facts));
      return;
    }
    track('Invite Step 1 Failed', { userId, kind: result.kind, status: result.status ?? null });
    const decision = step1Failure(result);
    if (decision.kind === 'login') {
      leaveApp(getConfig()?.urls.login ?? DEFAULT_LOGIN);
    } else if (decision.kind === 'redirect') {
      go(decision.to);
    } else if (decision.kind === 'reset') {
      // spec §8: start the step again from what the invite holds, not from stale answers.
      updateInvite({ contactValues: null, selectedPackage: null, lastCompletedStep: 0, context: null });
      showAlert(t('step1.sessionReset'));
      go(ROUTES.inviteStep1, { replace: true });
    } else if (decision.kind === 'fields') {
      setSummary(applyServerErrors(result.fieldErrors, FIELDS));
    } else {
      setSummary([t('common:genericErrorMessage')]);
    }
  });

  return (
    <section className="j-card j-inv-form">
      <PageHeading title={t('step1.title')} hasError={hasError} errorPrefix={t('common:errorPrefix')}>
        {t('step1.title')}
      </PageHeading>
      <p className="j-lead">{t('step1.lead')}</p>
      <FormErrorSummary formState={form.formState} messages={summary} />
      <form method="post" noValidate onSubmit={submit}>
        <div className="j-row">
          <TextField
            label={t('step1.firstName')}
            autoComplete="given-name"
            error={errors.firstName}
            {...form.register('firstName')}
          />
          <TextField
            label={t('step1.lastName')}
            autoComplete="family-name"
            error={errors.lastName}
            {...form.register('lastName')}
          />
        </div>
        <EmailField
          label={t('step1.email')}
          autoComplete="email"
          form={form}
          error={errors.email}
          {...form.register('email')}
        />
        <div className="j-row j-inv-phone">
          <SelectField
            label={t('step1.countryCode')}
            options={codes}
            autoComplete="tel-country-code"
            error={errors.countryCode}
            {...form.register('countryCode')}
          />
          <TextField
            label={t('step1.phoneNumber')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            error={errors.phoneNumber}
            {...phoneInput(form.register('phoneNumber'), {
              selected: () => form.getValues('countryCode'),
              onPastedCode: (code) => form.setValue('countryCode', code),
              offers: (code) => codes.some((c) => c.value === code),
            })}
          />
        </div>
        <ActionRow
          back={{ label: t('back'), onClick: () => go(ROUTES.invite) }}
          next={{ label: t('continue'), busy }}
        />
      </form>
    </section>
  );
}
