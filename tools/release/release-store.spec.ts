// The release store through the real S3 SDK against the local sandbox (s3-sandbox.ts): a version is
// published once with its headers and hashes, a second publish is refused, and a server build
// changed in the bucket afterwards is refused by the page server's hash check.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import { hashBuildFiles } from '../../libs/release-integrity/src/hash-build-files';
import { remoteServerEntries } from '../../apps/page-server/src/remote-server-entries';
import { IMMUTABLE, objectHeaders, releaseStoreFrom } from './release-store';
import { startS3Sandbox, type S3Sandbox } from './s3-sandbox';

const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'sandbox-key', AWS_SECRET_ACCESS_KEY: 'sandbox-secret' };
let sandbox: S3Sandbox;
let work: string;
let build: string;
beforeAll(async () => {
  sandbox = await startS3Sandbox(['releases']);
  work = mkdtempSync(join(tmpdir(), 'release-store-'));
  build = join(work, 'build');
  mkdirSync(join(build, 'server'), { recursive: true });
  writeFileSync(join(build, 'remoteEntry.js'), 'var checkout = 1;');
  writeFileSync(join(build, 'mf-manifest.json'), '{"name":"checkout"}');
  writeFileSync(join(build, '812.a1b2c3d4e5.js.br'), Buffer.from([0x1b, 0x00, 0x01]));
  writeFileSync(join(build, 'server', 'remoteEntry.js'), 'exports.rendered = 1;');
});
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await sandbox.close();
});

const s3Env = () => ({
  RELEASE_STORE: 's3://releases/join/',
  RELEASE_S3_ENDPOINT: sandbox.url,
  RELEASE_S3_REGION: 'eu-west-1',
  ...CREDENTIALS,
});
const client = () =>
  new S3Client({
    endpoint: sandbox.url,
    forcePathStyle: true,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'sandbox-key', secretAccessKey: 'sandbox-secret' },
  });

async function publish(env: Record<string, string>, version: string) {
  const store = releaseStoreFrom(env, join(work, 'data'));
  const staged = store.stage('checkout', version, build);
  try {
    const integrity = hashBuildFiles(staged);
    await store.publish('checkout', version, staged, integrity);
    return { store, integrity };
  } finally {
    store.cleanUp(staged);
  }
}

