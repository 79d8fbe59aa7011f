// The field-data chunk: web-vitals and the beacon, fetched only once the first screen is up (see
// start-vitals.ts). web-vitals reads the page's buffered entries, so LCP, CLS and TTFB from
// before this chunk arrived are still measured.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { WebVitalName } from '@join/schemas';
import { loadedRemotes } from '../remotes/federation';
import { deviceClass, remoteVersions, routeOfPage } from './page-facts';
import { createVitalsBeacon } from './vitals-beacon';

/** `loadedAt`: the path the page was loaded on (start-vitals.ts reads it at start). */
export function reportVitals(loadedAt: string): void {
  const nav = navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  const collector = createVitalsBeacon({
    // A page load's figures belong to the route it was loaded on: LCP and TTFB are that page's.
    route: routeOfPage(loadedAt),
    device: deviceClass({ viewportWidth: window.innerWidth, mobileHint: nav.userAgentData?.mobile }),
    remotes: () => remoteVersions(loadedRemotes(), window.location.href),
    beacon: typeof nav.sendBeacon === 'function' ? (url, body) => nav.sendBeacon(url, body) : null,
    doc: document,
    win: window,
  });
  const add = (metric: Metric) =>
    collector.add({
      name: metric.name as WebVitalName,
      value: metric.value,
      id: metric.id,
      rating: metric.rating,
    });
  onLCP(add);
  onINP(add);
  onCLS(add);
  onTTFB(add);
}
