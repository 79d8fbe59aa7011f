import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { tabPersist } from './persist';

// The visitor's country decides the support phone (spec §9) shown in the chrome. Remotes set
// it as soon as they learn it (phone code, billing country, invite); until then the browser's
// language region is the best guess.
interface VisitorState {
  country: string | null;
}

const useVisitorStore = create<VisitorState>()(
  persist((): VisitorState => ({ country: null }), tabPersist<VisitorState>('visitor')),
);

export function guessCountryFromLanguage(language: string | undefined): string {
  const region = language?.split(/[-_]/)[1];
  return region && /^[A-Za-z]{2}$/.test(region) ? region.toUpperCase() : 'US';
}

export function setVisitorCountry(country: string | null | undefined) {
  if (country && /^[A-Za-z]{2}$/.test(country)) useVisitorStore.setState({ country: country.toUpperCase() });
}

export function useVisitorCountry(): string {
  const country = useVisitorStore((s) => s.country);
  return (
    country ?? guessCountryFromLanguage(typeof navigator === 'undefined' ? undefined : navigator.language)
  );
}