describe('the object store', () => {
  it('uploads every file once under the prefix, typed, immutable, with its SHA-384 and a checksum the store verified', async () => {
    const { store, integrity } = await publish(s3Env(), 'v1');
    expect(store.where('checkout', 'v1')).toBe('s3://releases/join/checkout/v1/');
    const stored = sandbox.buckets.get('releases') as Map<
      string,
      { headers: Record<string, string>; checked: boolean }
    >;
    expect([...stored.keys()].sort()).toEqual([
      'join/checkout/v1/812.a1b2c3d4e5.js.br',
      'join/checkout/v1/mf-manifest.json',
      'join/checkout/v1/remoteEntry.js',
      'join/checkout/v1/server/remoteEntry.js',
    ]);
    expect([...stored.values()].every((object) => object.checked)).toBe(true);
    const entry = stored.get('join/checkout/v1/remoteEntry.js')?.headers;
    expect(entry).toEqual({
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': IMMUTABLE,
      'x-amz-meta-sha384': integrity['remoteEntry.js'].slice('sha384-'.length),
    });
    expect(stored.get('join/checkout/v1/812.a1b2c3d4e5.js.br')?.headers).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'content-encoding': 'br',
    });
    // Read back through the SDK, which checks the checksum the store returns.
    const got = await client().send(
      new GetObjectCommand({
        Bucket: 'releases',
        Key: 'join/checkout/v1/remoteEntry.js',
        ChecksumMode: 'ENABLED',
      }),
    );
    expect(await got.Body?.transformToString()).toBe('var checkout = 1;');
    expect(got.CacheControl).toBe(IMMUTABLE);
    expect(got.Metadata).toEqual({ sha384: integrity['remoteEntry.js'].slice('sha384-'.length) });
    const head = await client().send(
      new HeadObjectCommand({ Bucket: 'releases', Key: 'join/checkout/v1/mf-manifest.json' }),
    );
    expect(head.ContentType).toBe('application/json; charset=utf-8');
  });

  it('refuses to publish a version again and leaves its files as they were', async () => {
    const stored = sandbox.buckets.get('releases') as Map<string, { body: Buffer }>;
    const bodies = () => [...stored].map(([key, object]) => `${key} ${object.body.toString('base64')}`);
    const before = bodies();
    writeFileSync(join(build, 'remoteEntry.js'), 'var checkout = 2;');
    try {
      await expect(publish(s3Env(), 'v1')).rejects.toThrow(
        /s3:\/\/releases\/join\/checkout\/v1\/\S+ exists already: a version is published once and never replaced/,
      );
    } finally {
      writeFileSync(join(build, 'remoteEntry.js'), 'var checkout = 1;');
    }
    expect(bodies()).toEqual(before);
    expect(
      sandbox.requests.filter((r) => r.startsWith('PUT /releases/join/checkout/v1/')).length,
    ).toBeGreaterThan(4);
  });

  it('is refused by a store that received other bytes than the checksum says', async () => {
    await expect(
      client().send(
        new PutObjectCommand({
          Bucket: 'releases',
          Key: 'join/checkout/v9/x.js',
          Body: 'one',
          ChecksumSHA256: createHash('sha256').update('two').digest('base64'),
        }),
      ),
    ).rejects.toThrow(/SHA256 you specified did not match/);
  });

  it("lets the page server load a release's server build from the public address only while its hash matches", async () => {
    const { integrity } = await publish(s3Env(), 'v2');
    const publicBase = `${sandbox.url}/releases/join/checkout/v2`;
    const warnings: string[] = [];
    const log = {
      warn: (fields: { reason: string }) => warnings.push(fields.reason),
    } as unknown as FastifyBaseLogger;
    const builds = {
      checkout: {
        browser: `${publicBase}/mf-manifest.json`,
        server: `${publicBase}/server/remoteEntry.js`,
        serverIntegrity: integrity['server/remoteEntry.js'],
      },
    };
    const pageOrigin = 'http://127.0.0.1:1';
    // Its origin must be allowed (REMOTE_SERVER_ORIGINS).
    expect(await remoteServerEntries({ allowedOrigins: [], log }).forRender(builds, pageOrigin)).toEqual({});
    expect(warnings.pop()).toMatch(/is not an allowed one/);
    const allowed = { allowedOrigins: [sandbox.url], log };
    expect(await remoteServerEntries(allowed).forRender(builds, pageOrigin)).toEqual({
      checkout: builds.checkout.server,
    });
    // Someone with write access replaces the object (no If-None-Match).
    await client().send(
      new PutObjectCommand({
        Bucket: 'releases',
        Key: 'join/checkout/v2/server/remoteEntry.js',
        Body: 'exports.rendered = "tampered";',
      }),
    );
    expect(await remoteServerEntries(allowed).forRender(builds, pageOrigin)).toEqual({});
    expect(warnings.pop()).toMatch(/its bytes do not match the manifest's hash/);
  });
});

describe('the folder store', () => {
  it('copies the build read-only into <folder>/<remote>/<version> and refuses the same version twice', async () => {
    const folder = join(work, 'folder-store');
    const { store } = await publish({ RELEASE_STORE: folder }, 'v1');
    expect(store.where('checkout', 'v1')).toBe(join(folder, 'checkout', 'v1'));
    expect(statSync(join(folder, 'checkout', 'v1', 'remoteEntry.js')).mode & 0o222).toBe(0);
    await expect(publish({ RELEASE_STORE: folder }, 'v1')).rejects.toThrow(/exists/);
  });

  it('is under the data folder when RELEASE_STORE is unset', () => {
    expect(releaseStoreFrom({}, join(work, 'data')).where('checkout', 'v1')).toBe(
      join(work, 'data', 'releases', 'checkout', 'v1'),
    );
  });
});

describe('object headers', () => {
  it.each([
    ['main.0a1b2c3d4e.js', 'text/javascript; charset=utf-8', undefined],
    ['server/remoteEntry.js.gz', 'text/javascript; charset=utf-8', 'gzip'],
    ['main.0a1b2c3d4e.css', 'text/css; charset=utf-8', undefined],
    ['font.woff2', 'font/woff2', undefined],
    ['x.LICENSE.txt', 'text/plain; charset=utf-8', undefined],
    ['blob', 'application/octet-stream', undefined],
  ])('%s is %s', (file, contentType, contentEncoding) => {
    expect(objectHeaders(file)).toEqual({ contentType, ...(contentEncoding ? { contentEncoding } : {}) });
  });
});
