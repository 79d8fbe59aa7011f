// Two effects of the /step1 form (step1-page.tsx): the name a start link carries, and the
// timezone list that follows the country.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { UseFormReturn } from 'react-hook-form';
import { updateRegistration } from '@join/state';
import type { SelectOption } from '@join/ui';
import { prefilledName, searchWithoutName } from '../flow/prefilled-start';
import type { StepOneForm } from '../flow/step1-defaults';
import { browserTimezone } from './browser-timezone';

const loadTimezones = () => import('./timezone-options');

// spec §3 sections NAME: a start link with the parent's name fills the empty name fields once,
// and the name leaves the address bar. Read after the page is live, as the server renders the
// form from the tab's own values.
export function usePrefilledName(form: UseFormReturn<StepOneForm>) {
  const navigate = useNavigate();
  const { getValues, setValue } = form;
  useEffect(() => {
    const name = prefilledName(window.location.search);
    if (!name) return;
    if (!getValues('firstName') && !getValues('lastName')) {
      setValue('firstName', name.firstName, { shouldDirty: true });
      setValue('lastName', name.lastName, { shouldDirty: true });
      updateRegistration({ prefilledName: true });
    }
    navigate(
      { search: searchWithoutName(window.location.search), hash: window.location.hash },
      { replace: true },
    );
  }, [getValues, setValue, navigate]);
}

// Timezones follow the country (spec §4: a single option is selected by itself). A saved
// timezone shows at once; the list arrives when the visitor starts on the form.
export function useTimezoneOptions(
  form: UseFormReturn<StepOneForm>,
  country: string,
  started: boolean,
): SelectOption[] {
  const { i18n } = useTranslation();
  const { getValues, setValue } = form;
  const [timezones, setTimezones] = useState<SelectOption[]>([]);
  useEffect(() => {
    if (!started && !getValues('timezone')) return;
    let live = true;
    void loadTimezones()
      .then((m) => m.timezoneOptions(country, i18n.language).then((options) => ({ options, m })))
      .then(({ options, m }) => {
        if (!live) return;
        setTimezones(options);
        const current = getValues('timezone');
        if (!current || !options.some((o) => o.value === current))
          setValue('timezone', m.defaultTimezone(options, browserTimezone()));
      });
    return () => {
      live = false;
    };
  }, [country, started, getValues, setValue, i18n.language]);
  return timezones;
}
