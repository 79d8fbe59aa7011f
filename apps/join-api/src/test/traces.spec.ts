// Traces (docs/deploying.md Traces): the API's production bundle, run as a real process, and the
// page server in front of it, both with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a small OTLP/HTTP
// JSON receiver here, send one trace per sign-up: the page's span, the browser's calls through the
// page server, the API's requests, their statements, the payment gateway and the receipt's send by
// the mail worker; and no span carries what the visitor typed.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { payBody, tokenize, US_1001_TX_TOTAL } from './checkout-helpers';
import { buildBundle, startChild, type Child } from './child-server';
import { waitUntil } from './fault-helpers';
import { migrateServerSchema, runOnServer } from './server-schema';
import { parentA, usAddress } from './test-app';

jest.setTimeout(240_000);

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: Record<string, unknown> }[];
  /** The sending process's service.name (from its resource). */
  service: string;
}

const received: { body: string; spans: OtlpSpan[] }[] = [];
let receiver: Server;
let endpoint: string;
let bundle: ReturnType<typeof buildBundle>;
let child: Child | undefined;
let pages: ChildProcess | undefined;
const root = mkdtempSync(join(tmpdir(), 'join-traces-'));
// Inside the workspace, so the bundle finds node_modules.
const pagesBundle = join(process.cwd(), 'tmp', `page-server-traces-${process.pid}-${Date.now()}`);

