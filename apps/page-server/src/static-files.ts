// The shell's and the remotes' browser builds as files (CONTRACTS#routing-and-remotes):
// precompressed variants, long cache lifetimes for hashed names, no cache for what names them.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REMOTE_FOLDERS } from '@join/remotes-manifest';

const NO_CACHE = /(^|\/)(remotes\.json|mf-manifest\.json|remoteEntry\.js|page-assets\.json)$/;
// A content hash in the name (main.3f9a1c2b.js, 812.a1b2c3d4e5.chunk.js) means the file never changes.
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2?|png|svg|jpg|webp|json|map)$/i;
const COMPRESSED = /\.(br|gz)$/;

export function cacheControlFor(path: string): string {
  const clean = COMPRESSED.test(path) ? path.slice(0, path.lastIndexOf('.')) : path;
  if (NO_CACHE.test(clean)) return 'no-cache';
  if (HASHED.test(clean)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

function setHeaders(reply: FastifyReply, path: string) {
  reply.header('cache-control', cacheControlFor(path));
}

export const notBuilt = (reply: FastifyReply, what: string) =>
  reply
    .status(503)
    .type('text/plain; charset=utf-8')
    .send(`The ${what} has not been built yet. Run "npm run build" (or "npm start"), then reload.`);

// What the page server never sends as a file: its build description and the development page.
const NOT_FILES = /(^|\/)(index\.html|page-assets\.json)(\.(br|gz))?$/;

export async function staticFiles(app: FastifyInstance, distDir: string, releaseStore?: string) {
  // Released versions never change (each is a folder of its own), and stay served after they leave.
  if (releaseStore) mkdirSync(releaseStore, { recursive: true });
  if (releaseStore)
    await app.register(fastifyStatic, {
      root: releaseStore,
      prefix: '/app/join/releases/',
      decorateReply: false,
      preCompressed: true,
      setHeaders: (reply: FastifyReply) =>
        reply.header('cache-control', 'public, max-age=31536000, immutable'),
      wildcard: true,
      index: false,
      allowedPath: (pathName) => !/(^|\/)\./.test(pathName),
    });
  for (const [name, folder] of Object.entries(REMOTE_FOLDERS)) {
    const root = join(distDir, folder);
    const prefix = `/app/join/remotes/${name}/`;
    if (existsSync(root)) {
      await app.register(fastifyStatic, {
        root,
        prefix,
        decorateReply: false,
        preCompressed: true,
        setHeaders,
        wildcard: true,
        index: false,
      });
    } else {
      app.get(`${prefix}*`, async (_request, reply) => notBuilt(reply, `${name} remote`));
    }
  }
  const shellRoot = join(distDir, 'shell');
  if (!existsSync(shellRoot)) return;
  await app.register(fastifyStatic, {
    root: shellRoot,
    prefix: '/app/join/',
    decorateReply: true,
    preCompressed: true,
    setHeaders,
    wildcard: false,
    index: false,
    redirect: false,
    allowedPath: (pathName) => !NOT_FILES.test(pathName),
  });
}
