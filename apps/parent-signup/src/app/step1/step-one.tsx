import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { createRegistration, updateRegistration as updateRegistrationCall } from '@join/api-client';
import { track } from '@join/analytics';
import { getCallingCodes, getCountries, getTimezones } from '@join/domain';
import { optionalText, parentStep1Schema } from '@join/schemas';
import {
  getRegistration,
  resetRegistration,
  saveDraft,
  setVisitorCountry,
  showAlert,
  updateRegistration,
  useVisitorCountry,
  type StepOneValues,
} from '@join/state';
import { Button, ErrorSummary, PageHeading, SelectField, TextField, useErrorText, useZodForm } from '@join/ui';
import { createBody, formFieldFor, stepOneUpdateBody } from '../flow/registration-payload';
import { countryForCallingCode, defaultTimezone, initialStepOne, PARENT_REFERRALS, type StepOneForm } from '../flow/step-one-defaults';
import { isSessionExpired } from '../flow/step-rules';
import { failureAction, serverErrorType, splitFieldErrors } from '../shared/handle-failure';
import { segmentFields } from '../shared/segment';
import { StepsNav } from '../shared/steps-nav';
import { digitsOnly } from '../shared/digits-only';
import { useDraft } from '../shared/use-draft';

// spec §2 /step1, §3 Parent sign-up values, §5 Parent step 1.
const stepOneSchema = parentStep1Schema.extend({ timezone: optionalText(), referralOther: z.string().trim().max(200).optional() });

const browserTimezone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

