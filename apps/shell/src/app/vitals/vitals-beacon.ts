// Field data from real visitors: collects the web-vitals figures of this page load and sends them
// to the join API with navigator.sendBeacon when the page is hidden or goes away (the moment CLS
// and INP are final and a request can still leave). A figure goes again only when a later value
// replaces it; the API keeps one row per figure.
import type {
  DeviceClass,
  MAX_VITALS_PER_BEACON as SchemaMax,
  WEB_VITALS_ENDPOINT as SchemaEndpoint,
  WebVitalName,
  WebVitalsBeacon,
} from '@join/schemas';
import type { RemoteVersion } from './page-facts';

// Types only from @join/schemas: its values would bring zod into this chunk. The literal types
// keep these two equal to the schema's.
export const WEB_VITALS_ENDPOINT: typeof SchemaEndpoint = '/api/analytics/vitals';
const MAX_VITALS_PER_BEACON: typeof SchemaMax = 12;

export interface VitalFigure {
  name: WebVitalName;
  value: number;
  id: string;
  rating?: 'good' | 'needs-improvement' | 'poor';
}

export interface VitalsBeaconOptions {
  route: string;
  device: DeviceClass;
  /** Read when the beacon leaves: remotes loaded after the first screen count too. */
  remotes: () => RemoteVersion[];
  /** navigator.sendBeacon, or null where there is none. */
  beacon: ((url: string, body: string) => boolean) | null;
  fetchImpl?: typeof fetch;
  /** Where visibilitychange and pagehide are listened for. */
  doc?: Pick<Document, 'visibilityState' | 'addEventListener'>;
  win?: Pick<Window, 'addEventListener'>;
}

export interface VitalsBeacon {
  add(figure: VitalFigure): void;
  /** Sends what changed since the last beacon; true when something was handed to the browser. */
  flush(): boolean;
}

export function createVitalsBeacon(options: VitalsBeaconOptions): VitalsBeacon {
  const latest = new Map<string, VitalFigure>();
  const sent = new Map<string, number>();
  const doFetch = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  const send = (body: string) => {
    // A string goes as text/plain, which needs no preflight; the API parses it as JSON.
    if (options.beacon?.(WEB_VITALS_ENDPOINT, body)) return;
    void doFetch(WEB_VITALS_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  };

  function flush(): boolean {
    const changed = Array.from(latest.values()).filter((f) => sent.get(f.id) !== f.value);
    if (!changed.length) return false;
    const remotes = options.remotes();
    for (let i = 0; i < changed.length; i += MAX_VITALS_PER_BEACON) {
      const metrics = changed
        .slice(i, i + MAX_VITALS_PER_BEACON)
        .map(({ name, value, id, rating }) => ({ name, value, id, ...(rating ? { rating } : {}) }));
      const payload: WebVitalsBeacon = { route: options.route, device: options.device, remotes, metrics };
      try {
        send(JSON.stringify(payload));
      } catch {
        // Field data is best effort: it never troubles the visitor.
      }
    }
    for (const f of changed) sent.set(f.id, f.value);
    return true;
  }

  // On the document, not the window: web-vitals finalises CLS, INP and LCP in window capture
  // listeners of the same event, which all run before this one.
  options.doc?.addEventListener('visibilitychange', () => {
    if (options.doc?.visibilityState === 'hidden') flush();
  });
  options.win?.addEventListener('pagehide', () => flush());

  return {
    add(figure) {
      // One figure the API would refuse would cost the whole beacon: it stays home instead.
      const plausible =
        Number.isFinite(figure.value) &&
        figure.value >= 0 &&
        figure.value <= (figure.name === 'CLS' ? 100 : 3_600_000);
      if (plausible) latest.set(figure.id, figure);
    },
    flush,
  };
}
