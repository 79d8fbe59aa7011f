import { releaseHealthBeaconSchema, RELEASE_HEALTH_ENDPOINT as SCHEMA_ENDPOINT } from '@join/schemas';
import {
  createReleaseHealth,
  RELEASE_HEALTH_ENDPOINT,
  releasedVersions,
  watchUncaughtErrors,
} from './release-health';

const LOAD = 'abcdefghijklmnopqrstuv';

function setUp() {
  const beacons: { url: string; body: any }[] = [];
  const health = createReleaseHealth({
    versions: new Map([['checkout', '20261128-2100-abc-x1']]),
    loadId: LOAD,
    beacon: (url, body) => {
      beacons.push({ url, body: JSON.parse(body) });
      return true;
    },
  });
  return { health, beacons };
}

describe('release health beacon', () => {
  it('reports a released remote once loaded and once failed, in the shape the API accepts', () => {
    const { health, beacons } = setUp();
    health.loaded('checkout');
    health.loaded('checkout');
    health.failed('checkout', 'render');
    health.failed('checkout', 'error');
    expect(RELEASE_HEALTH_ENDPOINT).toBe(SCHEMA_ENDPOINT);
    expect(beacons.map((b) => b.body)).toEqual([
      { load: LOAD, remote: 'checkout', version: '20261128-2100-abc-x1', outcome: 'loaded' },
      { load: LOAD, remote: 'checkout', version: '20261128-2100-abc-x1', outcome: 'failed', kind: 'render' },
    ]);
    for (const b of beacons) expect(releaseHealthBeaconSchema.safeParse(b.body).success).toBe(true);
  });

  it('says nothing of a remote the page did not get from a release', () => {
    const { health, beacons } = setUp();
    health.failed('invite', 'load');
    expect(beacons).toEqual([]);
  });

  it('reads the page’s releases, leaving out an operator’s preview', () => {
    document.head.innerHTML =
      '<meta name="join-release" data-remote="checkout" data-version="v-one">' +
      '<meta name="join-release" data-remote="invite" data-version="v-two" data-preview="">';
    expect(Array.from(releasedVersions(document))).toEqual([['checkout', 'v-one']]);
  });

  it('blames an uncaught error on the remote whose script threw it', () => {
    const { health, beacons } = setUp();
    const listeners: Record<string, (event: unknown) => void> = {};
    watchUncaughtErrors(
      { addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] = fn) } as never,
      (url) => (url.includes('/releases/checkout/') ? 'checkout' : undefined),
      () => health,
    );
    listeners.error({ filename: 'https://join.test/app/join/shell/main.js' });
    expect(beacons).toEqual([]);
    listeners.unhandledrejection({
      reason: Object.assign(new Error('x'), {
        stack: 'Error: x\n    at f (https://join.test/app/join/releases/checkout/v/static/js/1.js:1:2)',
      }),
    });
    expect(beacons.map((b) => b.body.kind)).toEqual(['error']);
  });
});