export function StepOne() {
  const { t, i18n } = useTranslation('parent');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const visitorCountry = useVisitorCountry();
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const [defaults] = useState(() => {
    const state = getRegistration();
    return initialStepOne(state.stepOneValues, state.drafts.step1 as Partial<StepOneForm> | undefined, visitorCountry, browserTimezone());
  });
  const form = useZodForm(stepOneSchema, { defaultValues: defaults });
  useDraft(form, 'step1');
  const { register, formState, setValue, setError, getValues } = form;
  const { errors, isSubmitting, submitCount } = formState;
  const country = useWatch({ control: form.control, name: 'country' }) ?? '';
  const referral = useWatch({ control: form.control, name: 'referral' });

  const countries = useMemo(() => getCountries(i18n.language).map((c) => ({ value: c.code, label: c.name })), [i18n.language]);
  const callingCodes = useMemo(() => getCallingCodes().map((code) => ({ value: code, label: code })), []);
  const timezones = useMemo(() => (country ? getTimezones(country).map((tz) => ({ value: tz.id, label: tz.label })) : []), [country]);
  const referrals = PARENT_REFERRALS.map((value) => ({ value, label: t(`step1.referrals.${value}`) }));

  const onCountryChange = (next: string) => {
    setVisitorCountry(next);
    const timezone = getValues('timezone');
    if (!timezone || !getTimezones(next).some((tz) => tz.id === timezone)) setValue('timezone', defaultTimezone(next, browserTimezone()));
  };
  // Registered where they render (below), so focus on a failed submit follows the page order.
  const onCodeChange = (code: string) => {
    // The country follows the phone's calling code unless it already matches it.
    const current = getValues('country');
    const next = countryForCallingCode(code, current || visitorCountry);
    if (next && next !== current) {
      setValue('country', next);
      onCountryChange(next);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerMessages([]);
    track('Step 1 Submitted');
    const one: StepOneValues = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      countryCode: values.countryCode,
      phoneNumber: values.phoneNumber,
      country: values.country ?? '',
      timezone: values.timezone ?? '',
      referral: values.referral || undefined,
      referralOther: values.referral === 'OTHER' ? values.referralOther || undefined : undefined,
    };
    // spec §2 /step1: the expired session is checked on submit too; a new registration starts.
    if (isSessionExpired(getRegistration().sessionExpiresAt)) {
      resetRegistration();
      saveDraft('step1', getValues());
    }
    const state = getRegistration();
    const segment = segmentFields();
    const opts = { referrerKey: state.referrerKey };
    const result =
      state.signupId && state.registrationKey
        ? await updateRegistrationCall(state.signupId, state.registrationKey, stepOneUpdateBody(one, state.parentDuplicateConfirmed, segment), opts)
        : await createRegistration(createBody(one, state.parentDuplicateConfirmed, segment), opts);
    if (result.ok) {
      updateRegistration({
        signupId: result.data.signupId,
        registrationKey: result.data.registrationKey,
        sessionExpiresAt: result.data.expiresAt,
        stepOneValues: one,
        lastCompletedStep: 1,
        drafts: { ...getRegistration().drafts, step1: undefined },
      });
      setVisitorCountry(one.country);
      track('Step 1 Succeeded', { signupId: result.data.signupId });
      navigate('/step2');
      return;
    }
    track('Step 1 Failed', { reason: result.kind });
    const action = failureAction(result);
    if (action.kind === 'expired') {
      resetRegistration();
      saveDraft('step1', getValues());
      showAlert(t('session.expired'), 'info');
    } else if (action.kind === 'duplicate') {
      navigate('/duplicate', { state: { firstName: one.firstName, lastName: one.lastName, email: one.email } });
    } else if (action.kind === 'fields') {
      const { onFields, rest } = splitFieldErrors(action.errors, (f) => formFieldFor(f, 1));
      onFields.forEach((e, i) => setError(e.name as keyof StepOneForm, { type: serverErrorType(e.text), message: e.text }, { shouldFocus: i === 0 }));
      setServerMessages(rest.map((text) => (serverErrorType(text) === 'validate' ? t(text) : text)));
    } else {
      showAlert(t('common:genericErrorMessage'));
    }
  });

  const hasError = submitCount > 0 && (Object.keys(errors).length > 0 || serverMessages.length > 0);
  return (
    <section className="j-card ps-card">
      <StepsNav current={1} />
      <PageHeading title={t('step1.title')} hasError={hasError} errorPrefix={t('common:errorPrefix')}>
        {t('step1.title')}
      </PageHeading>
      <p className="j-lead">{t('step1.lead')}</p>
      <ErrorSummary title={t('errors.summaryTitle')} messages={serverMessages} />
      <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
        <div className="j-row">
          <TextField label={t('step1.firstName')} autoComplete="given-name" maxLength={40} error={errorText(errors.firstName)} {...register('firstName')} />
          <TextField label={t('step1.lastName')} autoComplete="family-name" maxLength={40} error={errorText(errors.lastName)} {...register('lastName')} />
        </div>
        <TextField label={t('step1.email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} error={errorText(errors.email)} {...register('email')} />
        <div className="ps-phone">
          <SelectField label={t('step1.countryCode')} autoComplete="tel-country-code" options={callingCodes} error={errorText(errors.countryCode)} {...register('countryCode', { onChange: (e) => onCodeChange(e.target.value) })} />
          <TextField
            label={t('step1.phoneNumber')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={15}
            error={errorText(errors.phoneNumber)}
            {...digitsOnly(register('phoneNumber'))}
          />
        </div>
        <div className="j-row">
          <SelectField label={t('step1.country')} autoComplete="country" options={countries} placeholder={t('step1.countryPlaceholder')} error={errorText(errors.country)} {...register('country', { onChange: (e) => onCountryChange(e.target.value) })} />
          <SelectField label={t('step1.timezone')} options={timezones} placeholder={t('step1.timezonePlaceholder')} error={errorText(errors.timezone)} {...register('timezone')} />
        </div>
        <SelectField label={t('step1.referral')} options={referrals} placeholder={t('step1.referralPlaceholder')} error={errorText(errors.referral)} {...register('referral')} />
        {referral === 'OTHER' && <TextField label={t('step1.referralOther')} maxLength={200} error={errorText(errors.referralOther)} {...register('referralOther')} />}
        <div className="j-actions ps-actions">
          <span />
          <Button type="submit" busy={isSubmitting}>
            {t('step1.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
