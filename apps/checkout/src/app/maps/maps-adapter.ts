// spec §2 Billing information: address autocomplete from a maps service, limited to us, gb, au,
// ca, nz; picking a place fills address, city, country, region and postal code. The sandbox
// adapter answers from a small local list so the flow works offline; the Google Places (New)
// adapter is used when the configuration carries a maps key.
import { PLACES_AUTOCOMPLETE_COUNTRIES } from '@join/domain';

export interface PlaceSuggestion {
  id: string;
  description: string;
}

export interface PlaceDetails {
  billingAddress: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface MapsAdapter {
  suggest(query: string): Promise<PlaceSuggestion[]>;
  details(id: string): Promise<PlaceDetails | null>;
}

const SANDBOX_PLACES: (PlaceDetails & { id: string })[] = [
  {
    id: 'us-1',
    billingAddress: '1600 Amphitheatre Parkway',
    city: 'Mountain View',
    region: 'CA',
    postalCode: '94043',
    country: 'US',
  },
  {
    id: 'us-2',
    billingAddress: '100 Congress Avenue',
    city: 'Austin',
    region: 'TX',
    postalCode: '78701',
    country: 'US',
  },
  {
    id: 'us-3',
    billingAddress: '200 Main Street',
    city: 'Springfield',
    region: 'IL',
    postalCode: '62701',
    country: 'US',
  },
  {
    id: 'gb-1',
    billingAddress: '10 Downing Street',
    city: 'London',
    region: 'ENG',
    postalCode: 'SW1A 2AA',
    country: 'GB',
  },
  {
    id: 'au-1',
    billingAddress: '1 Macquarie Street',
    city: 'Sydney',
    region: 'NSW',
    postalCode: '2000',
    country: 'AU',
  },
  {
    id: 'ca-1',
    billingAddress: '111 Wellington Street',
    city: 'Ottawa',
    region: 'ON',
    postalCode: 'K1A 0A9',
    country: 'CA',
  },
  {
    id: 'nz-1',
    billingAddress: '1 Queen Street',
    city: 'Auckland',
    region: 'AUK',
    postalCode: '1010',
    country: 'NZ',
  },
];

const describe = (p: PlaceDetails) =>
  `${p.billingAddress}, ${p.city}, ${p.region} ${p.postalCode}, ${p.country}`;

export function sandboxMaps(): MapsAdapter {
  const allowed = new Set(PLACES_AUTOCOMPLETE_COUNTRIES.map((c) => c.toUpperCase()));
  return {
    async suggest(query) {
      const q = query.trim().toLowerCase();
      if (q.length < 2) return [];
      return SANDBOX_PLACES.filter((p) => allowed.has(p.country) && describe(p).toLowerCase().includes(q))
        .slice(0, 5)
        .map((p) => ({ id: p.id, description: describe(p) }));
    },
    async details(id) {
      const p = SANDBOX_PLACES.find((x) => x.id === id);
      if (!p) return null;
      const { id: _id, ...details } = p;
      return details;
    },
  };
}

// Places API (New) over HTTPS: `places:autocomplete` while the visitor types, then place details
// for the pick. One session token covers every autocomplete request of one search and the details
// request that ends it, so the search is billed as one session; the next search starts a new token.
const PLACES_ENDPOINT = 'https://places.googleapis.com/v1';

interface AddressComponent {
  longText?: string;
  shortText?: string;
  types?: string[];
}

interface AutocompleteResponse {
  suggestions?: { placePrediction?: { placeId?: string; text?: { text?: string } } }[];
}

export interface GooglePlacesOptions {
  fetch?: typeof fetch;
  newSessionToken?: () => string;
  language?: () => string;
}

function randomToken(): string {
  return globalThis.crypto.randomUUID();
}

export function googlePlacesMaps(key: string, options: GooglePlacesOptions = {}): MapsAdapter {
  const send =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const newToken = options.newSessionToken ?? randomToken;
  const language = options.language ?? (() => 'en');
  let session: string | null = null;
  const regionCodes = PLACES_AUTOCOMPLETE_COUNTRIES.map((c) => c.toUpperCase());
  return {
    async suggest(query) {
      const input = query.trim();
      if (input.length < 3) return [];
      session ??= newToken();
      const response = await send(`${PLACES_ENDPOINT}/places:autocomplete`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Goog-Api-Key': key,
          'X-Goog-FieldMask': 'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text',
        },
        body: JSON.stringify({
          input,
          includedRegionCodes: regionCodes,
          languageCode: language(),
          sessionToken: session,
        }),
      });
      if (!response.ok) return [];
      const body = (await response.json()) as AutocompleteResponse;
      return (body.suggestions ?? []).flatMap((s) => {
        const p = s.placePrediction;
        return p?.placeId && p.text?.text ? [{ id: p.placeId, description: p.text.text }] : [];
      });
    },
    async details(id) {
      const params = new URLSearchParams({ languageCode: language() });
      // The details request closes the session its token opened; a pick without a search has none.
      if (session) params.set('sessionToken', session);
      session = null;
      const response = await send(`${PLACES_ENDPOINT}/places/${encodeURIComponent(id)}?${params}`, {
        method: 'GET',
        headers: { 'X-Goog-Api-Key': key, 'X-Goog-FieldMask': 'addressComponents' },
      });
      if (!response.ok) return null;
      const place = (await response.json()) as { addressComponents?: AddressComponent[] };
      const components = place.addressComponents ?? [];
      const part = (type: string, short = true) => {
        const c = components.find((x) => x.types?.includes(type));
        return (short ? c?.shortText : c?.longText) ?? '';
      };
      return {
        billingAddress: `${part('street_number')} ${part('route', false)}`.trim(),
        city: part('locality', false) || part('postal_town', false),
        region: part('administrative_area_level_1'),
        postalCode: part('postal_code'),
        country: part('country'),
      };
    },
  };
}

export function mapsAdapterFor(
  config: { sandbox?: boolean; mapsApiKey?: string } | null,
  options: GooglePlacesOptions = {},
): MapsAdapter {
  if (config?.mapsApiKey) return googlePlacesMaps(config.mapsApiKey, options);
  return sandboxMaps();
}
