// An injected clock for the rate-limit windows (docs/security.md Limits): it starts on an hour
// boundary in the future, so every window that divides an hour starts at once, and it moves only
// when a test moves it.
const HOUR = 60 * 60_000;

export function windowClock(hoursAhead: number) {
  let now = Math.ceil(Date.now() / HOUR) * HOUR + hoursAhead * HOUR;
  return {
    clock: () => now,
    /** Jumps to the next hour boundary: a fresh window for every limit. */
    nextHour: () => (now = Math.ceil((now + 1) / HOUR) * HOUR),
    advance: (ms: number) => (now += ms),
  };
}
