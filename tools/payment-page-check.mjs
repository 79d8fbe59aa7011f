#!/usr/bin/env node
// The payment page's script check (PCI DSS 4.0.1 6.4.3 and 11.6.1; docs/deploying.md "The payment
// page check"): loads /app/join/payment in both GROW872 variants in headless Chromium as a visitor
// would (through /step1, /step2 and build-your-own, then a load of /payment itself), records every
// script's URL and SHA-384 and the page's security headers, and compares them with the approved
// inventory of what is live:
// - a remote's file must have the SHA-384 the page server hands browsers for it
//   (/app/join/integrity/<remote>: what the release or the build recorded);
// - a shell file must have the integrity the page names for it, when it names one;
// - every script must match an entry of docs/payment-scripts.json;
// - the headers must hold the payment page's policy (no 'strict-dynamic', no inline script, no
//   framing, nosniff, the referrer policy).
// It also reads the CSP reports the join API stored since its last run (GET /api/operator/csp-reports
// with the read-only operator token OPERATOR_READ_TOKEN, else the operator's token: OPERATOR_TOKEN,
// else $DATA_DIR/operator-token), prints those of the
// payment page, and counts each script-src violation among them as a difference. The last report
// read is kept in $DATA_DIR/payment-page-check.json (or PAYMENT_CHECK_STATE); without it, every
// stored report is new.
// Prints each difference and exits 1 on any (2 when the page cannot be checked at all).
//   npm run payment-page-check -- --url https://join.example.com [--reports-url <the API's origin>] [--reports-only]
// (or PAYMENT_CHECK_URL and PAYMENT_CHECK_REPORTS_URL; CHROMIUM_PATH for the browser)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchBenchBrowser, root, walkToPayment } from './product-under-test.mjs';

const { values: flags } = parseArgs({
  options: {
    url: { type: 'string' },
    variants: { type: 'string' },
    'reports-url': { type: 'string' },
    // Only the stored CSP reports, no walk (a check between two full runs).
    'reports-only': { type: 'boolean', default: false },
  },
});
const base = (
  flags.url ??
  process.env.PAYMENT_CHECK_URL ??
  `http://localhost:${process.env.PORT || 4200}`
).replace(/\/$/, '');
// The reports come from where visitors' browsers sent them: production's API, while the walk may
// run on a sandbox copy.
const reportsBase = (flags['reports-url'] ?? process.env.PAYMENT_CHECK_REPORTS_URL ?? base).replace(
  /\/$/,
  '',
);
const dataDir = path.resolve(process.env.DATA_DIR || '.data');
const stateFile = path.resolve(
  process.env.PAYMENT_CHECK_STATE || path.join(dataDir, 'payment-page-check.json'),
);
const variants = flags['reports-only']
  ? []
  : (flags.variants ?? 'Treatment,Control').split(',').filter(Boolean);
