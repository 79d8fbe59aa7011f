import { startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { track } from '@join/analytics';
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
import {
  ActionRow,
  applyServerErrors,
  EmailField,
  FormErrorSummary,
  formHasError,
  PageHeading,
  phoneInput,
  SelectField,
  TextField,
  useErrorText,
  useLazySchemaForm,
  whenStill,
} from '@join/ui';
import { countryForCallingCode } from '../flow/phone-countries';
import { formFieldFor } from '../flow/registration-payload';
import { initialStepOne, PARENT_REFERRALS, type StepOneForm } from '../flow/step1-defaults';
import { isSessionExpired } from '../flow/step-rules';
import { failureAction } from '../shared/handle-failure';
import { segmentFields } from '../shared/segment';
import { StepsNav } from '../shared/steps-nav';
import { useDraft } from '../shared/use-draft';
import { useExpireSession } from '../shared/use-expire-session';
import { CallingCodeSelect, CountrySelect } from '../shared/phone-country-selects';
import { ROUTES } from '@join/routes';
import { usePrefilledName, useTimezoneOptions } from './step1-form-effects';
import { FinishLater } from '@join/finish-later';

// spec §2 /step1, §3 Parent sign-up values, §5 Parent step 1. The schema, the API client and the
// timezone lists (asked of the API, step1-form-effects.ts) are separate chunks, fetched when the
// visitor starts on the form.
const loadSchema = () => import('./step1-schema').then((m) => m.stepOneSchema);
const loadSender = () => import('./send-step1');

const COUNTRY_REDIRECTS = ['GB', 'AU', 'NZ'];

export function StepOne() {
  const { t } = useTranslation('parent');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const expire = useExpireSession();
  const visitorCountry = useVisitorCountry();
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const [started, setStarted] = useState(false);
  const [redirectedTo, setRedirectedTo] = useState<string | null>(null);
  const [defaults] = useState(() => {
    const state = getRegistration();
    return initialStepOne(
      state.stepOneValues,
      state.drafts.step1 as Partial<StepOneForm> | undefined,
      visitorCountry,
    );
  });
  const { form, preload } = useLazySchemaForm<StepOneForm>(loadSchema, { defaultValues: defaults });
  useDraft(form, 'step1');
  const { register, formState, setValue, getValues } = form;
  const { errors, isSubmitting } = formState;
  const country = useWatch({ control: form.control, name: 'country' }) ?? '';
  const referral = useWatch({ control: form.control, name: 'referral' });
  const timezone = useWatch({ control: form.control, name: 'timezone' }) ?? '';

  usePrefilledName(form);

  // Country names are texts (the same on the server and in the browser, so the page hydrates);
  // the long lists are built by their own selects (phone-country-selects.tsx).
  const referrals = PARENT_REFERRALS.map((value) => ({ value, label: t(`step1.referrals.${value}`) }));

  const timezones = useTimezoneOptions(form, country, started);

  // What the form needs before it is sent (zod, the schema, the API client, the timezone list)
  // is fetched and evaluated once the visitor who started on the form is still for a moment, not
  // on the focus itself: evaluated between keystrokes, it holds the next one back (INP). A select needs
  // its list now; the resolver and the sender still load on submit if the visitor never paused.
  const warming = useRef<ReturnType<typeof whenStill> | null>(null);
  useEffect(() => () => warming.current?.cancel(), []);
  const warm = () => {
    // A transition: the form's render for the timezone list yields to keys typed meanwhile.
    startTransition(() => setStarted(true));
    preload();
    void loadSender();
  };
  const warmer = () => (warming.current ??= whenStill(warm));
  const start = (event: { target: EventTarget | null }) => {
    const armed = warmer();
    if (event.target instanceof HTMLSelectElement) armed.now();
  };

  const onCodeChange = (code: string) => {
    // The country follows the phone's calling code unless it already matches it.
    const current = getValues('country');
    const next = countryForCallingCode(code, current || visitorCountry);
    if (next && next !== current) setValue('country', next);
    if (next) setVisitorCountry(next);
    // spec §8 country-code redirects: a GB, AU or NZ phone moves the visitor to that market
    // (its currency and support line), so say so rather than change the country silently.
    setRedirectedTo(next && next !== current && COUNTRY_REDIRECTS.includes(next) ? next : null);
  };

  /** Saves the step; on success goes on to /step2, or stays for a finish-later link. */
  const save = async (values: StepOneForm, next: 'step2' | 'stay'): Promise<boolean> => {
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
    const { sendStepOne } = await loadSender();
    const result = await sendStepOne(one, getRegistration(), segmentFields());
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
      if (next === 'step2') navigate(ROUTES.step2);
      return true;
    }
    track('Step 1 Failed', { reason: result.kind });
    const action = failureAction(result);
    if (action.kind === 'expired') {
      expire({ stay: true, stepOneDraft: getValues() });
    } else if (action.kind === 'duplicate') {
      navigate(ROUTES.duplicate, {
        state: { firstName: one.firstName, lastName: one.lastName, email: one.email },
      });
    } else if (action.kind === 'fields') {
      setServerMessages(
        applyServerErrors(form, action.errors, (f) => formFieldFor(f, 1)).map(
          (text) => errorText({ type: 'server', message: text }) ?? text,
        ),
      );
    } else {
      showAlert(t('common:genericErrorMessage'));
    }
    return false;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    await save(values, 'step2');
  });

  // Finish later from /step1: there is a registration to reopen only once the step is saved, so
  // the link is asked after the form is checked and saved, as Continue would, without leaving.
  const saveForLink = () =>
    new Promise<boolean>((resolve) => {
      warmer().now();
      void form.handleSubmit(
        async (values) => resolve(await save(values, 'stay')),
        () => resolve(false),
      )();
    });

  const hasError = formHasError(formState, serverMessages);
  return (
    <section className="j-card ps-card">
      <StepsNav current={1} />
      <PageHeading title={t('step1.title')} hasError={hasError} errorPrefix={t('common:errorPrefix')}>
        {t('step1.title')}
      </PageHeading>
      <p className="j-lead">{t('step1.lead')}</p>
      <FormErrorSummary formState={formState} messages={serverMessages} />
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        onFocus={start}
        onPointerDown={start}
        aria-busy={isSubmitting || undefined}
      >
        <div className="j-row">
          <TextField
            label={t('step1.firstName')}
            autoComplete="given-name"
            maxLength={40}
            error={errors.firstName}
            {...register('firstName')}
          />
          <TextField
            label={t('step1.lastName')}
            autoComplete="family-name"
            maxLength={40}
            error={errors.lastName}
            {...register('lastName')}
          />
        </div>
        <EmailField
          label={t('step1.email')}
          autoComplete="email"
          form={form}
          error={errors.email}
          {...register('email')}
        />
        <div className="ps-phone">
          <CallingCodeSelect
            label={t('step1.countryCode')}
            autoComplete="tel-country-code"
            // The server's HTML names the selection too (it shows before the page is live).
            defaultValue={defaults.countryCode}
            error={errors.countryCode}
            {...register('countryCode', { onChange: (e) => onCodeChange(e.target.value) })}
          />
          <TextField
            label={t('step1.phoneNumber')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            error={errors.phoneNumber}
            {...phoneInput(register('phoneNumber'), {
              selected: () => getValues('countryCode'),
              onPastedCode: (code) => {
                setValue('countryCode', code);
                onCodeChange(code);
              },
            })}
          />
        </div>
        {redirectedTo && (
          <p className="ps-note" role="status">
            {t(`step1.countryRedirect.${redirectedTo}`)}
          </p>
        )}
        <div className="j-row">
          <CountrySelect
            label={t('step1.country')}
            autoComplete="country"
            placeholder={t('step1.countryPlaceholder')}
            defaultValue={defaults.country}
            error={errors.country}
            {...register('country', { onChange: (e) => setVisitorCountry(e.target.value) })}
          />
          {/* Controlled: the options arrive after the value (the timezone data loads on demand). */}
          <SelectField
            label={t('step1.timezone')}
            options={timezones.length || !timezone ? timezones : [{ value: timezone, label: timezone }]}
            placeholder={t('step1.timezonePlaceholder')}
            error={errors.timezone}
            {...register('timezone')}
            value={timezone}
          />
        </div>
        <SelectField
          label={t('step1.referral')}
          options={referrals}
          placeholder={t('step1.referralPlaceholder')}
          error={errors.referral}
          {...register('referral')}
        />
        {referral === 'OTHER' && (
          <TextField
            label={t('step1.referralOther')}
            maxLength={200}
            error={errors.referralOther}
            {...register('referralOther')}
          />
        )}
        <ActionRow className="ps-actions" next={{ label: t('step1.submit'), busy: isSubmitting }}>
          {/* No way back from the first step: the empty start keeps the button on the right. */}
          <span />
        </ActionRow>
      </form>
      <FinishLater step="step1" prepare={saveForLink} />
    </section>
  );
}
