import { sameOriginPath } from './same-origin-path';

describe('sameOriginPath', () => {
  it('keeps paths of this site with their query and fragment', () => {
    expect(sameOriginPath('/app/account/billing')).toBe('/app/account/billing');
    expect(sameOriginPath('/home?tab=kids#top')).toBe('/home?tab=kids#top');
  });

  // Regression: redirectUrl=%2F%09%2Fevil.example passed both the server and the browser check.
  it('refuses control characters that browsers strip into //evil.example', () => {
    expect(sameOriginPath('/\t/evil.example')).toBeNull();
    expect(sameOriginPath('/\n/evil.example')).toBeNull();
    expect(sameOriginPath('/\u0000x')).toBeNull();
    expect(sameOriginPath('/\u0085/evil.example')).toBeNull();
  });

  it('refuses other origins in every spelling', () => {
    for (const target of ['//evil.example', '/\\evil.example', '\\\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'evil.example', '', null, undefined]) {
      expect(sameOriginPath(target)).toBeNull();
    }
  });
});
