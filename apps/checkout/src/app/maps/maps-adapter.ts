// spec §2 Billing information: address autocomplete from a maps service, limited to us, gb, au,
// ca, nz; picking a place fills address, city, country, region and postal code. The sandbox
// adapter answers from a small local list so the flow works offline; the Google Places adapter
// is used when the configuration carries a maps key.
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
  { id: 'us-1', billingAddress: '1600 Amphitheatre Parkway', city: 'Mountain View', region: 'CA', postalCode: '94043', country: 'US' },
  { id: 'us-2', billingAddress: '100 Congress Avenue', city: 'Austin', region: 'TX', postalCode: '78701', country: 'US' },
  { id: 'us-3', billingAddress: '200 Main Street', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' },
  { id: 'gb-1', billingAddress: '10 Downing Street', city: 'London', region: 'ENG', postalCode: 'SW1A 2AA', country: 'GB' },
  { id: 'au-1', billingAddress: '1 Macquarie Street', city: 'Sydney', region: 'NSW', postalCode: '2000', country: 'AU' },
  { id: 'ca-1', billingAddress: '111 Wellington Street', city: 'Ottawa', region: 'ON', postalCode: 'K1A 0A9', country: 'CA' },
  { id: 'nz-1', billingAddress: '1 Queen Street', city: 'Auckland', region: 'AUK', postalCode: '1010', country: 'NZ' },
];

const describe = (p: PlaceDetails) => `${p.billingAddress}, ${p.city}, ${p.region} ${p.postalCode}, ${p.country}`;

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

function loadPlacesScript(key: string): Promise<any> {
  const w = window as any;
  if (w.google?.maps?.places) return Promise.resolve(w.google);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places`;
    script.async = true;
    script.onload = () => resolve(w.google);
    script.onerror = reject;
    document.head.append(script);
  });
}

export function googlePlacesMaps(key: string): MapsAdapter {
  const google = loadPlacesScript(key);
  return {
    async suggest(query) {
      if (query.trim().length < 3) return [];
      const g = await google;
      const service = new g.maps.places.AutocompleteService();
      const result = await service.getPlacePredictions({ input: query, types: ['address'], componentRestrictions: { country: [...PLACES_AUTOCOMPLETE_COUNTRIES] } });
      return (result?.predictions ?? []).map((p: any) => ({ id: p.place_id, description: p.description }));
    },
    async details(id) {
      const g = await google;
      const service = new g.maps.places.PlacesService(document.createElement('div'));
      const place: any = await new Promise((resolve) => service.getDetails({ placeId: id, fields: ['address_components'] }, (r: any) => resolve(r)));
      if (!place) return null;
      const part = (type: string, short = true) => place.address_components?.find((c: any) => c.types.includes(type))?.[short ? 'short_name' : 'long_name'] ?? '';
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

export function mapsAdapterFor(config: { sandbox?: boolean; mapsApiKey?: string } | null): MapsAdapter {
  if (config?.mapsApiKey) return googlePlacesMaps(config.mapsApiKey);
  return sandboxMaps();
}
