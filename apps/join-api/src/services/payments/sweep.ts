// CONTRACTS#money-under-faults, step 4 (README.md): sweep. Unsettled payments nobody holds (their
// copy died, their visitor left) are settled by order id; nobody is waiting, so a charge the
// gateway never got is failed, never made again.
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { every } from '../../lib/every';
import { settle } from './settle';
import type { PaymentDeps } from './types';

export async function sweep(deps: PaymentDeps, limit = 20): Promise<number> {
  const due = await deps.repos.payments.takeDue(limit, deps.settings.leaseMs);
  for (const payment of due) {
    await settle(deps, payment, 'sweeper').catch((err) => {
      if (!(err instanceof ApiError))
        deps.log.warn({ err, paymentId: payment.id }, 'sweeper could not settle a payment; will try again');
    });
  }
  return due.length;
}

/** Runs the sweeper every `intervalMs` in this process; several copies share the work safely. */
export function paymentSweeper(
  payments: { sweep(): Promise<number> },
  log: FastifyBaseLogger,
  intervalMs: number,
) {
  return every(
    intervalMs,
    () => payments.sweep(),
    (err) => log.warn({ err }, 'payment sweep failed'),
  );
}
