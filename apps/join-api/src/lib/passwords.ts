// ARCHITECTURE.md: passwords are hashed with a memory-hard function; scrypt is in node:crypto.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const params = { N: 16384, r: 8, p: 1, keylen: 32 };

function derive(password: string, salt: Buffer, options: ScryptOptions, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));
}

/** Format: scrypt$N$r$p$salt$hash (base64url), so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: params.N, r: params.r, p: params.p, maxmem: 64 * 1024 * 1024 }, params.keylen);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 }, expected.length);
  return timingSafeEqual(key, expected);
}
