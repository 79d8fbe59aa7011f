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
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(sameOriginPath(target)).toBeNull();
    }
  });

  // Regression: '/.//evil.example/phish' came back as '//evil.example/phish' (dot segments collapse).
  it.each([
    '/.//evil.example/phish',
    '/..//evil.example/phish',
    '/a/..//evil.example/phish',
    '/a/b/../..//evil.example',
    '/%2e//evil.example/phish',
    '/%2E//evil.example/phish',
    '/%2e%2e//evil.example',
    '/a/%2e%2e//evil.example',
    '/.%2e//evil.example',
    '/././/evil.example',
    '/.///evil.example',
    '/..///evil.example',
    '/.//evil.example?next=/home#top',
  ])('refuses %j, which normalises into another host', (target) => {
    expect(sameOriginPath(target)).toBeNull();
  });

  it.each([
    ['/app/./account/billing', '/app/account/billing'],
    ['/app/x/../account/billing', '/app/account/billing'],
    ['/..', '/'],
    ['/%2f%2fevil.example', '/%2f%2fevil.example'],
    ['/?next=//evil.example', '/?next=//evil.example'],
    ['/#//evil.example', '/#//evil.example'],
  ])('keeps %j as the path %j of this site', (target, path) => {
    expect(sameOriginPath(target)).toBe(path);
    expect(sameOriginPath(path)).toBe(path);
  });
});
