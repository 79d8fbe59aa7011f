// CONTRACTS#money-under-faults 8: the sandbox gateway fails on purpose, so every fault of a real gateway can be
// produced in tests and by hand. A fault comes from a magic nonce (one payment) or from
// SANDBOX_GATEWAY_FAULT (every call it names). The faults that happen "before charging" strike only
// the first attempt for an order id, so a retry of the same payment can succeed. Besides the sale:
// 'duplicate-after-charge' takes the sale twice for one order id and loses the answer (a 5xx), so
// settling finds two charges; 'three-d-secure-5xx' fails the 3-D Secure lookup of a nonce;
// 'void-5xx' fails every void, and is set through SANDBOX_GATEWAY_FAULT only, since a void names
// a transaction, not a nonce.

export const SANDBOX_FAULTS = [
  'slow',
  'timeout',
  'timeout-after-charge',
  '5xx',
  '5xx-after-charge',
  'duplicate-after-charge',
  'three-d-secure-5xx',
  'void-5xx',
] as const;
export type SandboxFault = (typeof SANDBOX_FAULTS)[number];

/** Magic nonces: a Visa ending 1881 that behaves as named. Reusable, like Braintree's fakes. */
export const faultNonces: Record<string, SandboxFault> = {
  'fake-gateway-slow-nonce': 'slow',
  'fake-gateway-timeout-nonce': 'timeout',
  'fake-gateway-timeout-after-charge-nonce': 'timeout-after-charge',
  'fake-gateway-5xx-nonce': '5xx',
  'fake-gateway-5xx-after-charge-nonce': '5xx-after-charge',
  'fake-gateway-duplicate-after-charge-nonce': 'duplicate-after-charge',
  'fake-gateway-three-d-secure-5xx-nonce': 'three-d-secure-5xx',
};

export interface SandboxFaultSettings {
  /** A fault for every call it names (SANDBOX_GATEWAY_FAULT). */
  fault?: SandboxFault;
  /** Added to every charge (SANDBOX_GATEWAY_DELAY_MS): a slow but working gateway. */
  delayMs?: number;
  /** How long 'slow' takes before it charges and answers (SANDBOX_GATEWAY_SLOW_MS). */
  slowMs?: number;
  /** How long the timeout faults keep the caller waiting (SANDBOX_GATEWAY_HANG_MS). */
  hangMs?: number;
}

/** What a 5xx from the gateway looks like to our code: an error, outcome unknown. */
export class SandboxServerError extends Error {
  readonly status = 500;
  constructor() {
    super('sandbox gateway answered 500 Internal Server Error');
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref?.());
