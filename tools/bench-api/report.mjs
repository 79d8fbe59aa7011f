// The tables `npm run bench` prints (tools/bench-api.mjs): medians of the rounds, each endpoint
// against the bare route measured just before it, and the verdict against the target (30 % or more
// of the bare route's requests/s, p99 under 25 ms, no errors).

export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const ms = (values) => Math.round(median(values));
const row = (cells) => `| ${cells.join(' | ')} |`;

/** One engine's table; false when an endpoint missed the target. */
export function printEngineTable({ engine, rounds, endpoints, bareEndpoint, workers, extraEnv }) {
  let met = true;
  const label =
    engine === 'postgres'
      ? `PostgreSQL (pool of 10, WEB_CONCURRENCY=${workers})`
      : 'embedded database (PGlite)';
  console.log(`\n${label}${Object.keys(extraEnv).length ? `, API env ${JSON.stringify(extraEnv)}` : ''}\n`);
  console.log(
    row([
      'endpoint',
      'req/s',
      'vs bare',
      'p50 ms',
      'p99 ms',
      'errors/non-2xx',
      'vs bare per round',
      'verdict',
    ]),
  );
  console.log(row(['---', '---:', '---:', '---:', '---:', '---:', '---', '---']));
  const bares = rounds.map((r) => r.bare);
  console.log(
    row([
      bareEndpoint.title,
      median(bares.map((b) => b.rps)).toFixed(0),
      '100 %',
      ms(bares.map((b) => b.p50)),
      ms(bares.map((b) => b.p99)),
      '',
      bares.map((b) => b.rps.toFixed(0)).join(', ') + ' req/s',
      'baseline',
    ]),
  );
  endpoints.forEach((e, i) => {
    const results = rounds.map((r) => r.endpoints[i]);
    const ratios = rounds.map((r) => r.endpoints[i].rps / r.bare.rps);
    const ratio = median(ratios);
    const p99 = Math.round(median(results.map((r) => r.p99)));
    const faults = `${results.reduce((s, r) => s + r.errors, 0)}/${results.reduce((s, r) => s + r.non2xx, 0)}`;
    const ok = ratio >= 0.3 && p99 <= 25 && faults === '0/0';
    if (!ok) met = false;
    console.log(
      row([
        e.title,
        median(results.map((r) => r.rps)).toFixed(0),
        `${(ratio * 100).toFixed(0)} %`,
        ms(results.map((r) => r.p50)),
        p99,
        faults,
        ratios.map((x) => `${(x * 100).toFixed(0)} %`).join(', '),
        ok ? 'ok' : 'MISSED (>= 30 %, p99 <= 25 ms)',
      ]),
    );
  });
  return met;
}

/** POST /api/registrations with the limit counters off, in PostgreSQL and in Redis. */
export function printLimitStores(stores, workers) {
  console.log(
    `\nPOST /api/registrations on PostgreSQL (pool of 10, WEB_CONCURRENCY=${workers}), limit counters by store\n`,
  );
  console.log(
    row([
      'setup',
      'req/s',
      'vs limits off',
      'vs bare',
      'p50 ms',
      'p99 ms',
      'errors/non-2xx',
      'req/s per round',
    ]),
  );
  console.log(row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---']));
  stores.titles.forEach((title, i) => {
    const results = stores.rounds.map((r) => r.setups[i]);
    const vsOff = median(stores.rounds.map((r) => r.setups[i].rps / r.setups[0].rps));
    const vsBare = median(stores.rounds.map((r) => r.setups[i].rps / r.bare.rps));
    console.log(
      row([
        title,
        median(results.map((r) => r.rps)).toFixed(0),
        `${(vsOff * 100).toFixed(0)} %`,
        `${(vsBare * 100).toFixed(0)} %`,
        ms(results.map((r) => r.p50)),
        ms(results.map((r) => r.p99)),
        `${results.reduce((s, r) => s + r.errors, 0)}/${results.reduce((s, r) => s + r.non2xx, 0)}`,
        results.map((r) => r.rps.toFixed(0)).join(', '),
      ]),
    );
  });
  console.log(
    `\nbare Fastify route in the same rounds: ${stores.rounds.map((r) => r.bare.rps.toFixed(0)).join(', ')} req/s`,
  );
}
