// spec §7 Lookup options (titles, bench officers, colleagues, country codes, referrals,
// countries, roles), regions and timezones. Lists come in the visitor's language
// (Accept-Language) and are fetched again when it changes; spec §8: a failing lookup shows
// the generic toast. A list the server rendered with (its first screen) is in the page already
// (primeLists in @join/state) and is not fetched again.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '@join/api-client';
import { lookupListKey, type LookupListResponse, type LookupName, type LookupOption } from '@join/schemas';
import { primedList, showAlert } from '@join/state';

type LookupApi = typeof import('./lookup-api.chunk');
type Loader = (api: LookupApi, locale: string) => Promise<ApiResult<LookupListResponse>>;
const lookupApi = () => import('./lookup-api.chunk');

function useList(key: string | null, load: Loader): { options: LookupOption[]; loading: boolean } {
  const { t, i18n } = useTranslation('common');
  const locale = i18n.language?.startsWith('es') ? 'es' : 'en';
  const [state, setState] = useState<{ key: string | null; options: LookupOption[] }>({
    key: null,
    options: [],
  });
  const wanted = key === null ? null : lookupListKey(key, locale);
  const primed = wanted === null ? undefined : primedList(wanted);

  useEffect(() => {
    if (wanted === null || primedList(wanted)) return;
    let live = true;
    void lookupApi()
      .then((api) => load(api, locale))
      .then((result) => {
        if (!live) return;
        if (result.ok) {
          setState({ key: wanted, options: result.data.items });
        } else {
          setState({ key: wanted, options: [] });
          showAlert(t('genericErrorMessage'));
        }
      });
    return () => {
      live = false;
    };
    // `load` is rebuilt every render; the key names everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is rebuilt every render; the key names everything it depends on
  }, [wanted]);

  if (wanted === null) return { options: [], loading: false };
  if (primed) return { options: primed, loading: false };
  return { options: state.key === wanted ? state.options : [], loading: state.key !== wanted };
}

export function useLookup(name: LookupName) {
  return useList(name, (api, locale) => api.getLookup(name, { locale }));
}

export function useRegions(country: string) {
  return useList(country ? `regions:${country}` : null, (api, locale) => api.getRegions(country, { locale }));
}

/** `query` null means the list must wait (US and CA need a region first). */
export function useTimezones(query: { country: string; region?: string } | null) {
  return useList(query ? `tz:${query.country}:${query.region ?? ''}` : null, (api) =>
    api.getTimezones(query?.country ?? '', query?.region),
  );
}
