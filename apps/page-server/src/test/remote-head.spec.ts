// docs/first-screen.md: the route's remote's styles are in the page's head, read from its browser
// build's manifest, also when that manifest is slow to answer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { remoteHeads } from '../remote-head';

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'Routes',
      path: './Routes',
      assets: { js: { sync: ['routes.js'] }, css: { sync: ['routes.css'] } },
    },
  ],
};

let server: Server;
let origin = '';
let manifestDelayMs = 0;
let manifestFails = false;
let styleDelayMs = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/r/routes.css')
      return void setTimeout(
        () => res.writeHead(200, { 'content-type': 'text/css' }).end('.row{display:flex}'),
        styleDelayMs,
      );
    if (req.url !== '/r/mf-manifest.json') return void res.writeHead(404).end();
    setTimeout(() => {
      if (manifestFails) res.writeHead(503).end();
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(MANIFEST));
    }, manifestDelayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  manifestDelayMs = 0;
  manifestFails = false;
  styleDelayMs = 0;
});

const styled = { kind: 'inline', dataHref: 'routes.css', css: '.row{display:flex}' };

it("waits for a remote's first manifest longer than a refresh, so the first pages carry its styles", async () => {
  const warnings: string[] = [];
  const heads = remoteHeads((message) => void warnings.push(message), {
    freshMs: 5_000,
    firstReadMs: 2_000,
    refreshMs: 200,
    styleMs: 1_000,
  });
  manifestDelayMs = 500;
  const head = await heads('/r/mf-manifest.json', origin);
  expect(head.styles).toEqual([styled]);
  expect(head.preloads.map((p) => p.href)).toEqual([
    '/r/mf-manifest.json',
    '/r/remoteEntry.js',
    '/r/routes.js',
  ]);
  expect(warnings).toEqual([]);
});

it('keeps the head read before when a later read is slow or fails', async () => {
  const warnings: string[] = [];
  const heads = remoteHeads((message) => void warnings.push(message), {
    freshMs: 0,
    firstReadMs: 2_000,
    refreshMs: 100,
    styleMs: 1_000,
  });
  expect((await heads('/r/mf-manifest.json', origin)).styles).toEqual([styled]);
  manifestDelayMs = 400;
  expect((await heads('/r/mf-manifest.json', origin)).styles).toEqual([styled]);
  manifestDelayMs = 0;
  manifestFails = true;
  expect((await heads('/r/mf-manifest.json', origin)).styles).toEqual([styled]);
  expect(warnings).toEqual([
    'remote manifest unreadable; the head read before stands',
    'remote manifest unreadable; the head read before stands',
  ]);
});

it('gives no head for a remote whose manifest was never read', async () => {
  const heads = remoteHeads(() => undefined, { freshMs: 0, firstReadMs: 100, refreshMs: 100, styleMs: 100 });
  manifestFails = true;
  expect(await heads('/r/mf-manifest.json', origin)).toEqual({ preloads: [], styles: [] });
});

it("links a stylesheet it cannot read in time, named as the remote's CSS loading looks for it", async () => {
  const heads = remoteHeads(() => undefined, { freshMs: 0, firstReadMs: 2_000, refreshMs: 200, styleMs: 50 });
  styleDelayMs = 300;
  const head = await heads('/r/mf-manifest.json', origin);
  expect(head.styles).toEqual([{ kind: 'link', href: '/r/routes.css', dataHref: 'routes.css' }]);
});
