// Entry point: read the configuration once, start the service, say where it is.
import cluster from 'node:cluster';
import { loadConfig } from './config/config';
import { buildApp } from './app';
import { startPrimaryIfClustered } from './cluster';
import { markStopping } from './routes/health-routes';
import { runMigrateCommand } from './db/migrate-command';
import { metricsUnavailable, startMetricsServer, type MetricsServer } from './metrics/metrics-server';

async function main() {
  // `main.mjs migrate` (npm run migrate) only migrates: it needs the database settings alone.
  if (process.argv[2] === 'migrate') return runMigrateCommand();
  const config = loadConfig();
  // Workers inherit this environment: they must sign and verify discount links with one key.
  if (config.discountLinks.generated) process.env.DISCOUNT_LINK_SECRET = config.discountLinks.secret;
  // WEB_CONCURRENCY > 1: this process only starts and watches the workers (cluster.ts).
  if (startPrimaryIfClustered(config)) return;
  const app = await buildApp(config);
  // Graceful stop (CONTRACTS#money-under-faults): new requests get 503, in-flight payments get SHUTDOWN_TIMEOUT_MS
  // to finish (what is cut short stays reconcilable), the workers stop, the database closes last.
  let stopping = false;
  let metricsServer: MetricsServer | undefined;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: refusing new requests, finishing the ones in flight');
    const force = setTimeout(() => {
      app.log.error({ signal }, 'stop took too long; exiting anyway');
      process.exit(1);
    }, config.shutdownTimeoutMs + 10_000);
    force.unref();
    markStopping(app);
    try {
      await metricsServer?.close();
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'stop failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  // A cluster worker's series are served by its primary (cluster.ts), merged with the others'.
  if (!cluster.isWorker) {
    metricsServer = await startMetricsServer(
      app.metrics.registry,
      config.metrics.host,
      config.metrics.port,
    ).catch((err: Error) => metricsUnavailable(config.metrics, err));
  }
  // Pages are the page server's (apps/page-server); this process answers /api/* only.
  console.log(`Join API is ready at http://localhost:${port}/api/`);
  if (config.sandbox)
    console.log('Sandbox mode (SANDBOX=1): test cards only, mail in /dev/mailbox, /api/dev helpers on.');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
