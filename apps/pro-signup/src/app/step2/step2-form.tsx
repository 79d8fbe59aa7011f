// spec §2 Professional sign-up step 2 and §5 Professional step 2: the practice, its address,
// timezone and the professional's roles. spec §4: a country change clears timezone, region and
// roles; US and Canadian timezones depend on the region; a lone timezone is chosen for them.
import { useEffect, useRef } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { proStep2Schema, proStep2Shape } from '@join/schemas';
import { ActionRow, SelectField, Spinner, TextField, useErrorText, useZodForm } from '@join/ui';
import type { FormStep } from '../flow/pro-wizard';
import { timezoneAfterReload, timezoneQuery } from '@join/domain';
import { practiceAfterCountryChange } from '../flow/practice-location';
import { useLookup, useRegions, useTimezones } from '../lookups/use-lookup';
import { StepFrame } from '../shared/step-frame';
import { useStepValidator } from '../shared/use-step-validator';
import { RolesField } from './roles-field';

const STEP_FIELDS = Object.keys(proStep2Shape);

import { EMPTY_STEP_TWO, type StepTwoInput } from './step2-defaults';

export { EMPTY_STEP_TWO, type StepTwoInput };

export interface StepTwoFormProps {
  defaults: Partial<StepTwoInput>;
  passed: number;
  onPassed: (values: StepTwoInput) => void;
  onBack: (draft: StepTwoInput) => void;
  /** The values on screen go along, so nothing typed is lost when moving away. */
  onStepClick: (step: FormStep, draft: StepTwoInput) => void;
}

export function StepTwoForm({ defaults, passed, onPassed, onBack, onStepClick }: StepTwoFormProps) {
  const { t } = useTranslation('pro');
  const errorText = useErrorText();
  const form = useZodForm(proStep2Schema, { defaultValues: { ...EMPTY_STEP_TWO, ...defaults } });
  const { register, handleSubmit, watch, setValue, getValues, formState, control } = form;
  const { errors } = formState;
  const { validate, checking } = useStepValidator(2, form, STEP_FIELDS);
  const roles = useController({ name: 'roles', control });

  const country = watch('country');
  const region = watch('region');
  const countries = useLookup('countries');
  const roleOptions = useLookup('professional-roles');
  const regions = useRegions(country);
  const tzQuery = timezoneQuery(country, region);
  const timezones = useTimezones(tzQuery);

  // Selects are uncontrolled, so they are drawn once the lists for the saved choices exist.
  const shown = useRef(false);
  if (!shown.current && ![countries, roleOptions, regions, timezones].some((list) => list.loading))
    shown.current = true;

  useEffect(() => {
    if (timezones.loading) return;
    const next = timezoneAfterReload(getValues('timezone'), timezones.options);
    if (next !== getValues('timezone')) setValue('timezone', next, { shouldValidate: next !== '' });
  }, [timezones.loading, timezones.options, getValues, setValue]);

  const onCountryChange = (next: string) => {
    const cleared = practiceAfterCountryChange(getValues(), next);
    setValue('region', cleared.region);
    setValue('timezone', cleared.timezone);
    setValue('roles', cleared.roles);
  };

  const submit = handleSubmit(async () => {
    const values = getValues() as StepTwoInput;
    if (await validate({ ...values, addressLine2: values.addressLine2 ?? '' })) onPassed(values);
  });

  const us = country === 'US';
  return (
    <StepFrame
      step={2}
      passed={passed}
      onStepClick={(step) => onStepClick(step, getValues() as StepTwoInput)}
      heading={t('step2.heading')}
      lead={t('step2.lead')}
      formState={formState}
    >
      {!shown.current ? (
        <Spinner label={t('common:loading')} />
      ) : (
        <form method="post" noValidate onSubmit={submit}>
          <TextField
            label={t('step2.practiceName')}
            error={errors.practiceName}
            autoComplete="organization"
            {...register('practiceName')}
          />
          <TextField
            label={t('step2.addressLine1')}
            error={errors.addressLine1}
            autoComplete="address-line1"
            {...register('addressLine1')}
          />
          <TextField
            label={t('step2.addressLine2')}
            error={errors.addressLine2}
            autoComplete="address-line2"
            {...register('addressLine2')}
          />
          <div className="j-row">
            <SelectField
              label={t('step2.country')}
              options={countries.options}
              error={errors.country}
              autoComplete="country"
              {...register('country', { onChange: (event) => onCountryChange(event.target.value) })}
            />
            <TextField
              label={t('step2.city')}
              error={errors.city}
              autoComplete="address-level2"
              {...register('city')}
            />
          </div>
          <div className="j-row">
            <SelectField
              label={us ? t('step2.regionUS') : t('step2.region')}
              placeholder={t('select')}
              options={regions.options}
              error={errors.region}
              autoComplete="address-level1"
              {...register('region')}
            />
            <TextField
              label={us ? t('step2.postalCodeUS') : t('step2.postalCode')}
              error={errors.postalCode}
              autoComplete="postal-code"
              {...register('postalCode')}
            />
          </div>
          <SelectField
            label={t('step2.timezone')}
            placeholder={tzQuery ? t('select') : t('step2.timezoneNeedsRegion')}
            options={timezones.options}
            error={errors.timezone}
            aria-busy={timezones.loading || undefined}
            {...register('timezone')}
          />
          <RolesField
            legend={t('step2.roles')}
            hint={t('step2.rolesHint')}
            options={roleOptions.options}
            value={roles.field.value ?? []}
            onChange={roles.field.onChange}
            onBlur={roles.field.onBlur}
            firstRef={roles.field.ref}
            error={errorText(errors.roles as never)}
          />
          <ActionRow
            className="pro-actions"
            back={{ label: t('actions.back'), onClick: () => onBack(getValues() as StepTwoInput) }}
            next={{ label: t('actions.continue'), busy: checking }}
          />
        </form>
      )}
    </StepFrame>
  );
}
