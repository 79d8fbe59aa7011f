#!/usr/bin/env node
// Mints pre-purchased subscription activation codes (spec §1) for operators:
//   npm run codes -- --package 1001 --count 10
// Writes to the PostgreSQL in DATABASE_URL, or else to the embedded database in DATA_DIR
// (default .data; stop the service first: an embedded database has one writer at a time).
// Prints one code per line; each is redeemed once, at payment.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    package: { type: 'string' },
    count: { type: 'string', default: '1' },
    'data-dir': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
const packageId = Number(values.package);
const count = Number(values.count);
if (values.help || !Number.isInteger(packageId) || !Number.isInteger(count) || count < 1 || count > 1000) {
  console.error('Usage: npm run codes -- --package <package id> --count <1..1000> [--data-dir .data]');
  process.exit(values.help ? 0 : 2);
}

// Same alphabet as the service: no 0/O/1/I, grouped in fours for reading aloud.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newCode() {
  const bytes = randomBytes(12);
  let out = '';
  for (let i = 0; i < 12; i++) out += ALPHABET[bytes[i] % ALPHABET.length];
  return `${out.slice(0, 4)}-${out.slice(4, 8)}-${out.slice(8, 12)}`;
}

/** The service locks its data folder (apps/join-api/src/db/data-dir-lock.ts): never write beside it. */
function refuseIfInUse(dataDir) {
  let pid;
  try {
    pid = Number(JSON.parse(readFileSync(join(dataDir, 'join-api.lock'), 'utf8')).pid);
  } catch {
    return;
  }
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== 'EPERM') return;
  }
  console.error(
    `The data folder ${dataDir} is in use by process ${pid}: stop the service first (one process per DATA_DIR).`,
  );
  process.exit(1);
}

async function open() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    return {
      query: async (sql, params) => (await client.query(sql, params)).rows,
      close: () => client.end(),
    };
  }
  const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? '.data';
  refuseIfInUse(dataDir);
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(dataDir);
  await db.waitReady;
  return { query: async (sql, params) => (await db.query(sql, params)).rows, close: () => db.close() };
}

const db = await open();
try {
  const [pkg] = await db.query('select id, display_name, country from packages where id = $1', [packageId]);
  if (!pkg) {
    console.error(`No package ${packageId}. Start the service once so its migrations create the catalogue.`);
    process.exitCode = 1;
  } else {
    const codes = Array.from({ length: count }, newCode);
    await db.query('begin');
    for (const code of codes)
      await db.query('insert into activation_codes (code, package_id) values ($1, $2)', [code, packageId]);
    await db.query('commit');
    console.error(`${count} code(s) for ${pkg.display_name} (${pkg.country}, package ${packageId}):`);
    console.log(codes.join('\n'));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
