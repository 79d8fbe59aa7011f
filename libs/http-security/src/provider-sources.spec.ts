import { originOf, providerSources } from './provider-sources';

describe('providerSources', () => {
  it('asks for no outside host while every provider is the sandbox', () => {
    expect(providerSources({ braintree: false })).toEqual({ connect: [], frame: [], img: [] });
  });

  it("lets Braintree's frames, the maps and the affiliate's origin in when they are live", () => {
    const sources = providerSources({ braintree: true, mapsApiKey: 'k', affiliateScriptUrl: 'https://track.example.com/a.js?x=1' });
    expect(sources.frame).toContain('https://*.cardinalcommerce.com');
    expect(sources.connect).toEqual(expect.arrayContaining(['https://api.braintreegateway.com', 'https://places.googleapis.com', 'https://track.example.com']));
    expect(sources.img).toContain('https://maps.gstatic.com');
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
