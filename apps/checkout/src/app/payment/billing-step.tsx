// spec §2 Billing information step, §4 Billing field changes (country clears region and
// timezone, region clears timezone, a single timezone is auto-selected, US and CA timezones
// follow the region) and §5 Billing.
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { applyCascade, BillingAddressFields } from '@join/billing-address';
import { afterRegionChange } from '@join/domain';
import { billingSchema, type BillingValues } from '@join/schemas';
import { ActionRow, FormErrorSummary, ReadOnlyField, useZodForm } from '@join/ui';
import { getConfig, getPayment, updatePayment, type BillingDetails } from '@join/state';
import { AddressAutocomplete } from '../maps/address-autocomplete';
import { mapsAdapterFor } from '../maps/maps-adapter';
import type { Payer } from './checkout-context';

export interface BillingStepProps {
  payer: Payer;
  continueLabel: string;
  backLabel: string;
  onBack: () => void;
  onSubmit: (billing: BillingDetails) => Promise<void>;
  /** The step's general error (spec §8 Billing), shown above the form. */
  stepError?: string | null;
}

/** The form's first values: what the visitor typed and has not sent (CONTRACTS#a-sign-up-people-finish 7: kept
 *  over a reload or a trip to another view), else the saved billing, else the parent's address. */
export function billingDefaults(
  payer: Payer,
  saved: BillingDetails | null,
  draft: Partial<BillingDetails> | null = null,
): BillingDetails {
  const pick = (field: Exclude<keyof BillingDetails, 'firstName' | 'lastName' | 'email'>) =>
    draft?.[field] ?? saved?.[field] ?? payer[field] ?? '';
  return {
    firstName: payer.firstName,
    lastName: payer.lastName,
    email: payer.email,
    billingAddress: pick('billingAddress'),
    billingAddress2: pick('billingAddress2'),
    city: pick('city'),
    country: pick('country'),
    region: pick('region'),
    postalCode: pick('postalCode'),
    timezone: pick('timezone'),
  };
}

export function BillingStep({
  payer,
  continueLabel,
  backLabel,
  onBack,
  onSubmit,
  stepError,
}: BillingStepProps) {
  const { t, i18n } = useTranslation('checkout');
  const form = useZodForm(billingSchema, {
    defaultValues: billingDefaults(payer, getPayment().billing, getPayment().billingDraft),
  });
  const { register, watch, setValue, handleSubmit, formState } = form;
  // What is typed goes to the tab's store as it is typed, so nothing here is lost by leaving.
  useEffect(() => {
    const subscription = watch((values) =>
      updatePayment({ billingDraft: values as Partial<BillingDetails> }),
    );
    return () => subscription.unsubscribe();
  }, [watch]);
  const errors = formState.errors;
  const address = watch('billingAddress') ?? '';
  const maps = useMemo(
    () => mapsAdapterFor(getConfig() as { mapsApiKey?: string } | null, { language: () => i18n.language }),
    [i18n],
  );

  const submit = handleSubmit(async (values: BillingValues) => {
    await onSubmit({ ...values, billingAddress2: values.billingAddress2 || undefined });
  });

  return (
    <section className="co-step" aria-labelledby="co-billing-title">
      <h2 id="co-billing-title" className="co-h2" tabIndex={-1}>
        {t('payment.billingHeading')}
      </h2>
      {stepError && (
        <p className="j-error-summary" role="alert">
          {stepError}
        </p>
      )}
      <FormErrorSummary formState={formState} />
      <form method="post" onSubmit={submit} noValidate>
        <div className="j-row">
          <ReadOnlyField
            label={t('payment.firstName')}
            {...register('firstName')}
            autoComplete="given-name"
          />
          <ReadOnlyField label={t('payment.lastName')} {...register('lastName')} autoComplete="family-name" />
        </div>
        <ReadOnlyField label={t('payment.email')} {...register('email')} autoComplete="email" />
        <BillingAddressFields
          form={form}
          autoCompleteSection="billing"
          regionClassName="co-regions"
          labels={{
            address: t('payment.billingAddress'),
            address2: t('payment.billingAddress2'),
            city: t('payment.city'),
            country: t('payment.country'),
            selectCountry: t('payment.selectCountry'),
            state: t('payment.state'),
            selectState: t('payment.selectState'),
            regionList: t('payment.region'),
            selectRegion: t('payment.province'),
            regionText: t('payment.region'),
            postalCode: t('payment.postalCode'),
            timezone: t('payment.timezone'),
            selectTimezone: t('payment.selectTimezone'),
          }}
          addressLine1={
            <AddressAutocomplete
              label={t('payment.billingAddress')}
              maps={maps}
              query={address}
              error={errors.billingAddress}
              {...register('billingAddress')}
              onPick={(place) => {
                setValue('billingAddress', place.billingAddress, { shouldValidate: true });
                setValue('city', place.city, { shouldValidate: true });
                setValue('postalCode', place.postalCode, { shouldValidate: true });
                // spec §4 Billing field changes, the one cascade of @join/domain.
                applyCascade(form, afterRegionChange(place.country, place.region), true);
              }}
            />
          }
        />
        <ActionRow
          back={{ label: backLabel, onClick: onBack, variant: 'link' }}
          next={{ label: continueLabel, busy: formState.isSubmitting }}
        />
      </form>
    </section>
  );
}
