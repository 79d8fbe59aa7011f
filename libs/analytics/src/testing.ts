// A sink that keeps what it is sent, for tests of screens and of this lib.
import type { AnalyticsEvent, AnalyticsSink } from './hub';

export function recordingSink(): AnalyticsSink & { events: AnalyticsEvent[] } {
  const events: AnalyticsEvent[] = [];
  return { events, send: (event) => void events.push(event) };
}
