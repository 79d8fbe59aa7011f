// Analytics for every remote (CONTRACTS#analytics-and-discount-links, spec §3 and §6). The surface screens call is fixed
// here; the sink behind it is chosen at start (Segment with a write key, else the join API).
export {
  getAnonymousId,
  segmentIdentify,
  page,
  track,
  setAccountLabel,
  setAnalyticsSink,
  type AnalyticsEvent,
  type AnalyticsSink,
  type AccountLabel,
} from './lib/analytics';
export { startAnalytics, type AnalyticsStartConfig } from './lib/start';
export { createApiSink, ANALYTICS_ENDPOINT, type ApiSink, type ApiSinkOptions } from './lib/api-sink';
export { stripPersonalData, isPersonalKey, isPersonalValue } from './lib/personal-data';
export { handlePaymentAnalytics, ORDER_COMPLETED } from './lib/payment-analytics';
export { analyticsRefused, type PrivacySignals } from './lib/refusal';
export { resetAnalyticsForTests } from './lib/hub';
export { recordingSink } from './lib/testing';
