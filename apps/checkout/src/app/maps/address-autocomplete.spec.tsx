// spec §2 Billing information: the address field asks the maps service once a burst of typing
// pauses, and a pick fills the place through the same session.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AddressAutocomplete, SUGGEST_DEBOUNCE_MS } from './address-autocomplete';
import { googlePlacesMaps, type PlaceDetails } from './maps-adapter';

// The part of a fetch Response the adapter reads (jsdom has no Response).
function json(body: unknown) {
  return { ok: true, status: 200, json: async () => body };
}

function Field({
  maps,
  onPick,
}: {
  maps: ReturnType<typeof googlePlacesMaps>;
  onPick: (p: PlaceDetails) => void;
}) {
  const [query, setQuery] = useState('');
  return (
    <AddressAutocomplete
      label="Billing Address"
      maps={maps}
      query={query}
      onChange={(e) => setQuery(e.target.value)}
      onPick={onPick}
      value={query}
    />
  );
}

describe('address search', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('a burst of keystrokes makes one autocomplete request after the pause, and the pick ends its session', async () => {
    const calls: { url: string; body?: string }[] = [];
    const fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), body: init?.body ? String(init.body) : undefined });
      if (String(url).endsWith('places:autocomplete'))
        return json({
          suggestions: [
            { placePrediction: { placeId: 'P1', text: { text: '100 Congress Avenue, Austin, TX, USA' } } },
          ],
        });
      return json({
        addressComponents: [
          { longText: '100', shortText: '100', types: ['street_number'] },
          { longText: 'Congress Avenue', shortText: 'Congress Ave', types: ['route'] },
          { longText: 'Austin', shortText: 'Austin', types: ['locality'] },
          { longText: 'Texas', shortText: 'TX', types: ['administrative_area_level_1'] },
          { longText: 'United States', shortText: 'US', types: ['country'] },
          { longText: '78701', shortText: '78701', types: ['postal_code'] },
        ],
      });
    });
    const maps = googlePlacesMaps('k', {
      fetch: fetch as unknown as typeof globalThis.fetch,
      newSessionToken: () => 'session-1',
    });
    const onPick = jest.fn();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<Field maps={maps} onPick={onPick} />);

    await user.type(screen.getByRole('combobox', { name: 'Billing Address' }), '100 Congress');
    expect(calls).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    });
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0].body ?? '{}')).toMatchObject({
      input: '100 Congress',
      sessionToken: 'session-1',
    });

    await user.click(await screen.findByRole('option', { name: '100 Congress Avenue, Austin, TX, USA' }));
    expect(onPick).toHaveBeenCalledWith({
      billingAddress: '100 Congress Avenue',
      city: 'Austin',
      region: 'TX',
      postalCode: '78701',
      country: 'US',
    });
    expect(calls).toHaveLength(2);
    expect(new URL(calls[1].url).searchParams.get('sessionToken')).toBe('session-1');
  });

  it('a value the visitor did not type (a restored draft) asks nothing', async () => {
    const fetch = jest.fn();
    const maps = googlePlacesMaps('k', {
      fetch: fetch as unknown as typeof globalThis.fetch,
      newSessionToken: () => 's',
    });
    render(
      <AddressAutocomplete
        label="Billing Address"
        maps={maps}
        query="100 Congress Avenue"
        defaultValue="100 Congress Avenue"
        onPick={jest.fn()}
      />,
    );
    await act(async () => {
      jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS * 3);
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
