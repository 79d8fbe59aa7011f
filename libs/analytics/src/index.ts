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
} from './analytics';
export { startAnalytics, type AnalyticsStartConfig } from './start';
export { createApiSink, ANALYTICS_ENDPOINT, type ApiSink, type ApiSinkOptions } from './api-sink';
export { stripPersonalData, isPersonalKey, isPersonalValue } from './personal-data';
export { handlePaymentAnalytics, ORDER_COMPLETED } from './payment-analytics';
export { analyticsRefused, type PrivacySignals } from './refusal';
export { resetAnalyticsForTests } from './hub';
export { recordingSink } from './testing';
