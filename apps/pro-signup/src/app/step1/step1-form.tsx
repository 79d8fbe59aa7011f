// spec §2 Professional sign-up step 1 and §5 Professional step 1: who the professional is, how
// to reach them and how they heard about us, with referral details only for the answers that
// ask for them.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HEAR_ABOUT_US } from '@join/domain';
import {
  ActionRow,
  EmailField,
  phoneInput,
  SelectField,
  Spinner,
  TextField,
  useLazySchemaForm,
} from '@join/ui';
import { stepOnePayload, type FieldMessage, type Step1Input } from '../flow/pro-payload';
import { useLookup } from '../lookups/use-lookup';
import { useStepValidator } from '../shared/use-step-validator';
import { StepFrame } from '../shared/step-frame';
import type { FormStep } from '../flow/pro-wizard';

const [BENCH_OFFICER, COLLEAGUE, , , , OTHER] = HEAR_ABOUT_US;

export type StepOneInput = Step1Input;

export interface StepOneFormProps {
  defaults: StepOneInput;
  /** Create's message for an email already registered. */
  emailRefusal?: FieldMessage | null;
  passed: number;
  onPassed: (values: StepOneInput) => void;
  /** The values on screen go along, so nothing typed is lost when moving away. */
  onStepClick: (step: FormStep, draft: StepOneInput) => void;
}

export const EMPTY_STEP_ONE: StepOneInput = {
  title: '',
  firstName: '',
  lastName: '',
  credentials: '',
  email: '',
  phoneCountryCode: '+1',
  phoneNumber: '',
  phoneExtension: '',
  hearAboutUs: '',
  referralBenchOfficerName: '',
  referralBenchOfficerPosition: '',
  referralColleagueName: '',
  referralColleagueRole: '',
  referralOtherExplanation: '',
};

/** The step's fields, as the server's validator names them (the schema's shape has the same keys; a test checks it). */
const STEP_FIELDS = Object.keys(EMPTY_STEP_ONE);
const loadSchema = () => import('./step1-schema.chunk').then((m) => m.proStep1Schema);

export function StepOneForm({ defaults, emailRefusal, passed, onPassed, onStepClick }: StepOneFormProps) {
  const { t } = useTranslation('pro');
  const { form, preload } = useLazySchemaForm<StepOneInput>(loadSchema, {
    defaultValues: { ...EMPTY_STEP_ONE, ...defaults },
  });
  const { register, handleSubmit, watch, getValues, setValue, formState } = form;
  const { errors } = formState;
  const { validate, checking } = useStepValidator(1, form, STEP_FIELDS);
  const titles = useLookup('titles');
  const codes = useLookup('country-codes');
  const referrals = useLookup('referrals');
  const positions = useLookup('bench-officers');
  const colleagues = useLookup('colleagues');
  const hearAboutUs = watch('hearAboutUs');
  // Selects are uncontrolled: draw them once their options exist so saved choices show.
  const loading = [titles, codes, referrals, positions, colleagues].some((list) => list.loading);

  useEffect(() => {
    if (emailRefusal)
      form.setError(
        'email',
        { type: emailRefusal.fromServer ? 'server' : 'validate', message: emailRefusal.message },
        { shouldFocus: true },
      );
  }, [emailRefusal, form]);

  const submit = handleSubmit(async () => {
    const values = getValues() as StepOneInput;
    if (await validate(stepOnePayload(values))) onPassed(values);
  });

  return (
    <StepFrame
      step={1}
      passed={passed}
      onStepClick={(step) => onStepClick(step, getValues() as StepOneInput)}
      heading={t('step1.heading')}
      lead={t('step1.lead')}
      formState={formState}
      extraError={!!errors.email && !!emailRefusal}
    >
      {loading ? (
        <Spinner label={t('common:loading')} />
      ) : (
        <form method="post" noValidate onSubmit={submit} onFocus={preload}>
          <div className="j-row pro-name">
            <SelectField
              label={t('step1.title')}
              placeholder={t('select')}
              options={titles.options}
              error={errors.title}
              autoComplete="honorific-prefix"
              {...register('title')}
            />
            <TextField
              label={t('step1.firstName')}
              error={errors.firstName}
              autoComplete="given-name"
              {...register('firstName')}
            />
            <TextField
              label={t('step1.lastName')}
              error={errors.lastName}
              autoComplete="family-name"
              {...register('lastName')}
            />
          </div>
          <TextField
            label={t('step1.credentials')}
            hint={t('step1.credentialsHint')}
            error={errors.credentials}
            autoComplete="honorific-suffix"
            {...register('credentials')}
          />
          <EmailField
            label={t('step1.email')}
            error={errors.email}
            autoComplete="email"
            form={form}
            {...register('email')}
          />
          <div className="j-row pro-phone">
            <SelectField
              label={t('step1.phoneCountryCode')}
              options={codes.options}
              placeholder={codes.options.length ? undefined : t('select')}
              error={errors.phoneCountryCode}
              autoComplete="tel-country-code"
              {...register('phoneCountryCode')}
            />
            <TextField
              label={t('step1.phoneNumber')}
              type="tel"
              inputMode="numeric"
              error={errors.phoneNumber}
              autoComplete="tel-national"
              {...phoneInput(register('phoneNumber'), {
                selected: () => getValues('phoneCountryCode') ?? '',
                onPastedCode: (code) => setValue('phoneCountryCode', code),
                // The wizard offers three codes (spec §3): another pasted code stays in the number.
                offers: (code) => codes.options.some((o) => o.value === code),
              })}
            />
            <TextField
              label={t('step1.phoneExtension')}
              type="tel"
              inputMode="numeric"
              error={errors.phoneExtension}
              autoComplete="tel-extension"
              {...register('phoneExtension')}
            />
          </div>
          <SelectField
            label={t('step1.hearAboutUs')}
            placeholder={t('select')}
            options={referrals.options}
            error={errors.hearAboutUs}
            {...register('hearAboutUs')}
          />
          {hearAboutUs === BENCH_OFFICER && (
            <div className="j-row">
              <TextField
                label={t('step1.benchOfficerName')}
                error={errors.referralBenchOfficerName}
                autoComplete="off"
                {...register('referralBenchOfficerName')}
              />
              <SelectField
                label={t('step1.benchOfficerPosition')}
                placeholder={t('select')}
                options={positions.options}
                error={errors.referralBenchOfficerPosition}
                {...register('referralBenchOfficerPosition')}
              />
            </div>
          )}
          {hearAboutUs === COLLEAGUE && (
            <div className="j-row">
              <TextField
                label={t('step1.colleagueName')}
                error={errors.referralColleagueName}
                autoComplete="off"
                {...register('referralColleagueName')}
              />
              <SelectField
                label={t('step1.colleagueRole')}
                placeholder={t('select')}
                options={colleagues.options}
                error={errors.referralColleagueRole}
                {...register('referralColleagueRole')}
              />
            </div>
          )}
          {hearAboutUs === OTHER && (
            <TextField
              label={t('step1.otherExplanation')}
              hint={t('step1.otherExplanationHint')}
              error={errors.referralOtherExplanation}
              autoComplete="off"
              {...register('referralOtherExplanation')}
            />
          )}
          <ActionRow className="pro-actions" next={{ label: t('actions.continue'), busy: checking }} />
        </form>
      )}
    </StepFrame>
  );
}
