// spec §4 Billing field changes on a billing form: the option lists of country, region and
// timezone, and the cascade of @join/domain (country clears region and timezone, region clears
// the timezone, a single timezone option is selected for the visitor).
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import {
  autoSelectedTimezone,
  getCountries,
  getRegions,
  getTimezones,
  type CascadeFields,
} from '@join/domain';
import type { BillingInput, BillingValues } from '@join/schemas';

export type BillingForm = UseFormReturn<BillingInput, any, BillingValues>;

export function useBillingCascade(form: BillingForm) {
  const { i18n } = useTranslation();
  const { watch, setValue, getValues } = form;
  const country = watch('country') ?? '';
  const region = watch('region') ?? '';
  const countries = useMemo(
    () => getCountries(i18n.language).map((c) => ({ value: c.code, label: c.name })),
    [i18n.language],
  );
  const regions = useMemo(
    () => getRegions(country).map((r) => ({ value: r.code, label: r.name })),
    [country],
  );
  const timezones = useMemo(
    () => getTimezones(country, region, i18n.language).map((z) => ({ value: z.id, label: z.label })),
    [country, region, i18n.language],
  );

  // spec §4: a single timezone option is selected for the visitor (also for the values the form opened with).
  useEffect(() => {
    const only = autoSelectedTimezone(getTimezones(country, region));
    if (only && getValues('timezone') !== only) setValue('timezone', only);
  }, [country, region, getValues, setValue]);

  const setCascade = (fields: CascadeFields, validate = false) => applyCascade(form, fields, validate);
  return { country, region, countries, regions, timezones, setCascade };
}

/** Puts a cascade's outcome in the form; `validate` re-checks country and region (a picked place). */
export function applyCascade(form: BillingForm, fields: CascadeFields, validate = false): void {
  form.setValue('country', fields.country, { shouldValidate: validate });
  form.setValue('region', fields.region, { shouldValidate: validate });
  form.setValue('timezone', fields.timezone, { shouldValidate: false });
}
