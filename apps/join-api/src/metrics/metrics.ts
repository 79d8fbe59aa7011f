// Prometheus metrics of the join API (prom-client), one registry per app instance. Counters and
// histograms are this process's own (a cluster's primary sums its workers'); the gauges read
// from the shared database are the same in every copy, so the primary keeps the largest.
import cluster from 'node:cluster';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/database';
import type { PaymentGateway } from '../gateway/gateway';
import type { MetricsRepo } from '../repositories/metrics-repo';

const PAYMENT_STATES = [
  'charging',
  'unknown',
  'charged',
  'completed',
  'declined',
  'failed',
  'voided',
  'needs_operator',
];
const OUTBOX_STATES = ['pending', 'sending', 'failed'];

export function createMetrics() {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'join-api' });
  collectDefaultMetrics({ register: registry, prefix: 'join_' });
  // A worker answers its primary's scrape (metrics-server.ts) with this registry.
  if (cluster.isWorker) {
    // Constructing one installs the worker's answer to the primary's requests.
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([registry]);
  }
  const registers = [registry];

  const metrics = {
    registry,
    httpDuration: new Histogram({
      name: 'join_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    reconciliations: new Counter({
      name: 'join_payment_reconciliations_total',
      help: 'Payments whose outcome was unknown, settled by asking the gateway, by outcome and by who asked',
      labelNames: ['outcome', 'by'],
      registers,
    }),
    mailSendFailures: new Counter({
      name: 'join_outbox_send_failures_total',
      help: 'Failed attempts to send a queued mail, by mail kind',
      labelNames: ['kind'],
      registers,
    }),
    gatewayDuration: new Histogram({
      name: 'join_gateway_request_duration_seconds',
      help: 'Payment gateway calls by operation and outcome (ok, declined, error)',
      labelNames: ['operation', 'outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 15, 30],
      registers,
    }),
    gatewayErrors: new Counter({
      name: 'join_gateway_errors_total',
      help: 'Payment gateway calls that failed (time-out, network, 5xx), by operation',
      labelNames: ['operation'],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'join_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit (429), by bucket',
      labelNames: ['bucket'],
      registers,
    }),
    statementTimeouts: new Counter({
      name: 'join_db_statement_timeouts_total',
      help: 'Database statements cancelled by their time limit',
      registers,
    }),
  };
  const vitals = webVitalHistograms(registers);
  const observeVital = (vital: { name: string; value: number; route: string; device: string }) => {
    const histogram = vitals[vital.name as keyof typeof vitals];
    if (!histogram) return;
    const value = vital.name === 'CLS' ? vital.value : vital.value / 1000;
    histogram.observe({ route: vitalRouteLabel(vital.route), device: vital.device }, value);
  };
  for (const outcome of ['ok', 'declined', 'error']) metrics.gatewayDuration.labels('charge', outcome);
  metrics.statementTimeouts.inc(0);
  return { ...metrics, observeVital };
}
export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Pages of spec §2 a field figure may be labelled with; any other route shares 'other', so a
 * sender of made-up routes cannot add series.
 */
const VITAL_ROUTES = new Set([
  '/signup',
  '/step1',
  '/step2',
  '/step3',
  '/alacarte',
  '/duplicate',
  '/payment',
  '/credentials',
  '/receipt',
  '/login',
  '/pro',
  '/invite',
  '/invite/request',
  '/invite/step1',
  '/invite/packages',
  '/invite/choose-your-own',
  '/invite/billing-info',
  '/invite/confirm-email',
  '/invite/payment',
  '/invite/credentials',
  '/invite/receipt',
]);
export const vitalRouteLabel = (route: string) => (VITAL_ROUTES.has(route) ? route : 'other');

