// One port serves the whole product (issue 2 §3): the shell and the remotes' builds, the
// remotes manifest, precompressed files and long cache lifetimes for hashed names.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Federation name to the app folder under DIST_DIR (docs/CONTRACTS.md). */
export const REMOTE_FOLDERS: Record<string, string> = { parentSignup: 'parent-signup', checkout: 'checkout', invite: 'invite', proSignup: 'pro-signup' };

const NO_CACHE = /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|remoteEntry\.js)$/;
// A content hash in the name (main.3f9a1c2b.js, 812.a1b2c3d4e5.chunk.js) means the file never changes.
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2?|png|svg|jpg|webp|json|map)$/i;

export function cacheControlFor(path: string): string {
  const clean = path.replace(/\.(br|gz)$/, '');
  if (NO_CACHE.test(clean)) return 'no-cache';
  if (HASHED.test(clean)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

function setHeaders(reply: FastifyReply, path: string) {
  reply.header('cache-control', cacheControlFor(path));
}

const notBuilt = (reply: FastifyReply, what: string) =>
  reply.status(503).type('text/plain; charset=utf-8').send(`The ${what} has not been built yet. Run "npm run build" (or "npm start"), then reload.`);

export function defaultRemotesManifest(): Record<string, string> {
  return Object.fromEntries(Object.keys(REMOTE_FOLDERS).map((name) => [name, `/app/join/remotes/${name}/mf-manifest.json`]));
}

export async function staticRoutes(app: FastifyInstance) {
  const { distDir, remotesManifest } = app.config;

  app.get('/', async (_request, reply) => reply.redirect('/app/join/'));

  app.get('/app/join/remotes.json', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    if (!remotesManifest) return defaultRemotesManifest();
    // Re-read on every request: pointing the manifest at a new build needs no restart.
    try {
      return JSON.parse(readFileSync(remotesManifest, 'utf8'));
    } catch (err) {
      request.log.error({ err }, 'remotes manifest unreadable');
      return reply.status(503).send({ status: 503, message: 'remotes.manifest.unavailable' });
    }
  });

  for (const [name, folder] of Object.entries(REMOTE_FOLDERS)) {
    const root = join(distDir, folder);
    const prefix = `/app/join/remotes/${name}/`;
    if (existsSync(root)) {
      await app.register(fastifyStatic, { root, prefix, decorateReply: false, preCompressed: true, setHeaders, wildcard: true, index: false });
    } else {
      app.get(`${prefix}*`, async (_request, reply) => notBuilt(reply, `${name} remote`));
    }
  }

  const shellRoot = join(distDir, 'shell');
  if (!existsSync(shellRoot)) {
    app.get('/app/join', async (_request, reply) => notBuilt(reply, 'front end'));
    app.get('/app/join/*', async (_request, reply) => notBuilt(reply, 'front end'));
    return;
  }
  await app.register(fastifyStatic, { root: shellRoot, prefix: '/app/join/', decorateReply: true, preCompressed: true, setHeaders, wildcard: false, index: ['index.html'], redirect: true });
  // SPA fallback: unknown paths without a file extension render the shell's index.html.
  app.get('/app/join/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'] ?? '';
    if (/\.[A-Za-z0-9]{1,8}$/.test(path)) return reply.status(404).type('text/plain').send('Not found');
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', shellRoot);
  });
}
