// The visitor's own timezone, to preselect it in the /step1 list. Temporal answers at once where
// the browser has it; an Intl.DateTimeFormat, the only other source, costs the page's first use
// of the locale data (about 30 ms, 120-250 ms with the CPU slowed four times), which otherwise
// lands on the visitor's first keystrokes (docs/performance.md, INP).

interface TimezoneSources {
  temporal?: { Now?: { timeZoneId?: () => string } };
  intl?: () => string | undefined;
}

const intlTimezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function browserTimezone(
  sources: TimezoneSources = {
    temporal: (globalThis as { Temporal?: TimezoneSources['temporal'] }).Temporal,
    intl: intlTimezone,
  },
): string | undefined {
  try {
    const fromTemporal = sources.temporal?.Now?.timeZoneId?.();
    if (fromTemporal) return fromTemporal;
  } catch {
    // Falls back to Intl below.
  }
  try {
    return sources.intl?.() || undefined;
  } catch {
    return undefined;
  }
}
