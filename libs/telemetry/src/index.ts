export {
  contextFrom,
  currentTraceparent,
  inSpan,
  nameRequestSpan,
  startTracing,
  tracedRequests,
  tracedServer,
  type Tracing,
} from './tracing';
