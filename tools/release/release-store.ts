// Where `npm run release` publishes a version's files (docs/deploying.md, "The release store"):
// a folder under the data folder, which the page server serves under /app/join/releases/, or an
// S3-compatible bucket with a CDN in front (RELEASE_STORE=s3://<bucket>/<prefix>). Either way a
// version is written once: the folder's files are read-only, and each object is put with
// `If-None-Match: *`, so a second publish of the same version fails instead of replacing files a
// visitor's journey may be using.
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { sriOf } from '../../libs/release-integrity/src/hash-build-files';

export interface ReleaseStore {
  /** Where a version's files end up, as an operator reads it (a folder or an s3:// address). */
  where(remote: string, version: string): string;
  /**
   * Copies the build into a read-only local folder, the copy that is hashed, validated and
   * published: the store's own folder for a folder store, a private temporary one otherwise.
   */
  stage(remote: string, version: string, source: string): string;
  /** Writes the staged files, each checked against its recorded SHA-384 first; fails on any that exists. */
  publish(remote: string, version: string, staged: string, integrity: Record<string, string>): Promise<void>;
  /** Removes what `stage` made that the store does not keep. */
  cleanUp(staged: string): void;
}

/** The SDK, loaded only for an object store: a folder store needs none of it. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sdk = () => require('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');

/** Files that never change get this; a version's files never do. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  cjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
};
const ENCODINGS: Record<string, string> = { br: 'br', gz: 'gzip' };

/**
 * The headers an object is stored with: its type by extension; a precompressed twin (`x.js.br`)
 * keeps its original's type and says its encoding, so a CDN rule may serve it for `x.js`.
 */
export function objectHeaders(file: string): { contentType: string; contentEncoding?: string } {
  const parts = file.split('/').pop()?.split('.') ?? [];
  const encoding = parts.length > 2 ? ENCODINGS[parts[parts.length - 1]] : undefined;
  const extension = parts[parts.length - (encoding ? 2 : 1)] ?? '';
  return {
    contentType: TYPES[extension.toLowerCase()] ?? 'application/octet-stream',
    ...(encoding ? { contentEncoding: encoding } : {}),
  };
}

function readOnly(dir: string) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) readOnly(path);
    else chmodSync(path, 0o444);
  }
}

function copyReadOnly(source: string, target: string) {
  cpSync(source, target, { recursive: true, errorOnExist: true, force: false });
  readOnly(target);
}

function checkedBytes(staged: string, file: string, integrity: string): Buffer {
  const bytes = readFileSync(join(staged, file));
  if (sriOf(bytes) !== integrity)
    throw new Error(`${file} changed after it was hashed (${sriOf(bytes)}, recorded ${integrity})`);
  return bytes;
}

/** The folder store: `<folder>/<remote>/<version>/`, served by the page server. */
export function folderStore(folder: string): ReleaseStore {
  const root = resolve(folder);
  const where = (remote: string, version: string) => join(root, remote, version);
  return {
    where,
    stage(remote, version, source) {
      mkdirSync(join(root, remote), { recursive: true });
      copyReadOnly(source, where(remote, version));
      return where(remote, version);
    },
    async publish(_remote, _version, staged, integrity) {
      for (const [file, sri] of Object.entries(integrity)) checkedBytes(staged, file, sri);
    },
    cleanUp() {
      // The staged folder is the published version.
    },
  };
}

export interface ObjectStoreOptions {
  bucket: string;
  prefix: string;
  client: S3Client;
  /** Uploads at once (a build has a few hundred files). */
  parallel?: number;
}

/** The object store: `s3://<bucket>/<prefix>/<remote>/<version>/<file>`, each object put once. */
export function objectStore({ bucket, prefix, client, parallel = 8 }: ObjectStoreOptions): ReleaseStore {
  const keyOf = (remote: string, version: string, file = '') =>
    [prefix, remote, version].filter(Boolean).join('/') + `/${file}`;
  return {
    where: (remote, version) => `s3://${bucket}/${keyOf(remote, version)}`,
    stage(remote, _version, source) {
      const staged = join(mkdtempSync(join(tmpdir(), `join-release-${remote}-`)), 'build');
      copyReadOnly(source, staged);
      return staged;
    },
    async publish(remote, version, staged, integrity) {
      const { PutObjectCommand, S3ServiceException } = sdk();
      const files = Object.entries(integrity);
      let next = 0;
      const put = async (file: string, sri: string) => {
        const body = checkedBytes(staged, file, sri);
        const { contentType, contentEncoding } = objectHeaders(file);
        const key = keyOf(remote, version, file);
        try {
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: body,
              ContentType: contentType,
              ContentEncoding: contentEncoding,
              CacheControl: IMMUTABLE,
              // Written once: the store refuses a key that exists.
              IfNoneMatch: '*',
              // The store checks the bytes it received against this before keeping them.
              ChecksumSHA256: createHash('sha256').update(body).digest('base64'),
              Metadata: { sha384: sri.slice('sha384-'.length) },
            }),
          );
        } catch (err) {
          const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
          if (status === 412 || status === 409)
            throw new Error(
              `s3://${bucket}/${key} exists already: a version is published once and never replaced`,
            );
          throw new Error(
            `s3://${bucket}/${key} could not be written: ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}`,
          );
        }
      };
      const worker = async () => {
        while (next < files.length) {
          const [file, sri] = files[next++];
          await put(file, sri);
        }
      };
      await Promise.all(Array.from({ length: Math.min(parallel, files.length) }, worker));
    },
    cleanUp(staged) {
      rmSync(join(staged, '..'), { recursive: true, force: true });
    },
  };
}

export interface StoreSettings {
  RELEASE_STORE?: string;
  RELEASE_S3_ENDPOINT?: string;
  RELEASE_S3_REGION?: string;
  AWS_REGION?: string;
  AWS_ACCESS_KEY_ID?: string;
  AWS_SECRET_ACCESS_KEY?: string;
  AWS_SESSION_TOKEN?: string;
}

/**
 * The store RELEASE_STORE names: `s3://<bucket>[/<prefix>]` for an object store (at
 * RELEASE_S3_ENDPOINT when it is not AWS's, addressed by path there), any other value a folder
 * (`<dataDir>/releases` when unset). Credentials come from the AWS variables when given, else from
 * the SDK's usual chain (a role of the release job).
 */
export function releaseStoreFrom(env: StoreSettings, dataDir: string): ReleaseStore {
  const setting = env.RELEASE_STORE || join(dataDir, 'releases');
  const s3 = /^s3:\/\/([^/]+)\/?(.*)$/.exec(setting);
  if (!s3) return folderStore(setting);
  const { S3Client } = sdk();
  const client = new S3Client({
    region: env.RELEASE_S3_REGION || env.AWS_REGION || 'us-east-1',
    ...(env.RELEASE_S3_ENDPOINT ? { endpoint: env.RELEASE_S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
          },
        }
      : {}),
    maxAttempts: 3,
  });
  return objectStore({ bucket: s3[1], prefix: s3[2].replace(/\/+$/, ''), client });
}
