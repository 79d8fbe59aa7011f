// Analytics for every remote (issue 9, spec §3 and §6). The surface screens call is fixed
// here; the sink behind it is pluggable.
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
