// spec §5 Billing, §4 Billing field changes: the address part of every billing form (the
// checkout's billing step, /invite/billing-info). Each flow names the fields in its own words.
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { afterCountryChange, afterRegionChange, hasRegionList, regionKind } from '@join/domain';
import { SelectField, TextField } from '@join/ui';
import { useBillingCascade, type BillingForm } from './use-billing-cascade';

export interface BillingAddressLabels {
  address: string;
  address2: string;
  city: string;
  country: string;
  /** The country list's empty choice, if it has one. */
  selectCountry?: string;
  state: string;
  selectState: string;
  /** A non-state region list (provinces, counties...), its empty choice, and the free-text region. */
  regionList: string;
  selectRegion: string;
  regionText: string;
  postalCode: string;
  timezone: string;
  selectTimezone: string;
}

export interface BillingAddressFieldsProps {
  form: BillingForm;
  labels: BillingAddressLabels;
  /** 'billing' marks the autocomplete tokens as the billing address (the checkout's payment form). */
  autoCompleteSection?: 'billing';
  /** The first address line when the page brings its own (the checkout's address search). */
  addressLine1?: ReactNode;
  regionClassName?: string;
}

export function BillingAddressFields({
  form,
  labels,
  autoCompleteSection,
  addressLine1,
  regionClassName,
}: BillingAddressFieldsProps) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  const { country, countries, regions, timezones, setCascade } = useBillingCascade(form);
  const auto = (token: string) => (autoCompleteSection ? `${autoCompleteSection} ${token}` : token);
  const isState = regionKind(country) === 'state';
  return (
    <>
      {addressLine1 ?? (
        <TextField
          label={labels.address}
          autoComplete={auto('address-line1')}
          error={errors.billingAddress}
          {...register('billingAddress')}
        />
      )}
      <TextField
        label={labels.address2}
        autoComplete={auto('address-line2')}
        error={errors.billingAddress2}
        {...register('billingAddress2')}
      />
      <div className="j-row">
        <TextField
          label={labels.city}
          autoComplete={auto('address-level2')}
          error={errors.city}
          {...register('city')}
        />
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <SelectField
              label={labels.country}
              options={countries}
              placeholder={labels.selectCountry}
              autoComplete={auto('country')}
              error={errors.country}
              {...field}
              onChange={(e) => {
                field.onChange(e.target.value);
                setCascade(afterCountryChange(e.target.value));
              }}
            />
          )}
        />
      </div>
      <div className="j-row">
        {hasRegionList(country) ? (
          <Controller
            control={control}
            name="region"
            render={({ field }) => (
              <SelectField
                label={isState ? labels.state : labels.regionList}
                options={regions}
                placeholder={isState ? labels.selectState : labels.selectRegion}
                autoComplete={auto('address-level1')}
                className={regionClassName}
                error={errors.region}
                {...field}
                onChange={(e) => {
                  field.onChange(e.target.value);
                  setCascade(afterRegionChange(country, e.target.value));
                }}
              />
            )}
          />
        ) : (
          <TextField
            label={labels.regionText}
            autoComplete={auto('address-level1')}
            error={errors.region}
            {...register('region')}
          />
        )}
        <TextField
          label={labels.postalCode}
          autoComplete={auto('postal-code')}
          error={errors.postalCode}
          {...register('postalCode')}
        />
      </div>
      <SelectField
        label={labels.timezone}
        options={timezones}
        placeholder={labels.selectTimezone}
        error={errors.timezone}
        {...register('timezone')}
      />
    </>
  );
}
