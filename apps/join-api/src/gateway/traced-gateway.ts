// Every payment gateway call in a CLIENT trace span (docs/deploying.md Traces): the operation and
// its outcome, never the request (amounts, names, nonces).
import { SpanKind } from '@opentelemetry/api';
import { inSpan, type Tracing } from '@join/telemetry';
import type { PaymentGateway } from './gateway';

/** Every gateway call in a CLIENT span named by its operation, with the outcome (never the request). */
export function tracedGateway(gateway: PaymentGateway, tracing: Tracing | null): PaymentGateway {
  if (!tracing) return gateway;
  const attrs = (operation: string) => ({
    'payment.gateway': gateway.provider,
    'payment.gateway.operation': operation,
  });
  const call = <T>(operation: string, fn: () => Promise<T>, outcome: (r: T) => string = () => 'ok') =>
    inSpan(
      tracing,
      `gateway ${operation}`,
      attrs(operation),
      async (span) => {
        const result = await fn();
        span.setAttribute('payment.gateway.outcome', outcome(result));
        return result;
      },
      { kind: SpanKind.CLIENT },
    );
  return {
    provider: gateway.provider,
    environment: gateway.environment,
    clientToken: (currency) => call('clientToken', () => gateway.clientToken(currency)),
    charge: (request) =>
      call(
        'charge',
        () => gateway.charge(request),
        (r) => (r.ok ? 'ok' : r.reason),
      ),
    nonceDetails: (nonce) => call('nonceDetails', () => gateway.nonceDetails(nonce)),
    findByOrderId: (orderId) => call('search', () => gateway.findByOrderId(orderId)),
    void: (id) => call('void', () => gateway.void(id)),
  };
}
