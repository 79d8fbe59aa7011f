// CONTRACTS#past-one-machine 2, every core: with WEB_CONCURRENCY=N (PostgreSQL only, see config.ts) this
// process becomes a primary that forks N workers running main.ts, which share the port through
// node:cluster. The primary serves nothing. A worker that dies is replaced (after a growing pause
// when workers keep dying young, so a broken start does not spin); SIGTERM or SIGINT to the
// primary passes SIGTERM to every worker, which stops gracefully by its own handler, and the
// primary exits when they all have (killing the ones still there well after a worker's own
// SHUTDOWN_TIMEOUT_MS has passed).
import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from './config/config';
import { metricsUnavailable, startClusterMetricsServer } from './metrics/metrics-server';

/** A worker that dies sooner than this after starting counts as dying young. */
const YOUNG_MS = 10_000;
const MAX_RESTART_DELAY_MS = 10_000;

export interface PrimaryOptions {
  stopTimeoutMs?: number;
  log?: (message: string, details?: Record<string, unknown>) => void;
}

/** One JSON line per event, in the shape of the workers' pino lines. */
const logLine = (message: string, details: Record<string, unknown> = {}) =>
  console.log(
    JSON.stringify({
      level: 30,
      time: Date.now(),
      pid: process.pid,
      role: 'primary',
      ...details,
      msg: message,
    }),
  );

/**
 * Starts the workers when this process is the primary of a multi-worker run, and answers true
 * (the caller must then not serve); answers false in a worker or with one process.
 */
export function startPrimaryIfClustered(
  config: Pick<AppConfig, 'webConcurrency' | 'shutdownTimeoutMs' | 'metrics'>,
  options: PrimaryOptions = {},
): boolean {
  if (config.webConcurrency <= 1 || !cluster.isPrimary) return false;
  // The primary serves every worker's metrics merged, on the private metrics port.
  startClusterMetricsServer(config.metrics.host, config.metrics.port).then(
    (server) =>
      logLine('metrics endpoint started', { url: `http://${config.metrics.host}:${server.port}/metrics` }),
    (err: Error) => metricsUnavailable(config.metrics, err),
  );
  // A worker gives itself shutdownTimeoutMs + 10 s (main.ts); the primary waits a little longer.
  runPrimary(config.webConcurrency, { stopTimeoutMs: config.shutdownTimeoutMs + 15_000, ...options });
  return true;
}

export function runPrimary(count: number, options: PrimaryOptions = {}) {
  const log = options.log ?? logLine;
  const startedAt = new Map<number, number>();
  let stopping = false;
  let youngDeaths = 0;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log('all workers stopped');
        process.exit(0);
      }
      return;
    }
    youngDeaths = lived < YOUNG_MS ? youngDeaths + 1 : 0;
    const delay = youngDeaths <= 1 ? 0 : Math.min(250 * 2 ** (youngDeaths - 2), MAX_RESTART_DELAY_MS);
    log('worker died; starting another', {
      worker: worker.id,
      workerPid: worker.process.pid,
      code,
      signal,
      restartInMs: delay,
    });
    setTimeout(() => {
      if (!stopping) fork();
    }, delay).unref();
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    log('stopping workers', { signal, workers: workers.length });
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      const left = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
      log('workers still running after the stop timeout; killing them', { workers: left.length });
      for (const worker of left) worker.process.kill('SIGKILL');
      process.exit(1);
    }, options.stopTimeoutMs ?? 40_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  log('starting workers', { workers: count });
  for (let i = 0; i < count; i++) fork();
}
