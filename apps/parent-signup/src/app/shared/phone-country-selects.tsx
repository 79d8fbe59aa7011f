// The selects that show the long lists of use-phone-countries.ts. Each list is built in the render
// of its own select, not in the page's: hydrating the server's /step1, React yields to the browser
// between components, and the page's render with both lists in it was one long task of the page's
// start (TBT, ARCHITECTURE.md Budgets). Both defer their lists (SelectField
// `deferList`): the page shows its selection until the visitor starts or the browser is idle, so
// each is given the field's default as `defaultValue`.
import { forwardRef } from 'react';
import { SelectField, type SelectFieldProps } from '@join/ui';
import { useCallingCodeOptions, useCountryOptions } from './use-phone-countries';

type ListSelectProps = Omit<SelectFieldProps, 'options'>;

export const CallingCodeSelect = forwardRef<HTMLSelectElement, ListSelectProps>(
  function CallingCodeSelect(props, ref) {
    return <SelectField {...props} ref={ref} options={useCallingCodeOptions()} deferList />;
  },
);

export const CountrySelect = forwardRef<HTMLSelectElement, ListSelectProps>(
  function CountrySelect(props, ref) {
    return <SelectField {...props} ref={ref} options={useCountryOptions()} deferList />;
  },
);