/** The least of a shell build the page server serves a page from. */
function writeDist(dist: string) {
  mkdirSync(join(dist, 'shell'), { recursive: true });
  writeFileSync(
    join(dist, 'shell', 'page-assets.json'),
    JSON.stringify({ js: ['/app/join/main.3f9a1c2b.js'], css: [] }),
  );
  writeFileSync(join(dist, 'shell', 'main.3f9a1c2b.js'), 'void 0;');
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      if (req.url === '/v1/traces' && String(req.headers['content-type']).startsWith('application/json')) {
        type ResourceSpans = {
          resource?: { attributes?: OtlpSpan['attributes'] };
          scopeSpans?: { spans?: OtlpSpan[] }[];
        };
        const spans = (JSON.parse(body).resourceSpans ?? []).flatMap((r: ResourceSpans) => {
          const service = String(
            r.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue,
          );
          return (r.scopeSpans ?? []).flatMap((s) => (s.spans ?? []).map((span) => ({ ...span, service })));
        });
        received.push({ body, spans });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
  bundle = buildBundle();
  const built = spawnSync(process.execPath, ['apps/page-server/build.mjs', '--outdir', pagesBundle], {
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`page server build failed: ${built.stderr}`);
});

/** The page server's production bundle as a real process (OTLP export needs Node's own ES module loader). */
async function startPages(env: Record<string, string>): Promise<string> {
  pages = spawn(process.execPath, [join(pagesBundle, 'main.mjs')], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  pages.stderr?.on('data', (d) => (out += d));
  return new Promise((resolve, reject) => {
    pages?.stdout?.on('data', (d) => {
      out += d;
      const ready = /ready at http:\/\/localhost:(\d+)\//.exec(out);
      if (ready) resolve(`http://127.0.0.1:${ready[1]}`);
    });
    pages?.once('exit', (code) => reject(new Error(`page server exited (${code}):\n${out}`)));
  });
}

afterAll(async () => {
  if (pages && pages.exitCode === null) pages.kill('SIGKILL');
  if (child && child.proc.exitCode === null) child.proc.kill('SIGKILL');
  if (child) await child.exited;
  await db?.drop();
  bundle?.remove();
  rmSync(root, { recursive: true, force: true });
  rmSync(pagesBundle, { recursive: true, force: true });
  await new Promise((resolve) => receiver.close(resolve));
});

const spans = () => received.flatMap((r) => r.spans);
const attr = (span: OtlpSpan, key: string) => {
  const v = span.attributes?.find((a) => a.key === key)?.value;
  return v ? Object.values(v)[0] : undefined;
};
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** The PostgreSQL server of TEST_DATABASE_URL (a schema of this file's), else the embedded database. */
async function database(): Promise<{ env: Record<string, string>; system: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { env: { DATA_DIR: join(root, 'data') }, system: 'pglite', drop: async () => undefined };
  const schema = `traces_${process.pid}_${Date.now()}`;
  await runOnServer(base, `create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  await migrateServerSchema(url.toString());
  return {
    env: { DATABASE_URL: url.toString() },
    system: 'postgresql',
    drop: () => runOnServer(base, `drop schema if exists ${schema} cascade`),
  };
}
let db: Awaited<ReturnType<typeof database>> | undefined;

test('one sign-up is one trace from the page server through the API to its statements, the gateway and the mail worker, with nothing personal', async () => {
  const otel = { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: '50' };
  db = await database();
  child = await startChild(bundle.dir, { ...db.env, ...otel });
  writeDist(join(root, 'dist'));
  const pagesUrl = await startPages({
    API_URL: child.baseUrl,
    DIST_DIR: join(root, 'dist'),
    REMOTES_MANIFEST: join(root, 'remotes.json'),
    SERVER_RENDER: '0',
    PROXY_API: '1',
    ...otel,
  });

  // The page names its span; the browser's calls continue its trace (libs/api-client trace-context).
  const page = await fetch(`${pagesUrl}/app/join/step1?email=hidden%40example.com`);
  expect(page.status).toBe(200);
  const [, traceId, pageSpan] =
    /<meta name="traceparent" content="00-([0-9a-f]{32})-([0-9a-f]{16})-01"/.exec(await page.text()) ?? [];
  expect(traceId).toBeDefined();
  const browserSpans: string[] = [];
  const traceparent = () => {
    browserSpans.push(hex(8));
    return `00-${traceId}-${browserSpans.at(-1)}-01`;
  };
  const call = async (options: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: unknown;
  }) => {
    const res = await fetch(`${pagesUrl}${options.url}`, {
      method: options.method,
      headers: { traceparent: traceparent(), 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify(options.payload),
    });
    return { status: res.status, body: await res.json() };
  };
  const parent = parentA({ firstName: 'Zelda', lastName: 'Quixote', phoneNumber: '5125550177' });
  const created = await call({
    method: 'POST',
    url: '/api/registrations?utm_source=mail',
    payload: { parent, sections: ['PARENT'] },
  });
  expect(created.status).toBe(201);
  const { signupId, registrationKey } = created.body;
  const family = {
    parent,
    sections: ['ADDRESS', 'FAMILY'],
    address: usAddress,
    coParent: null,
    children: [{ firstName: 'Yorick', lastName: 'Quixote', email: null }],
    lastCompletedStep: 3,
  };
  const updated = await call({
    method: 'PUT',
    url: `/api/registrations/${signupId}`,
    headers: { 'x-registration-key': registrationKey },
    payload: family,
  });
  expect(updated.status).toBe(200);
  const nonce = await tokenize(child.caller);
  const paid = await call({
    method: 'POST',
    url: `/api/registrations/${signupId}/pay`,
    headers: { 'x-registration-key': registrationKey, 'idempotency-key': hex(8) },
    payload: payBody(nonce, US_1001_TX_TOTAL),
  });
  expect(paid.status).toBe(200);

  const ofTrace = () => spans().filter((s) => s.traceId === traceId);
  const has = (pred: (s: OtlpSpan) => boolean) => ofTrace().some(pred);
  const pageServerSpans = () => ofTrace().filter((s) => s.service === 'join-page-server');
  await waitUntil(
    async () =>
      has((s) => s.name === 'POST /api/registrations/:signupId/pay') &&
      has((s) => s.name === 'gateway charge') &&
      has((s) => s.name === 'mail send') &&
      pageServerSpans().length === 4,
    60_000,
    'the sign-up spans',
  );

  // The page server: the page's own span, and one per call it passed on, under the browser's.
  const document = ofTrace().find((s) => s.spanId === pageSpan) as OtlpSpan;
  expect([document.service, document.name, attr(document, 'http.route')]).toEqual([
    'join-page-server',
    'GET /app/join/*',
    '/app/join/*',
  ]);
  const hops = pageServerSpans().filter((s) => s.kind === 2 && s.spanId !== pageSpan);
  expect(hops).toHaveLength(3);
  for (const h of hops) expect(browserSpans).toContain(h.parentSpanId);

  // The API: each request continues its hop's span, not a trace of its own.
  const server = ofTrace().filter((s) => s.service === 'join-api' && s.kind === 2);
  expect(server.map((s) => s.name).sort()).toEqual([
    'POST /api/registrations',
    'POST /api/registrations/:signupId/pay',
    'PUT /api/registrations/:signupId',
  ]);
  for (const s of server) expect(hops.map((h) => h.spanId)).toContain(s.parentSpanId);
  const create = server.find((s) => s.name === 'POST /api/registrations') as OtlpSpan;
  expect(attr(create, 'http.route')).toBe('/api/registrations');
  expect(Number(attr(create, 'http.response.status_code'))).toBe(201);
  const spanIds = new Set(ofTrace().map((s) => s.spanId));
  const inserts = ofTrace().filter((s) => s.kind === 3 && attr(s, 'db.operation.name') === 'INSERT');
  expect(inserts.length).toBeGreaterThan(0);
  for (const s of inserts) expect(attr(s, 'db.system.name')).toBe(db.system);
  // Statements hang under their request, not beside it.
  for (const s of inserts) expect(spanIds.has(s.parentSpanId as string)).toBe(true);
  const charge = ofTrace().find((s) => s.name === 'gateway charge') as OtlpSpan;
  expect(attr(charge, 'payment.gateway.outcome')).toBe('ok');

  // The receipt, sent later by the outbox worker, joins the trace of the Pay that queued it.
  const pay = server.find((s) => s.name === 'POST /api/registrations/:signupId/pay') as OtlpSpan;
  const mails = ofTrace().filter((s) => s.name === 'mail send');
  expect(mails.map((m) => m.parentSpanId)).toContain(pay.spanId);

  // Nothing the visitor typed, nor a query string, in any exported byte.
  const everything = received.map((r) => r.body).join('\n');
  for (const personal of [
    parent.email,
    'hidden',
    'Zelda',
    'Quixote',
    'Yorick',
    '5550177',
    '100 Congress',
    'utm_source',
    registrationKey,
    nonce,
    signupId,
  ]) {
    expect(everything).not.toContain(personal);
  }
});
