#!/usr/bin/env node
// Renders each route of a candidate release with its Node build, in a process of its own that the
// release command starts with no secrets in its environment (tools/release.mjs): the shell's Node
// build renders the route, loading the candidate's server/remoteEntry.js from a loopback server
// over the candidate's folder. Prints one JSON line: { ok, failures: [{ route, reason }] }.
//   node tools/release/check-server-build.mjs <shell folder> <release folder> <remote> <route>...
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve, sep } from 'node:path';
import { Writable } from 'node:stream';

const [shellRoot, folder, remote, ...routes] = process.argv.slice(2);
const root = resolve(folder);
const server = createServer((req, res) => {
  const file = join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  if (!file.startsWith(root + sep) || !existsSync(file) || statSync(file).isDirectory())
    return void res.writeHead(404).end();
  res.writeHead(200, {
    'content-type': file.endsWith('.json') ? 'application/json' : 'application/javascript',
  });
  createReadStream(file).pipe(res);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const entry = `http://127.0.0.1:${server.address().port}/server/remoteEntry.js`;
const failures = [];
const config = {
  sandbox: true,
  flags: {},
  urls: {},
  supportChat: false,
  usernameAtSign: false,
  paymentProvider: 'sandbox',
};
try {
  const shell = createRequire(import.meta.url)(resolve(shellRoot, 'server', 'main.js'));
  for (const route of routes) {
    const errors = [];
    try {
      const result = await shell.renderPage({
        url: `/app/join${route}`,
        lang: 'en',
        config,
        serverEntries: { [remote]: entry },
        // The pages the release declares beyond the spec's are in the route table it is checked with.
        routes: { [remote]: routes.map((r) => `/app/join${r}`) },
        remoteTimeoutMs: 20_000,
        renderTimeoutMs: 30_000,
        onError: (message, err) =>
          errors.push(`${message}: ${err instanceof Error ? err.message : String(err)}`),
      });
      if (result.kind === 'html') {
        let html = '';
        await result.pipe(new Writable({ write: (chunk, _e, done) => ((html += chunk), done()) }));
        if (!result.remoteRendered)
          failures.push({ route, reason: errors[0] ?? 'the remote was not rendered on the server' });
        else if (errors.length) failures.push({ route, reason: errors[0] });
        else if (!html) failures.push({ route, reason: 'the page rendered empty' });
      }
    } catch (err) {
      failures.push({ route, reason: err instanceof Error ? err.message : String(err) });
    }
  }
} catch (err) {
  failures.push({
    route: '*',
    reason: `the shell's Node build could not be loaded: ${err instanceof Error ? err.message : String(err)}`,
  });
}
server.close();
process.stdout.write(`${JSON.stringify({ ok: failures.length === 0, failures })}\n`);
process.exit(0);
