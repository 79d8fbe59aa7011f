// spec §2 /invite/billing-info (a paid subscription with an incomplete address), §4 Billing
// field changes and §5 Billing (the address fieldset of @join/billing-address), §7 invited-parent
// registration update.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateInviteRegistration } from '@join/api-client';
import { getAnonymousId, segmentIdentify, track } from '@join/analytics';
import { BillingAddressFields } from '@join/billing-address';
import { DEFAULT_COUNTRY } from '@join/domain';
import { addressBody, billingSchema, type BillingValues } from '@join/schemas';
import { getConfig, getInvite, updateInvite } from '@join/state';
import { leaveApp } from '../shared/leave-app';
import { DEFAULT_LOGIN } from '../shared/use-invite-context';
import {
  ActionRow,
  FormErrorSummary,
  formHasError,
  PageHeading,
  ReadOnlyField,
  useServerErrors,
  useZodForm,
} from '@join/ui';
import { billingInfoGuard, step1Failure, step1Next } from '../flow/invite-rules';
import { useInviteGuard } from '../shared/use-invite-guard';
import { useInviteNavigate } from '../shared/use-invite-navigate';
import { useInvitePage } from '../shared/screen-analytics';
import { ROUTES } from '@join/routes';

const FIELDS = [
  'billingAddress',
  'billingAddress2',
  'city',
  'country',
  'region',
  'postalCode',
  'timezone',
] as const;
const SERVER_FIELDS = { line1: 'billingAddress', line2: 'billingAddress2', timeZone: 'timezone' } as const;

export function BillingInfoPage() {
  const redirecting = useInviteGuard(billingInfoGuard);
  if (redirecting) return null;
  return <BillingInfoScreen />;
}

function BillingInfoScreen() {
  const { t } = useTranslation('invite');
  useInvitePage(ROUTES.inviteBillingInfo);
  const { go, goPastPayment } = useInviteNavigate();
  const defaults = useMemo(() => {
    const { contactValues, context } = getInvite();
    return {
      firstName: contactValues?.firstName ?? context?.invitee.firstName ?? '',
      lastName: contactValues?.lastName ?? context?.invitee.lastName ?? '',
      email: contactValues?.email ?? context?.invitee.email ?? '',
      billingAddress: '',
      billingAddress2: '',
      city: '',
      country: contactValues?.country ?? context?.invitee.country ?? DEFAULT_COUNTRY,
      region: '',
      postalCode: '',
      timezone: contactValues?.timezone ?? '',
    };
  }, []);
  const form = useZodForm(billingSchema, { defaultValues: defaults });
  const applyServerErrors = useServerErrors(form, SERVER_FIELDS);
  const [summary, setSummary] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values: BillingValues) => {
    const { userId, inviteToken, contactValues, context } = getInvite();
    if (!userId || !inviteToken || !contactValues) return;
    setSummary([]);
    setBusy(true);
    track('Invite Billing Info Submitted', { userId });
    const result = await updateInviteRegistration(userId, inviteToken, {
      parent: {
        firstName: contactValues.firstName,
        lastName: contactValues.lastName,
        email: contactValues.email,
        phoneCountryCode: contactValues.countryCode,
        phoneNumber: contactValues.phoneNumber,
        timeZone: values.timezone,
        userId,
      },
      address: addressBody(values),
      sections: ['PARENT', 'ADDRESS'],
      segmentAnonymousId: getAnonymousId(),
      segmentIdentify: segmentIdentify(),
    });
    setBusy(false);
    if (result.ok && result.data.billingAddressComplete) {
      track('Invite Billing Info Succeeded', { userId });
      const facts = { ...(context ?? { requireCredentials: true, userCreatedByPro: false }), ...result.data };
      updateInvite({
        contactValues: { ...contactValues, country: values.country, timezone: values.timezone },
        context: context
          ? { ...context, isSubscriptionCurrent: facts.isSubscriptionCurrent, billingAddressComplete: true }
          : context,
      });
      await goPastPayment(step1Next(facts));
      return;
    }
    track('Invite Billing Info Failed', { userId, kind: result.ok ? 'incomplete' : result.kind });
    if (result.ok) {
      setSummary([t('billingInfo.unexpected')]);
      return;
    }
    const decision = step1Failure(result);
    if (decision.kind === 'login') leaveApp(getConfig()?.urls.login ?? DEFAULT_LOGIN);
    else if (decision.kind === 'redirect') go(decision.to);
    else if (decision.kind === 'reset') {
      updateInvite({ contactValues: null, selectedPackage: null, lastCompletedStep: 0, context: null });
      go(ROUTES.inviteStep1, { replace: true });
    } else if (decision.kind === 'fields') setSummary(applyServerErrors(result.fieldErrors, FIELDS));
    else setSummary([t('billingInfo.unexpected')]);
  });

  const hasError = formHasError(form.formState, summary);
  return (
    <section className="j-card j-inv-form">
      <PageHeading title={t('billingInfo.title')} hasError={hasError} errorPrefix={t('common:errorPrefix')}>
        {t('billingInfo.title')}
      </PageHeading>
      <p className="j-lead">{t('billingInfo.lead')}</p>
      <FormErrorSummary formState={form.formState} messages={summary} />
      <form method="post" noValidate onSubmit={submit}>
        <div className="j-row">
          <ReadOnlyField
            label={t('step1.firstName')}
            autoComplete="given-name"
            error={errors.firstName}
            {...form.register('firstName')}
          />
          <ReadOnlyField
            label={t('step1.lastName')}
            autoComplete="family-name"
            error={errors.lastName}
            {...form.register('lastName')}
          />
        </div>
        <ReadOnlyField
          label={t('step1.email')}
          autoComplete="email"
          error={errors.email}
          {...form.register('email')}
        />
        <BillingAddressFields
          form={form}
          labels={{
            address: t('billingInfo.address'),
            address2: t('billingInfo.address2'),
            city: t('billingInfo.city'),
            country: t('billingInfo.country'),
            state: t('billingInfo.state'),
            selectState: t('billingInfo.selectState'),
            regionList: t('billingInfo.province'),
            selectRegion: t('billingInfo.selectProvince'),
            regionText: t('billingInfo.province'),
            postalCode: t('billingInfo.postalCode'),
            timezone: t('billingInfo.timezone'),
            selectTimezone: t('billingInfo.selectTimezone'),
          }}
        />
        <ActionRow
          back={{ label: t('back'), onClick: () => go(ROUTES.inviteStep1) }}
          next={{ label: t('continue'), busy }}
        />
      </form>
    </section>
  );
}
