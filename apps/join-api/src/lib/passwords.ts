// ARCHITECTURE.md: passwords are hashed with a memory-hard function; scrypt is in node:crypto.
// CONTRACTS#trust 5: OWASP's scrypt minimum (N=2^17, r=8, p=1, 128 MiB), the cost stored with each
// hash so it can be raised later; `needsRehash` tells login to upgrade an older hash.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet (2025): N=2^17, r=8, p=1. */
export const CURRENT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEYLEN = 32;

// scrypt needs 128 * N * r * p bytes; allow twice that, so a raised cost still runs.
const maxmemFor = (cost: ScryptCost) => 256 * cost.N * cost.r * cost.p + 1024 * 1024;

/**
 * Each hash holds 128 MiB and a thread-pool thread for a noticeable time: at most
 * MAX_CONCURRENT_HASHES run at once in a process, a bounded queue waits, and past that a hash is
 * refused (HashingBusy, answered 503) instead of letting a burst of logins exhaust memory and the
 * thread pool that file and DNS work share.
 */
export const MAX_CONCURRENT_HASHES = 2;
export const MAX_QUEUED_HASHES = 32;
export class HashingBusy extends Error {}

let running = 0;
let peak = 0;
const waiting: (() => void)[] = [];

/** Hashes running now and the most that ever ran at once in this process. */
export function hashingLoad(): { running: number; peak: number; waiting: number } {
  return { running, peak, waiting: waiting.length };
}

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    if (waiting.length >= MAX_QUEUED_HASHES) throw new HashingBusy('too many password hashes waiting');
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  peak = Math.max(peak, running);
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so `running` never exceeds the cap.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, cost: ScryptCost, keylen: number): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: maxmemFor(cost) };
  return withHashingSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, keylen, options, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

/** Format: scrypt$N$r$p$salt$hash (base64url): the cost travels with the hash. */
export async function hashPassword(password: string, cost: ScryptCost = CURRENT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, KEYLEN);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string | null | undefined) {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [, n, r, p, salt, hash] = parts;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((v) => Number.isInteger(v) && v > 0)) return undefined;
  return { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

// Checked when the user is unknown, so an unknown username takes as long as a wrong password.
const DUMMY = { cost: CURRENT_COST, salt: randomBytes(16), hash: randomBytes(KEYLEN) };

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parse(stored);
  const target = parsed ?? DUMMY;
  const key = await derive(password, target.salt, target.cost, target.hash.length);
  return parsed !== undefined && timingSafeEqual(key, target.hash);
}

/** True when the stored hash was made with a lower cost than today's. */
export function needsRehash(stored: string | null | undefined): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  return parsed.cost.N < CURRENT_COST.N || parsed.cost.r < CURRENT_COST.r || parsed.cost.p < CURRENT_COST.p;
}
