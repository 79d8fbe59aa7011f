// What a candidate release must pass before it goes live (tools/release.mjs): every file its
// manifest names is there, its shared singletons can share with the live shell's, it declares only
// pages no other remote owns, and its Node build renders each of them (check-server-build.mjs, no
// secrets).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PAGES, ROUTE_BASE, declaredPagePath, routeRefusal } from '../../libs/route-table/src/index.ts';

/** The singletons a remote shares with the shell (spec: one React, one router, one store). */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand', 'i18next', '@join/state'];
const major = (version) => Number(/^(\d+)/.exec(version ?? '')?.[1]);
/** Whether `version` meets a caret or exact range as the federation's share scope writes them. */
function satisfies(version, range) {
  const parse = (v) => (/(\d+)\.(\d+)\.(\d+)/.exec(v) ?? []).slice(1).map(Number);
  const [v, r] = [parse(version), parse(range)];
  if (v.length < 3 || r.length < 3) return true;
  if (!range.startsWith('^')) return v.join('.') === r.join('.');
  if (v[0] !== r[0]) return false;
  return v[1] > r[1] || (v[1] === r[1] && v[2] >= r[2]);
}

/**
 * Every reason the version of `remote` in `folder` cannot go live (empty when it can); `others`: the
 * live releases' declared pages.
 */
export function validate({ remote, folder, routes, others, distDir, path }) {
  const reasons = [];
  const manifestFile = join(folder, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return ['mf-manifest.json is missing'];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  // Every file the manifest names.
  const named = new Set([manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js']);
  for (const part of [...(manifest.shared ?? []), ...(manifest.exposes ?? [])])
    for (const kind of ['js', 'css'])
      for (const when of ['sync', 'async'])
        for (const file of part.assets?.[kind]?.[when] ?? []) named.add(file);
  const missing = [...named].filter((file) => !existsSync(join(folder, file)));
  if (missing.length)
    reasons.push(
      `files its manifest names are missing: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}`,
    );
  // Shared singletons against the live shell's.
  const shellManifestFile = join(distDir, 'shell', 'mf-manifest.json');
  if (existsSync(shellManifestFile)) {
    const shell = new Map(JSON.parse(readFileSync(shellManifestFile, 'utf8')).shared.map((s) => [s.name, s]));
    for (const shared of manifest.shared ?? []) {
      if (!SINGLETONS.includes(shared.name)) continue;
      const live = shell.get(shared.name);
      if (!live) continue;
      if (
        major(shared.version) !== major(live.version) ||
        !satisfies(live.version, shared.requiredVersion ?? '') ||
        !satisfies(shared.version, live.requiredVersion ?? '')
      )
        reasons.push(
          `${shared.name} ${shared.version} (wants ${shared.requiredVersion}) cannot share with the live shell's ${live.version} (wants ${live.requiredVersion})`,
        );
    }
  } else
    reasons.push(
      `the live shell's manifest (${shellManifestFile}) cannot be read to check the shared singletons`,
    );
  // Routes: pages under /app/join/ that no other remote owns (the spec's or another live release's).
  const refusals = routes.map((route) => routeRefusal(remote, route, others)).filter(Boolean);
  if (refusals.length) reasons.push(`it declares routes it cannot have: ${refusals.join('; ')}`);
  // The Node build renders each route, in a child process holding no secrets.
  if (!existsSync(join(folder, 'server', 'remoteEntry.js')))
    reasons.push('its Node build (server/remoteEntry.js) is missing');
  else if (!reasons.length) {
    const own = routes.map(declaredPagePath);
    const child = spawnSync(
      process.execPath,
      [resolve('tools/release/check-server-build.mjs'), join(distDir, 'shell'), folder, remote, ...own],
      {
        env: { PATH: path, NODE_ENV: 'production' },
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    const verdict = (() => {
      try {
        return JSON.parse(child.stdout.trim().split('\n').pop());
      } catch {
        return {
          ok: false,
          failures: [
            {
              route: '*',
              reason: `the check ended without an answer (${child.signal ?? child.status}): ${(child.stderr ?? '').slice(0, 300)}`,
            },
          ],
        };
      }
    })();
    for (const failure of verdict.failures)
      reasons.push(`its Node build does not render ${failure.route}: ${failure.reason}`);
  }
  return reasons;
}

/**
 * The pages the release serves, as full paths: the spec's pages of the remote, and the ones its build
 * declares in join-release.json beside its manifest (a page of its own: no shell release needed).
 */
export function declaredRoutes(remote, folder) {
  const spec = Object.values(PAGES)
    .filter((page) => page.remote === remote)
    .map((page) => `${ROUTE_BASE}${page.path}`);
  const file = join(folder, 'join-release.json');
  const declared = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).routes ?? []) : [];
  return [...new Set([...spec, ...declared.map(String)])];
}

/**
 * The commit the build was made from, as its join-release.json records it (the build writes it,
 * tools/webpack/federation.cjs); undefined when the build records none.
 */
export function buildCommit(folder) {
  const file = join(folder, 'join-release.json');
  if (!existsSync(file)) return undefined;
  const commit = JSON.parse(readFileSync(file, 'utf8')).commit;
  return typeof commit === 'string' && /^[0-9a-f]{7,40}$/.test(commit) ? commit : undefined;
}
