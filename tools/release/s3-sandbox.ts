// A local stand-in for an S3-compatible object store, so that the release store's object-store
// adapter is tested through the real SDK without reaching anything outside this machine. It keeps
// objects in memory and speaks path-style requests only (`/<bucket>/<key>`):
// - PUT stores an object with its Content-Type, Cache-Control, Content-Encoding and `x-amz-meta-*`
//   headers; `If-None-Match: *` refuses (412 PreconditionFailed) when the key exists; a given
//   `x-amz-checksum-sha256` or `Content-MD5` is checked against the bytes (400 BadDigest);
// - GET and HEAD answer the object with those headers (404 NoSuchKey otherwise), the checksum only
//   with `x-amz-checksum-mode: ENABLED`, as S3 does.
// A write must carry a SigV4 `Authorization` header, but its signature is NOT verified: this is a
// test double for the protocol, not for access control. Reads are anonymous, as a public bucket
// behind a CDN answers them, so the sandbox's address also stands for RELEASE_PUBLIC_URL.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SandboxObject {
  body: Buffer;
  headers: Record<string, string>;
  checksumSha256: string;
  /** Whether the write carried a checksum (SHA-256 or MD5) that the sandbox checked. */
  checked: boolean;
  etag: string;
  lastModified: Date;
}

export interface S3Sandbox {
  /** `http://127.0.0.1:<port>`: the endpoint for the SDK and the public address of its objects. */
  url: string;
  /** The stored objects by bucket, then key (tests change them to play a tampered store). */
  buckets: Map<string, Map<string, SandboxObject>>;
  /** Every request as `METHOD /path`, in order. */
  requests: string[];
  close(): Promise<void>;
}

const KEPT_HEADERS = /^(content-type|cache-control|content-encoding|x-amz-meta-.+)$/;

function xmlError(response: ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { 'content-type': 'application/xml', 'x-amz-request-id': 'sandbox' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Starts the sandbox on a free loopback port with the named buckets, empty. */
export async function startS3Sandbox(bucketNames: string[]): Promise<S3Sandbox> {
  const buckets = new Map(bucketNames.map((name) => [name, new Map<string, SandboxObject>()]));
  const requests: string[] = [];

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    requests.push(`${request.method} ${url.pathname}`);
    const [, bucketName = '', ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const bucket = buckets.get(bucketName);
    if (!bucket) return xmlError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key) return xmlError(response, 501, 'NotImplemented', 'Only object requests are supported');

    if (request.method === 'PUT') {
      if (!/^AWS4-HMAC-SHA256 Credential=/.test(request.headers.authorization ?? ''))
        return xmlError(response, 403, 'AccessDenied', 'A write needs a SigV4 Authorization header');
      const body = await bodyOf(request);
      if (request.headers['content-encoding']?.includes('aws-chunked'))
        return xmlError(response, 501, 'NotImplemented', 'aws-chunked uploads are not supported');
      if (request.headers['if-none-match'] === '*' && bucket.has(key))
        return xmlError(
          response,
          412,
          'PreconditionFailed',
          'At least one of the pre-conditions you specified did not hold',
        );
      const checksumSha256 = createHash('sha256').update(body).digest('base64');
      const givenSha256 = request.headers['x-amz-checksum-sha256'];
      if (givenSha256 !== undefined && givenSha256 !== checksumSha256)
        return xmlError(
          response,
          400,
          'BadDigest',
          'The SHA256 you specified did not match the calculated checksum.',
        );
      const givenMd5 = request.headers['content-md5'];
      const md5 = createHash('md5').update(body);
      if (givenMd5 !== undefined && givenMd5 !== md5.copy().digest('base64'))
        return xmlError(
          response,
          400,
          'BadDigest',
          'The Content-MD5 you specified did not match what we received.',
        );
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] => KEPT_HEADERS.test(entry[0]) && typeof entry[1] === 'string',
        ),
      );
      const etag = `"${md5.digest('hex')}"`;
      bucket.set(key, {
        body,
        headers,
        checksumSha256,
        checked: givenSha256 !== undefined || givenMd5 !== undefined,
        etag,
        lastModified: new Date(),
      });
      response.writeHead(200, {
        etag,
        'x-amz-checksum-sha256': checksumSha256,
        'x-amz-request-id': 'sandbox',
      });
      return response.end();
    }

    if (request.method === 'GET' || request.method === 'HEAD') {
      const object = bucket.get(key);
      if (!object) {
        if (request.method === 'HEAD') {
          response.writeHead(404);
          return response.end();
        }
        return xmlError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
      }
      response.writeHead(200, {
        ...object.headers,
        'content-length': String(object.body.length),
        etag: object.etag,
        'last-modified': object.lastModified.toUTCString(),
        'x-amz-request-id': 'sandbox',
        ...(request.headers['x-amz-checksum-mode'] === 'ENABLED'
          ? { 'x-amz-checksum-sha256': object.checksumSha256, 'x-amz-checksum-type': 'FULL_OBJECT' }
          : {}),
      });
      return response.end(request.method === 'HEAD' ? undefined : object.body);
    }
    return xmlError(response, 405, 'MethodNotAllowed', 'The specified method is not allowed');
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((err: unknown) => xmlError(response, 500, 'InternalError', String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    buckets,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `npx tsx tools/release/s3-sandbox.ts <bucket>…` runs it until stopped, for a release tried by hand
// (RELEASE_STORE=s3://<bucket>/<prefix>, RELEASE_S3_ENDPOINT and RELEASE_PUBLIC_URL at its address).
if (require.main === module) {
  void startS3Sandbox(process.argv.slice(2).length ? process.argv.slice(2) : ['releases']).then((sandbox) =>
    console.log(`S3 sandbox at ${sandbox.url}`),
  );
}