/** Field data from visitors' browsers (web-vitals), one histogram per metric, by route and device class. */
function webVitalHistograms(registers: Registry[]) {
  const labelNames = ['route', 'device'];
  return {
    LCP: new Histogram({
      name: 'join_web_vitals_lcp_seconds',
      help: "Largest Contentful Paint in visitors' browsers, by the route the page was loaded on and device class",
      labelNames,
      buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20],
      registers,
    }),
    INP: new Histogram({
      name: 'join_web_vitals_inp_seconds',
      help: "Interaction to Next Paint in visitors' browsers, by route and device class",
      labelNames,
      buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2, 5],
      registers,
    }),
    CLS: new Histogram({
      name: 'join_web_vitals_cls',
      help: "Cumulative Layout Shift score in visitors' browsers, by route and device class",
      labelNames,
      buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2],
      registers,
    }),
    TTFB: new Histogram({
      name: 'join_web_vitals_ttfb_seconds',
      help: "Time to First Byte of the page in visitors' browsers, by route and device class",
      labelNames,
      buckets: [0.1, 0.2, 0.4, 0.6, 0.8, 1, 1.8, 3, 5, 10],
      registers,
    }),
  };
}

/** Gauges read at scrape time: payments and the outbox from the database, the pool from the driver. */
export function watchDatabase(metrics: Metrics, repo: MetricsRepo, db: Database) {
  const registers = [metrics.registry];
  // First, so it is read before the other gauges' queries take connections of their own.
  const stats = db.poolStats?.bind(db);
  if (stats) {
    new Gauge({
      name: 'join_db_pool_connections',
      help: "This process's PostgreSQL connections: open, idle, and requests waiting for one",
      labelNames: ['state'],
      registers,
      collect() {
        const s = stats();
        this.set({ state: 'open' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
  }
  new Gauge({
    name: 'join_payments',
    help: 'Payments by state',
    labelNames: ['state'],
    aggregator: 'max',
    registers,
    async collect() {
      const rows = await repo.paymentsByState();
      for (const state of PAYMENT_STATES)
        this.set({ state }, Number(rows.find((r) => r.state === state)?.n ?? 0));
    },
  });
  new Gauge({
    name: 'join_payment_oldest_unsettled_age_seconds',
    help: 'Age of the oldest payment still being settled (charging, unknown, charged); 0 when none',
    aggregator: 'max',
    registers,
    async collect() {
      this.set(await repo.oldestUnsettledPaymentSeconds());
    },
  });
  new Gauge({
    name: 'join_outbox_mails',
    help: 'Mails in the outbox not sent: pending and sending (the depth) and failed (parked for an operator)',
    labelNames: ['state'],
    aggregator: 'max',
    registers,
    async collect() {
      const rows = await repo.outboxByState();
      for (const state of OUTBOX_STATES)
        this.set({ state }, Number(rows.find((r) => r.state === state)?.n ?? 0));
    },
  });
  new Gauge({
    name: 'join_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest mail not sent yet; 0 when none',
    aggregator: 'max',
    registers,
    async collect() {
      this.set(await repo.oldestPendingMailSeconds());
    },
  });
}

/** The gateway with each call's time and outcome observed. */
export function observedGateway(gateway: PaymentGateway, metrics: Metrics): PaymentGateway {
  const observe = async <T>(
    operation: string,
    call: () => Promise<T>,
    outcomeOf: (result: T) => 'ok' | 'declined' | 'error' = () => 'ok',
  ): Promise<T> => {
    const end = metrics.gatewayDuration.startTimer({ operation });
    try {
      const result = await call();
      const outcome = outcomeOf(result);
      end({ outcome });
      if (outcome === 'error') metrics.gatewayErrors.inc({ operation });
      return result;
    } catch (error) {
      end({ outcome: 'error' });
      metrics.gatewayErrors.inc({ operation });
      throw error;
    }
  };
  return {
    provider: gateway.provider,
    environment: gateway.environment,
    clientToken: (currency) => observe('clientToken', () => gateway.clientToken(currency)),
    charge: (request) =>
      observe(
        'charge',
        () => gateway.charge(request),
        (r) => (r.ok ? 'ok' : r.reason === 'error' ? 'error' : 'declined'),
      ),
    nonceDetails: (nonce) => observe('nonceDetails', () => gateway.nonceDetails(nonce)),
    findByOrderId: (orderId) => observe('search', () => gateway.findByOrderId(orderId)),
    void: (id) => observe('void', () => gateway.void(id)),
  };
}
