// Traces of the join API and the page server (docs/deploying.md Traces): OpenTelemetry spans
// exported as OTLP/HTTP JSON, only when OTEL_EXPORTER_OTLP_ENDPOINT is set. Everything is
// instrumented explicitly: the production bundles import Fastify and pg as ES modules before any
// of their own code runs, so the require hooks of the auto-instrumentations would never see them.
//
// What a span may carry: methods, route patterns (never the path itself: invite and account
// tokens travel in it), status codes, the SQL operation and table, gateway operation names and
// outcomes. Never query strings, bodies, headers, SQL text or parameters, or anything a person typed.
import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';

export interface Tracing {
  tracer: Tracer;
  /** Sends what is buffered (on close, so a stopping process loses no span). */
  flush(): Promise<void>;
}

let started: Tracing | null | undefined;

/**
 * Starts the process's tracer provider once; null (and nothing loaded or buffered) when
 * OTEL_EXPORTER_OTLP_ENDPOINT is not set. The exporter, the batch processor and the resource read
 * the standard OTEL_* variables themselves (OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS,
 * OTEL_BSP_SCHEDULE_DELAY, OTEL_TRACES_SAMPLER...).
 */
export function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): Tracing | null {
  if (started !== undefined) return started;
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return (started = null);
  // Loaded here so a process without tracing never loads the SDK.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeTracerProvider, BatchSpanProcessor } =
    require('@opentelemetry/sdk-trace-node') as typeof import('@opentelemetry/sdk-trace-node');
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { resourceFromAttributes, defaultResource, detectResources, envDetector } =
    require('@opentelemetry/resources') as typeof import('@opentelemetry/resources');
  /* eslint-enable @typescript-eslint/no-require-imports */
  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, when set, win over the built-in name.
  const resource = defaultResource()
    .merge(resourceFromAttributes({ 'service.name': serviceName }))
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The AsyncLocalStorage context manager and the W3C trace-context propagator.
  provider.register();
  started = { tracer: trace.getTracer('join'), flush: () => provider.forceFlush() };
  return started;
}

const spanOfRequest = new WeakMap<IncomingMessage, Span>();

/**
 * The server's request listener inside a SERVER span that continues the caller's `traceparent`;
 * everything the request does (hooks, handler, database, gateway) runs in its context.
 */
export function tracedRequests(tracing: Tracing | null, handler: RequestListener): RequestListener {
  if (!tracing) return handler;
  return (req, res) => {
    const parent = propagation.extract(context.active(), req.headers);
    const span = tracing.tracer.startSpan(
      req.method ?? 'HTTP',
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method ?? '' } },
      parent,
    );
    spanOfRequest.set(req, span);
    const ctx = trace.setSpan(parent, span);
    // The body arrives by stream events, which run in the socket's context unless bound.
    context.bind(ctx, req);
    context.bind(ctx, res);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    };
    res.once('finish', end);
    res.once('close', end);
    context.with(ctx, () => handler(req, res));
  };
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make with the same time limits, whose
 * requests run inside trace spans when tracing is on.
 */
export function tracedServer(tracing: Tracing | null) {
  return (
    handler: RequestListener,
    options: { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number },
  ): Server => {
    const server = createServer(tracedRequests(tracing, handler));
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    return server;
  };
}

/** Names a request's span after its route pattern once the router has matched it. */
export function nameRequestSpan(req: IncomingMessage, method: string, route: string | undefined): void {
  const span = spanOfRequest.get(req);
  if (!span) return;
  const pattern = route ?? 'unmatched';
  span.updateName(`${method} ${pattern}`);
  if (route) span.setAttribute('http.route', route);
}

/** The `traceparent` of the active span, for work that continues later (the mail outbox). */
export function currentTraceparent(): string | null {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/** A context whose parent is a stored `traceparent` (or the active one without it). */
export function contextFrom(traceparent: string | null | undefined): Context {
  return traceparent ? propagation.extract(context.active(), { traceparent }) : context.active();
}

/** Runs fn inside a span of its own; the span records an error status when fn throws. */
export async function inSpan<T>(
  tracing: Tracing,
  name: string,
  attributes: Attributes,
  fn: (span: Span) => Promise<T>,
  options: { kind?: SpanKind; parent?: Context } = {},
): Promise<T> {
  const span = tracing.tracer.startSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes },
    options.parent ?? context.active(),
  );
  try {
    return await context.with(trace.setSpan(options.parent ?? context.active(), span), () => fn(span));
  } catch (error) {
    // The error's class only: messages may quote what was sent.
    span.setStatus({ code: SpanStatusCode.ERROR });
    span.setAttribute('error.type', error instanceof Error ? error.name : 'unknown');
    throw error;
  } finally {
    span.end();
  }
}
