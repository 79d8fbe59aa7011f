// Behind a load balancer every request arrives from the balancer's address: without TRUST_PROXY
// each per-address limit (rate-limits.ts) counts the whole product as one visitor. A request with
// X-Forwarded-For while no proxy is trusted is the sign of that set-up, so the operator is told,
// once per process (a warning per request would flood the log).
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config';

export const UNTRUSTED_PROXY_WARNING =
  "OPERATOR: requests carry X-Forwarded-For but TRUST_PROXY is not set, so every per-address limit counts the proxy, not the visitor; set TRUST_PROXY to the hop count or the proxies' addresses (docs/deploying.md)";

export function warnOnUntrustedProxy(app: FastifyInstance, config: Pick<AppConfig, 'trustProxy'>) {
  if (config.trustProxy !== false) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    app.log.warn({ remoteAddress: request.socket.remoteAddress }, UNTRUSTED_PROXY_WARNING);
  });
}
