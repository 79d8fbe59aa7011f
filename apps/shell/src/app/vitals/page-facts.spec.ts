import { webVitalsBeaconSchema } from '@join/schemas';
import { deviceClass, remoteVersions, routeOfPage } from './page-facts';

describe('deviceClass', () => {
  it.each([
    [{ viewportWidth: 375 }, 'mobile'],
    [{ viewportWidth: 1280, mobileHint: true }, 'mobile'],
    [{ viewportWidth: 768 }, 'tablet'],
    [{ viewportWidth: 1023, mobileHint: false }, 'tablet'],
    [{ viewportWidth: 1024 }, 'desktop'],
    [{ viewportWidth: 1920 }, 'desktop'],
  ])('%j is %s', (facts, expected) => {
    expect(deviceClass(facts)).toBe(expected);
  });
});

describe('routeOfPage', () => {
  it.each([
    ['/app/join/step1', '/step1'],
    ['/app/join/step1/', '/step1'],
    ['/app/join/Invite/Step1', '/invite/step1'],
    ['/app/join', '/'],
    ['/app/join/', '/'],
    ['/app/join/payment%20x', '/other'],
    [`/app/join/${'a'.repeat(80)}`, '/other'],
  ])('%s is %s', (pathname, route) => {
    expect(routeOfPage(pathname)).toBe(route);
  });
});

describe('remoteVersions', () => {
  const page = 'https://join.test/app/join/step1?flags=x';

  it('names each loaded remote with its build version and manifest path, without a retry marker', () => {
    const versions = remoteVersions(
      [
        {
          name: 'parentSignup',
          buildVersion: '0.1.0',
          manifestUrl: '/app/join/remotes/parentSignup/mf-manifest.json?retry=1',
        },
        {
          name: 'checkout',
          buildVersion: '2.4.1-rc.1',
          manifestUrl: 'https://cdn.test/checkout/v7/mf-manifest.json',
        },
      ],
      page,
    );
    expect(versions).toEqual([
      { name: 'parentSignup', version: '0.1.0', manifest: '/app/join/remotes/parentSignup/mf-manifest.json' },
      { name: 'checkout', version: '2.4.1-rc.1', manifest: 'https://cdn.test/checkout/v7/mf-manifest.json' },
    ]);
    expect(
      webVitalsBeaconSchema.safeParse({
        route: '/step1',
        device: 'mobile',
        remotes: versions,
        metrics: [{ name: 'TTFB', value: 1, id: 'v5-1' }],
      }).success,
    ).toBe(true);
  });

  it("says 'unknown' for a version the manifest did not give or the API would refuse", () => {
    expect(
      remoteVersions([{ name: 'invite' }, { name: 'proSignup', buildVersion: 'one two' }], page).map(
        (r) => r.version,
      ),
    ).toEqual(['unknown', 'unknown']);
  });
});