const inventory = JSON.parse(readFileSync(path.join(root, 'docs/payment-scripts.json'), 'utf8'));
const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The payment page's header policy: each a name and a test of the response's headers. */
const HEADER_RULES = [
  ['content-security-policy has a nonce in script-src', (csp) => /script-src[^;]*'nonce-/.test(csp)],
  [
    "content-security-policy script-src without 'strict-dynamic'",
    (csp) => !/script-src[^;]*'strict-dynamic'/.test(csp),
  ],
  [
    "content-security-policy script-src without 'unsafe-inline' or 'unsafe-eval'",
    (csp) => !/script-src[^;]*'unsafe-(inline|eval)'/.test(csp),
  ],
  ["content-security-policy frame-ancestors 'none'", (csp) => /frame-ancestors 'none'/.test(csp)],
  ["content-security-policy object-src 'none'", (csp) => /object-src 'none'/.test(csp)],
  ['content-security-policy report-uri', (csp) => /report-uri \S+/.test(csp)],
];
const FIXED_HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const maps = new Map();
async function approvedRemoteFile(remote, file) {
  if (!maps.has(remote)) {
    const response = await fetch(`${base}/app/join/integrity/${encodeURIComponent(remote)}`);
    maps.set(remote, response.ok ? await response.json() : undefined);
  }
  return maps.get(remote)?.[file];
}

function inventoryEntry(url) {
  const subject = url.origin === new URL(base).origin ? url.pathname : `${url.origin}${url.pathname}`;
  return inventory.scripts.find((entry) => new RegExp(entry.match).test(subject));
}

/** One variant: what the visitor's browser loaded, and every difference from the approved inventory. */
async function checkVariant(browser, variant) {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const differences = [];
  // Every script of the visit, the walk to /payment included.
  const scripts = new Map();
  page.on('response', (response) => {
    // The body is asked for at once: a later navigation discards what the page received.
    if (response.request().resourceType() === 'script')
      scripts.set(
        response.url(),
        response.body().catch(() => undefined),
      );
  });
  try {
    let html = '';
    try {
      await page.goto(`${base}/app/join/step1?flags=GROW872:${variant}`);
      await walkToPayment(page, base, `page-check-${variant.toLowerCase()}`);
      // The visitor's own load of /payment: its headers, and the scripts it runs.
      const document = await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
      const headers = document ? await document.allHeaders() : {};
      const csp = headers['content-security-policy'] ?? '';
      for (const [rule, holds] of HEADER_RULES)
        if (!holds(csp)) differences.push(`header: ${rule} (is "${csp}")`);
      for (const [name, value] of Object.entries(FIXED_HEADERS))
        if (headers[name] !== value)
          differences.push(
            `header: ${name} is ${JSON.stringify(headers[name] ?? null)}, approved "${value}"`,
          );
      html = (await document?.text().catch(() => '')) ?? '';
    } catch (err) {
      differences.push(
        `the payment page did not load as a visitor reaches it: ${(err instanceof Error ? err.message : String(err)).split('\n')[0]}`,
      );
    }

    const seen = [];
    for (const [address, received] of scripts) {
      const url = new URL(address);
      // What the browser received; else (a body it did not keep) the same address asked for again.
      const body =
        (await received) ??
        (await fetch(address)
          .then(async (r) => (r.ok ? Buffer.from(await r.arrayBuffer()) : undefined))
          .catch(() => undefined));
      const hash = body ? sri(body) : 'unreadable';
      seen.push({ url: url.href, sha384: hash });
      const entry = inventoryEntry(url);
      if (!entry) differences.push(`script not in docs/payment-scripts.json: ${url.href} (${hash})`);
      const remote = /^\/app\/join\/remotes\/([A-Za-z]+)\/(.+)$/.exec(url.pathname);
      if (url.origin === new URL(base).origin && remote) {
        const approved = await approvedRemoteFile(remote[1], remote[2]);
        if (!approved)
          differences.push(`script of ${remote[1]} without an approved hash: ${url.pathname} (${hash})`);
        else if (approved !== hash)
          differences.push(
            `script of ${remote[1]} changed: ${url.pathname} is ${hash}, approved ${approved}`,
          );
      } else if (url.origin === new URL(base).origin) {
        const named = new RegExp(
          `${url.pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*integrity="([^"]+)"`,
        ).exec(html)?.[1];
        if (named && named !== hash)
          differences.push(`shell script changed: ${url.pathname} is ${hash}, the page names ${named}`);
      }
    }
    return { variant, scripts: seen, differences };
  } finally {
    await context.close();
  }
}

/** The payment page's address, whatever the origin and query ('/app/join/payment', '/app/join/payment/'). */
const PAYMENT_PAGE = /\/app\/join\/payment\/?$/;
/** script-src and its -elem and -attr parts: what a changed or injected script on the page trips. */
const SCRIPT_DIRECTIVE = /^script-src(-elem|-attr)?\b/;

function operatorToken() {
  // The read-only key first: a scheduled job holds one that cannot release or roll back.
  if (process.env.OPERATOR_READ_TOKEN) return process.env.OPERATOR_READ_TOKEN;
  if (process.env.OPERATOR_TOKEN) return process.env.OPERATOR_TOKEN;
  const file = path.join(dataDir, 'operator-token');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/** The reports stored since the last run: those of /payment, and the differences they make. */
async function newCspReports() {
  const state = existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : {};
  const token = operatorToken();
  // A job given no token says so on every run rather than failing each one.
  if (!token)
    return {
      skipped: `not read: no operator token (set OPERATOR_READ_TOKEN, or OPERATOR_TOKEN, or DATA_DIR to the product's data folder)`,
      differences: [],
    };
  let after = Number(state.lastReportId ?? 0);
  const payment = [];
  let read = 0;
  for (;;) {
    const response = await fetch(`${reportsBase}/api/operator/csp-reports?after=${after}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    }).catch((err) => ({ ok: false, status: err.cause?.code ?? err.message }));
    if (!response.ok)
      return {
        differences: [`the stored CSP reports could not be read: ${reportsBase} answered ${response.status}`],
      };
    const { reports } = await response.json();
    if (!reports.length) break;
    read += reports.length;
    for (const r of reports) {
      let pathname = '';
      try {
        pathname = new URL(r.document ?? '').pathname;
      } catch {
        // a report without a usable page address is not the payment page's
      }
      if (PAYMENT_PAGE.test(pathname)) payment.push(r);
    }
    after = reports.at(-1).id;
  }
  mkdirSync(path.dirname(stateFile), { recursive: true });
  writeFileSync(
    stateFile,
    `${JSON.stringify({ lastReportId: after, lastRunAt: new Date().toISOString() }, null, 2)}\n`,
  );
  return {
    since: state.lastRunAt,
    read,
    payment,
    differences: payment
      .filter((r) => SCRIPT_DIRECTIVE.test(r.directive ?? ''))
      .map(
        (r) =>
          `CSP report ${r.id} at ${r.receivedAt}: ${r.directive} refused ${r.blocked ?? 'a script'} on ${r.document}${r.source ? ` (from ${r.source}${r.line ? `:${r.line}` : ''})` : ''}`,
      ),
  };
}

const browser = variants.length ? await launchBenchBrowser() : undefined;
let results;
try {
  results = [];
  for (const variant of variants) results.push(await checkVariant(browser, variant));
} catch (err) {
  console.error(
    `payment-page-check: /payment could not be checked at ${base}: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exitCode = 2;
} finally {
  await browser?.close();
}
if (results) {
  for (const result of results) {
    console.log(`GROW872 ${result.variant}: ${result.scripts.length} scripts`);
    for (const script of result.scripts) console.log(`  ${script.sha384}  ${script.url}`);
    for (const difference of result.differences) console.log(`  DIFFERENCE ${difference}`);
  }
  const csp = await newCspReports();
  if (csp.skipped) console.log(`CSP reports ${csp.skipped}`);
  if (csp.read !== undefined)
    console.log(
      `CSP reports since ${csp.since ?? 'the first run'}: ${csp.read} stored, ${csp.payment.length} of the payment page`,
    );
  for (const r of csp.payment ?? [])
    console.log(`  ${r.receivedAt}  ${r.directive ?? '-'}  ${r.blocked ?? '-'}  ${r.document}`);
  for (const difference of csp.differences) console.log(`  DIFFERENCE ${difference}`);
  const total = results.reduce((n, r) => n + r.differences.length, csp.differences.length);
  console.log(
    total
      ? `payment-page-check: ${total} difference(s) from the approved inventory`
      : 'payment-page-check: every script and header is as approved',
  );
  process.exitCode = total ? 1 : 0;
}
