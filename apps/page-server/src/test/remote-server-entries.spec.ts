// docs/first-screen.md failure matrix: a remote's Node build is given to the render only from the
// page server's own origin or an allowed one, and, when the manifest gives a hash, only when the
// entry's bytes match it; a refused build is rendered in the browser and why is logged.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { remoteServerEntries } from '../remote-server-entries';

const ENTRY = 'module.exports = "pro-signup server entry";';
const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((req, res) =>
    req.url === '/pro/server/remoteEntry.js' ? res.end(ENTRY) : res.writeHead(404).end(),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function logger() {
  const warnings: Record<string, unknown>[] = [];
  const log = {
    warn: (fields: Record<string, unknown>) => void warnings.push(fields),
  } as unknown as FastifyBaseLogger;
  return { log, warnings };
}

it("gives the render a build on the page server's own origin or an allowed one, and refuses any other, saying why", async () => {
  const { log, warnings } = logger();
  const entries = remoteServerEntries({ allowedOrigins: ['https://cdn.example.com'], log });
  const given = await entries.forRender(
    {
      parentSignup: { browser: '/p/mf-manifest.json', server: '/p/server/remoteEntry.js' },
      checkout: { browser: '/c/mf-manifest.json', server: 'https://cdn.example.com/c/server/remoteEntry.js' },
      invite: {
        browser: '/i/mf-manifest.json',
        server: 'https://elsewhere.example.net/i/server/remoteEntry.js',
      },
      proSignup: { browser: '/pro/mf-manifest.json' },
    },
    'http://127.0.0.1:4200',
  );
  expect(given).toEqual({
    parentSignup: 'http://127.0.0.1:4200/p/server/remoteEntry.js',
    checkout: 'https://cdn.example.com/c/server/remoteEntry.js',
  });
  expect(warnings).toEqual([
    expect.objectContaining({
      remote: 'invite',
      reason: expect.stringContaining('https://elsewhere.example.net is not an allowed one'),
    }),
  ]);
});

it("gives the render a build whose bytes match the manifest's hash, and refuses one that does not, logging the hash found", async () => {
  const { log, warnings } = logger();
  const entries = remoteServerEntries({ allowedOrigins: [], log });
  const url = `${origin}/pro/server/remoteEntry.js`;
  expect(
    await entries.forRender(
      {
        proSignup: {
          browser: '/pro/mf-manifest.json',
          server: '/pro/server/remoteEntry.js',
          serverIntegrity: sha384(ENTRY),
        },
      },
      origin,
    ),
  ).toEqual({ proSignup: url });
  expect(warnings).toEqual([]);
  expect(
    await entries.forRender(
      {
        proSignup: {
          browser: '/pro/mf-manifest.json',
          server: '/pro/server/remoteEntry.js',
          serverIntegrity: sha384('another build'),
        },
      },
      origin,
    ),
  ).toEqual({});
  expect(warnings).toEqual([
    expect.objectContaining({
      remote: 'proSignup',
      reason: `its bytes do not match the manifest's hash (${sha384(ENTRY)})`,
    }),
  ]);
  // A build that cannot be read cannot be checked, so it is refused too.
  expect(
    await entries.forRender(
      {
        proSignup: {
          browser: '/x/mf-manifest.json',
          server: '/missing/remoteEntry.js',
          serverIntegrity: sha384(ENTRY),
        },
      },
      origin,
    ),
  ).toEqual({});
  expect(warnings[1]).toEqual(expect.objectContaining({ reason: expect.stringContaining('answered 404') }));
});
