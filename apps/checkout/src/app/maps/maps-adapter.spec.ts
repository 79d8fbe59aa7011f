// spec §2 Billing information: the Places API (New) adapter against the service's own request and
// response shapes, with the network replaced by a recorder.
import { googlePlacesMaps, mapsAdapterFor, sandboxMaps } from './maps-adapter';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

// The part of a fetch Response the adapter reads (jsdom has no Response).
class Answer {
  constructor(
    readonly body: unknown,
    readonly status = 200,
  ) {}
  get ok() {
    return this.status >= 200 && this.status < 300;
  }
  async json() {
    return this.body;
  }
}

function recorder(answers: unknown[]) {
  const sent: Sent[] = [];
  const fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(url),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers.shift();
    return answer instanceof Answer ? answer : new Answer(answer);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

const autocompleteAnswer = {
  suggestions: [
    {
      placePrediction: {
        place: 'places/ChIJ-downing',
        placeId: 'ChIJ-downing',
        text: { text: '10 Downing Street, London SW1A 2AA, UK', matches: [{ endOffset: 7 }] },
      },
    },
    { queryPrediction: { text: { text: 'downing street cafe' } } },
    {
      placePrediction: {
        place: 'places/ChIJ-downing-11',
        placeId: 'ChIJ-downing-11',
        text: { text: '11 Downing Street, London, UK' },
      },
    },
  ],
};

const downingDetails = {
  addressComponents: [
    { longText: '10', shortText: '10', types: ['street_number'], languageCode: 'en' },
    { longText: 'Downing Street', shortText: 'Downing St', types: ['route'], languageCode: 'en' },
    { longText: 'London', shortText: 'London', types: ['postal_town'], languageCode: 'en' },
    {
      longText: 'England',
      shortText: 'England',
      types: ['administrative_area_level_1', 'political'],
      languageCode: 'en',
    },
    { longText: 'United Kingdom', shortText: 'GB', types: ['country', 'political'], languageCode: 'en' },
    { longText: 'SW1A 2AA', shortText: 'SW1A 2AA', types: ['postal_code'], languageCode: 'en' },
  ],
};

describe('Places API (New) adapter', () => {
  it('asks places:autocomplete by POST with the key, a field mask, the countries, the language and a session token', async () => {
    const { fetch, sent } = recorder([autocompleteAnswer]);
    const maps = googlePlacesMaps('key-123', {
      fetch,
      newSessionToken: () => 'token-A',
      language: () => 'es',
    });

    const suggestions = await maps.suggest(' 10 Downing ');

    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('https://places.googleapis.com/v1/places:autocomplete');
    expect(sent[0].method).toBe('POST');
    expect(sent[0].headers['X-Goog-Api-Key']).toBe('key-123');
    expect(sent[0].headers['Content-Type']).toBe('application/json');
    expect(sent[0].headers['X-Goog-FieldMask'].split(',')).toEqual(
      expect.arrayContaining([
        'suggestions.placePrediction.placeId',
        'suggestions.placePrediction.text.text',
      ]),
    );
    expect(sent[0].body).toEqual({
      input: '10 Downing',
      includedRegionCodes: ['US', 'GB', 'AU', 'CA', 'NZ'],
      languageCode: 'es',
      sessionToken: 'token-A',
    });
    // Query predictions carry no place to fill the form from, so only place predictions are offered.
    expect(suggestions).toEqual([
      { id: 'ChIJ-downing', description: '10 Downing Street, London SW1A 2AA, UK' },
      { id: 'ChIJ-downing-11', description: '11 Downing Street, London, UK' },
    ]);
  });

  it('keeps one token for the whole search, ends it with place details and starts a new one after', async () => {
    const { fetch, sent } = recorder([
      autocompleteAnswer,
      autocompleteAnswer,
      downingDetails,
      autocompleteAnswer,
    ]);
    let n = 0;
    const maps = googlePlacesMaps('key-123', {
      fetch,
      newSessionToken: () => `token-${++n}`,
      language: () => 'en',
    });

    await maps.suggest('10 Down');
    await maps.suggest('10 Downing');
    const place = await maps.details('ChIJ-downing');
    await maps.suggest('200 Main');

    expect(
      sent.map(
        (s) =>
          (s.body as { sessionToken?: string } | undefined)?.sessionToken ??
          new URL(s.url).searchParams.get('sessionToken'),
      ),
    ).toEqual(['token-1', 'token-1', 'token-1', 'token-2']);
    const details = new URL(sent[2].url);
    expect(sent[2].method).toBe('GET');
    expect(details.origin + details.pathname).toBe('https://places.googleapis.com/v1/places/ChIJ-downing');
    expect(details.searchParams.get('languageCode')).toBe('en');
    expect(sent[2].headers['X-Goog-Api-Key']).toBe('key-123');
    expect(sent[2].headers['X-Goog-FieldMask']).toBe('addressComponents');
    expect(place).toEqual({
      billingAddress: '10 Downing Street',
      city: 'London',
      region: 'England',
      postalCode: 'SW1A 2AA',
      country: 'GB',
    });
  });

  it('fills a US place from its short state and country codes', async () => {
    const { fetch } = recorder([
      {
        addressComponents: [
          { longText: '100', shortText: '100', types: ['street_number'] },
          { longText: 'Congress Avenue', shortText: 'Congress Ave', types: ['route'] },
          { longText: 'Austin', shortText: 'Austin', types: ['locality', 'political'] },
          { longText: 'Texas', shortText: 'TX', types: ['administrative_area_level_1', 'political'] },
          { longText: 'United States', shortText: 'US', types: ['country', 'political'] },
          { longText: '78701', shortText: '78701', types: ['postal_code'] },
        ],
      },
    ]);
    const maps = googlePlacesMaps('k', { fetch, newSessionToken: () => 't' });
    await expect(maps.details('ChIJ-austin')).resolves.toEqual({
      billingAddress: '100 Congress Avenue',
      city: 'Austin',
      region: 'TX',
      postalCode: '78701',
      country: 'US',
    });
  });

  it('asks nothing for fewer than three letters, and an error answer offers nothing', async () => {
    const { fetch, sent } = recorder([new Answer({ error: { code: 403 } }, 403), new Answer({}, 404)]);
    const maps = googlePlacesMaps('k', { fetch, newSessionToken: () => 't' });
    await expect(maps.suggest('10')).resolves.toEqual([]);
    expect(sent).toHaveLength(0);
    await expect(maps.suggest('10 Downing')).resolves.toEqual([]);
    await expect(maps.details('gone')).resolves.toBeNull();
  });

  it('without a maps key the sandbox answers offline', async () => {
    const { fetch, sent } = recorder([]);
    const maps = mapsAdapterFor({ sandbox: true }, { fetch });
    await expect(maps.suggest('Downing')).resolves.toEqual([
      { id: 'gb-1', description: '10 Downing Street, London, ENG SW1A 2AA, GB' },
    ]);
    await expect(maps.details('gb-1')).resolves.toMatchObject({ city: 'London', country: 'GB' });
    expect(sent).toHaveLength(0);
    expect(await sandboxMaps().suggest('x')).toEqual([]);
  });
});
