// The metrics endpoint on a port of its own that is not public (METRICS_HOST, 127.0.0.1 by
// default, and METRICS_PORT, 9464): GET /metrics in Prometheus text. In a cluster the primary
// serves it, asking every worker for its registry and merging them (prom-client's
// AggregatorRegistry); a single process serves its own registry.
import { createServer, type Server } from 'node:http';
import { AggregatorRegistry, type Registry } from 'prom-client';

export interface MetricsServer {
  /** The port it listens on (the one asked for, or the one given for 0). */
  port: number;
  close(): Promise<void>;
}

type Source = { contentType: string; text(): Promise<string> };

function serve(source: Source, host: string, port: number): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    source.text().then(
      (text) =>
        response
          .writeHead(200, { 'content-type': source.contentType, 'cache-control': 'no-store' })
          .end(text),
      (error: Error) =>
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${error.message}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as { port: number }).port,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** The service runs on when its metrics port is taken; the operator is told once, loudly. */
export function metricsUnavailable(where: { host: string; port: number }, error: Error): undefined {
  console.error(
    JSON.stringify({
      level: 50,
      time: Date.now(),
      pid: process.pid,
      msg: `metrics endpoint not started on ${where.host}:${where.port}: ${error.message}`,
    }),
  );
  return undefined;
}

export const startMetricsServer = (registry: Registry, host: string, port: number) =>
  serve({ contentType: registry.contentType, text: () => registry.metrics() }, host, port);

export function startClusterMetricsServer(host: string, port: number) {
  const aggregator = new AggregatorRegistry();
  return serve({ contentType: aggregator.contentType, text: () => aggregator.clusterMetrics() }, host, port);
}
