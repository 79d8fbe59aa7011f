import { originOf, providerSources } from './provider-sources';

describe('providerSources', () => {
  it('asks for no outside host while every provider is the sandbox', () => {
    expect(providerSources({ braintree: false })).toEqual({ script: [], connect: [], frame: [], img: [] });
  });

  it("lets Braintree's frames, the maps and the affiliate's origin in when they are live", () => {
    const sources = providerSources({
      braintree: true,
      mapsApiKey: 'k',
      affiliateScriptUrl: 'https://track.example.com/a.js?x=1',
    });
    expect(sources.frame).toContain('https://*.cardinalcommerce.com');
    expect(sources.connect).toEqual(
      expect.arrayContaining([
        'https://api.braintreegateway.com',
        'https://places.googleapis.com',
        'https://track.example.com',
      ]),
    );
    expect(sources.img).toContain('https://maps.gstatic.com');
  });

  it("names the hosts a live provider's SDK inserts scripts from, for pages without 'strict-dynamic'", () => {
    const sources = providerSources({
      braintree: true,
      mapsApiKey: 'k',
      segmentWriteKey: 'w',
      affiliateScriptUrl: 'https://track.example.com/a.js',
    });
    expect(sources.script).toEqual(
      expect.arrayContaining([
        'https://www.paypal.com',
        'https://songbird.cardinalcommerce.com',
        'https://maps.googleapis.com',
        'https://cdn.segment.com',
        'https://track.example.com',
      ]),
    );
    expect(providerSources({ braintree: true }).script).not.toContain('https://maps.googleapis.com');
  });
});

describe('originOf', () => {
  it('keeps only http and https origins', () => {
    expect(originOf('https://cdn.example.com/checkout/mf-manifest.json')).toBe('https://cdn.example.com');
    expect(originOf('javascript:alert(1)')).toBeUndefined();
    expect(originOf('not a url')).toBeUndefined();
    expect(originOf(undefined)).toBeUndefined();
  });
});
