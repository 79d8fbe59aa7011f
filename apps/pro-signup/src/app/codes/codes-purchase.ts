// spec §1 Professionals pre-purchase activation codes: the rules of the purchase screen, pure.
// What is charged is the package's price times the count (the server prices it again and refuses
// another amount); one idempotency key per purchase attempt, reused when the same attempt is sent
// again (a network drop, 'still checking'), new once the order or the card changes.
import type { ApiFailure } from '@join/api-client';
import type { Package } from '@join/schemas';

export const CODES_MIN = 1;
/** The API sells at most this many codes in one purchase. */
export const CODES_MAX = 100;

/** The packages a code can be bought for: build-your-own has no fixed price, so it is left out. */
export function codePackages(packages: readonly Package[]): Package[] {
  return packages.filter((p) => !p.buildYourOwn);
}

/** The count typed, when it is a whole number the API sells; else null. */
export function parseCount(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= CODES_MIN && n <= CODES_MAX ? n : null;
}

/** The total, in the package's currency, rounded to cents as the server rounds minor units. */
export function codesTotal(pkg: Pick<Package, 'totalPrice'>, count: number): number {
  return Math.round(pkg.totalPrice * 100 * count) / 100;
}

/** What an attempt is: the same order with the same card nonce is the same attempt. */
export interface Attempt {
  key: string;
  packageId: number;
  count: number;
  nonce: string;
}

/** The key to send: the earlier attempt's when the order and the card are the same, else a new one. */
export function attemptFor(
  previous: Attempt | null,
  order: { packageId: number; count: number; nonce: string },
  newKey: () => string,
): Attempt {
  if (
    previous &&
    previous.packageId === order.packageId &&
    previous.count === order.count &&
    previous.nonce === order.nonce
  )
    return previous;
  return { ...order, key: newKey() };
}

export type PurchaseFailure =
  /** The card was refused: its nonce is spent, the visitor enters it again. */
  | { kind: 'declined' }
  /** The server is still checking with the gateway: buying again sends the same attempt. */
  | { kind: 'checking' }
  /** The session ended (the professional signed up long ago): log in again. */
  | { kind: 'signedOut' }
  | { kind: 'generic' };

/** How the screen answers a failed purchase. */
export function purchaseFailure(failure: ApiFailure): PurchaseFailure {
  if (failure.kind === 'checking') return { kind: 'checking' };
  if (failure.status === 401) return { kind: 'signedOut' };
  if (
    failure.status === 402 ||
    failure.status === 422 ||
    (failure.fieldErrors ?? []).some((e) => e.field === 'payment' || e.field === 'payment.nonce')
  )
    return { kind: 'declined' };
  return { kind: 'generic' };
}

/** Whether the failure keeps the attempt (its key and nonce) for a retry. */
export function keepsAttempt(failure: PurchaseFailure): boolean {
  return failure.kind === 'checking' || failure.kind === 'generic';
}
