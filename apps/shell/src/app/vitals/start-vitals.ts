// Field data from real visitors, kept off the critical path: nothing of it is in the first
// screen's scripts. Its chunk (web-vitals and the beacon) is fetched at the visitor's first
// interaction, or once the page has been quiet for a while, whichever comes first; a visitor who
// refuses analytics never fetches it.
import { analyticsRefused } from '@join/analytics';

/** How long after the load event the chunk waits for an interaction before it is fetched anyway. */
export const QUIET_AFTER_LOAD_MS = 5000;

export interface StartVitalsDeps {
  refused?: () => boolean;
  load?: () => Promise<{ reportVitals(loadedAt: string): void }>;
  win?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
    document: Pick<Document, 'readyState'>;
    location: Pick<Location, 'pathname'>;
  };
}

/** Schedules the field-data chunk; resolves to whether it will be fetched at all. */
export function startVitals(deps: StartVitalsDeps = {}): boolean {
  const refused = deps.refused ?? analyticsRefused;
  if (refused()) return false;
  const load = deps.load ?? (() => import('./report-vitals'));
  const win = deps.win ?? window;
  // The page's figures belong to the route it was loaded on, not to where the visitor is by the
  // time the chunk arrives (the sign-up moves between routes without loading a page).
  const loadedAt = win.location.pathname;
  const interactions = ['pointerdown', 'keydown'] as const;
  let timer: number | undefined;
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    for (const type of interactions) win.removeEventListener(type, begin, true);
    if (timer !== undefined) win.clearTimeout(timer);
    load().then(
      (chunk) => chunk.reportVitals(loadedAt),
      () => undefined,
    );
  };
  for (const type of interactions) win.addEventListener(type, begin, { capture: true, passive: true });
  const quiet = () => {
    timer = win.setTimeout(begin, QUIET_AFTER_LOAD_MS);
  };
  if (win.document.readyState === 'complete') quiet();
  else win.addEventListener('load', quiet, { once: true });
  return true;
}
