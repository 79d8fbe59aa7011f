#!/usr/bin/env node
// The release commands (docs/deploying.md "A team ships its remote alone"):
//   npm run release  -- <remote> [--from <folder>] [--label <text>] [--note <text>] [--canary <percent>]
//   npm run release  -- <remote> --promote | --abort
//   npm run release  -- <remote> --preview <version>   (prints a link that shows that version in one browser)
//   npm run releases -- [<remote>]
//   npm run rollback -- <remote> [--to <version>]
// A release builds the remote (JOIN_BUILD_LABEL from --label) or takes --from, copies it into the
// release store as an immutable version (every file hashed with SHA-384), validates it and makes it
// live through the running product's operator API. They find that product as `npm start` does:
// the API at RELEASE_API_URL, else http://127.0.0.1:$PORT (4200); the token in OPERATOR_TOKEN, else
// $DATA_DIR/operator-token (the embedded database's copy writes it); the store in RELEASE_STORE,
// else $DATA_DIR/releases (DATA_DIR defaults to .data), or an object store (release/release-store.ts).
// Every setting: tools/release/settings.ts.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { hashBuildFiles } from '../libs/release-integrity/src/hash-build-files.ts';
import { releaseStoreFrom } from './release/release-store.ts';
import { releaseEnvSchema } from './release/settings.ts';
import { buildCommit, declaredRoutes, validate } from './release/validate-release.mjs';

/** Federation name to its app folder (apps/<folder>, dist/apps/<folder>). */
const FOLDERS = {
  parentSignup: 'parent-signup',
  checkout: 'checkout',
  invite: 'invite',
  proSignup: 'pro-signup',
};
const USAGE = `Usage:
  npm run release  -- <remote> [--from <folder>] [--label <text>] [--note <text>] [--canary <percent>]
  npm run release  -- <remote> --promote | --abort [--note <why>]
  npm run release  -- <remote> --preview <version>
  npm run releases -- [<remote>]
  npm run rollback -- <remote> [--to <version>] [--note <why>]
<remote> is one of ${Object.keys(FOLDERS).join(', ')}.`;

const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: {
    from: { type: 'string' },
    label: { type: 'string' },
    note: { type: 'string' },
    canary: { type: 'string' },
    promote: { type: 'boolean', default: false },
    abort: { type: 'boolean', default: false },
    to: { type: 'string' },
    preview: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
const remote = positionals[0];
const fail = (message, code = 1) => {
  console.error(message);
  process.exit(code);
};
if (values.help) fail(USAGE, 0);
if (!['release', 'list', 'rollback'].includes(command)) fail(USAGE, 2);
if (remote !== undefined && !FOLDERS[remote]) fail(`Unknown remote "${remote}".\n${USAGE}`, 2);
if (command !== 'list' && !remote) fail(USAGE, 2);

const env = process.env;
const settings = releaseEnvSchema.safeParse(env);
if (!settings.success)
  fail(
    `Invalid settings: ${settings.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    2,
  );
const dataDir = resolve(env.DATA_DIR || '.data');
const apiUrl = (env.RELEASE_API_URL || `http://127.0.0.1:${env.PORT || 4200}`).replace(/\/$/, '');
const distDir = resolve(env.DIST_DIR || 'dist/apps');
const actor = env.RELEASE_ACTOR || userInfo().username;

function token() {
  if (env.OPERATOR_TOKEN) return env.OPERATOR_TOKEN;
  const file = join(dataDir, 'operator-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  return fail(
    `No operator token: set OPERATOR_TOKEN (the one the join API has), or run this beside the product on the embedded database (DATA_DIR=${dataDir} holds none).`,
  );
}

async function api(method, path, body) {
  let response;
  try {
    response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token()}`,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (err) {
    return fail(
      `The product does not answer at ${apiUrl} (${err.cause?.code ?? err.message}): start it (npm start), or set PORT or RELEASE_API_URL.`,
    );
  }
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) fail(`The join API refused (${response.status} ${answer.message ?? ''}).`);
  return answer;
}

const change = (action, body) =>
  api('POST', `/api/operator/releases/${remote}/${action}`, { actor, ...body });
const describe = (c) =>
  `${remote}: live ${c.live ?? 'none'}${c.canary ? `, canary ${c.canary} for ${c.canaryPercent} % of new visitors` : ''}`;

/** Builds the remote into a fresh folder, stamped with the label. */
function build(label) {
  const out = mkdtempSync(join(tmpdir(), `join-release-${FOLDERS[remote]}-`));
  console.log(`Building ${remote}${label ? ` (label "${label}")` : ''} …`);
  const result = spawnSync(
    'npx',
    ['webpack', '--config', `apps/${FOLDERS[remote]}/webpack.config.cjs`, '--mode', 'production'],
    {
      stdio: 'inherit',
      env: { ...env, JOIN_BUILD_LABEL: label ?? '', JOIN_OUTPUT_PATH: out },
    },
  );
  if (result.status !== 0) fail(`The build of ${remote} failed.`);
  return out;
}

/** The pages every other remote's live release declares (GET /api/releases/live), for the ownership check. */
async function othersDeclared() {
  const { remotes } = await api('GET', '/api/releases/live');
  return Object.fromEntries(
    Object.entries(remotes ?? {})
      .filter(([name]) => name !== remote)
      .map(([name, served]) => [name, [...(served.live?.routes ?? []), ...(served.canary?.routes ?? [])]]),
  );
}

async function release() {
  if (values.preview) {
    const { token, expiresAt } = await api('POST', `/api/operator/releases/${remote}/preview`, {
      actor,
      version: values.preview,
    });
    const site = (env.PUBLIC_URL || `http://localhost:${env.PORT || 4200}`).replace(/\/$/, '');
    console.log(
      `Preview of ${remote} ${values.preview} in your browser only, until ${expiresAt} (?preview=off ends it):`,
    );
    console.log(`${site}/app/join/?preview=${remote}@${values.preview}&preview_token=${token}`);
    return;
  }
  if (values.promote || values.abort) {
    const changed = await change(values.promote ? 'promote' : 'abort', { reason: values.note });
    console.log(describe(changed));
    return;
  }
  const canary = values.canary === undefined ? undefined : Number(values.canary);
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99))
    fail('--canary takes a share of new visitors from 1 to 99 (%).', 2);
  const label = values.label ?? (env.JOIN_BUILD_LABEL || undefined);
  const source = values.from ? resolve(values.from) : build(label);
  if (!existsSync(source)) fail(`No build at ${source}.`);
  // The commit the build was made from, as the build recorded it; never the working copy's HEAD,
  // which a build given with --from need not come from.
  const commit = buildCommit(source);
  if (!commit)
    console.log(
      `The build records no commit (no "commit" in its join-release.json): the release is listed without one.`,
    );
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const version = `${stamp}-${commit ? commit.slice(0, 7) : 'nogit'}-${randomBytes(2).toString('hex')}`;
  const store = releaseStoreFrom(env, dataDir);
  // Hashed, validated and published from one read-only local copy.
  const folder = store.stage(remote, version, source);
  if (!values.from) rmSync(source, { recursive: true, force: true });
  const integrity = hashBuildFiles(folder);
  try {
    await store.publish(remote, version, folder, integrity);
  } catch (err) {
    store.cleanUp(folder);
    fail(`Publishing ${remote} ${version} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  const base = env.RELEASE_PUBLIC_URL
    ? `${env.RELEASE_PUBLIC_URL.replace(/\/$/, '')}/${remote}/${version}`
    : `/app/join/releases/${remote}/${version}`;
  const routes = declaredRoutes(remote, folder);
  console.log(
    `Published ${remote} ${version} (${Object.keys(integrity).length} files hashed) to ${store.where(remote, version)}`,
  );
  const reasons = validate({
    remote,
    folder,
    routes,
    others: await othersDeclared(),
    distDir,
    path: env.PATH,
  });
  store.cleanUp(folder);
  await api('POST', '/api/operator/releases', {
    remote,
    version,
    ...(label ? { label } : {}),
    ...(commit ? { commit } : {}),
    ...(values.note ? { note: values.note } : {}),
    actor,
    browser: `${base}/mf-manifest.json`,
    ...(integrity['server/remoteEntry.js']
      ? { server: `${base}/server/remoteEntry.js`, serverIntegrity: integrity['server/remoteEntry.js'] }
      : {}),
    integrity,
    routes,
    ...(reasons.length ? { refused: reasons.join('; ').slice(0, 2000) } : {}),
  });
  if (reasons.length)
    fail(
      `Refused ${remote} ${version}:\n${reasons.map((r) => `  - ${r}`).join('\n')}\nNothing changed for visitors.`,
    );
  const changed = await change('live', {
    version,
    ...(canary ? { canaryPercent: canary } : {}),
    reason: values.note,
  });
  console.log(describe(changed));
  console.log(version);
}

async function list() {
  const { releases } = await api('GET', `/api/operator/releases${remote ? `?remote=${remote}` : ''}`);
  if (!releases.length)
    return console.log(
      'No releases yet: every remote is served from its default build (REMOTES_MANIFEST or dist/apps).',
    );
  for (const r of releases)
    console.log(
      [
        r.remote.padEnd(12),
        r.version.padEnd(34),
        (r.commit ?? '-').padEnd(12),
        r.createdAt,
        r.createdBy,
        r.state,
        r.label ? `label "${r.label}"` : '',
        r.note ? `note "${r.note}"` : '',
      ]
        .filter(Boolean)
        .join('  '),
    );
}

async function rollback() {
  const changed = await change('rollback', {
    ...(values.to ? { version: values.to } : {}),
    reason: values.note,
  });
  console.log(describe(changed));
}

await { release, list, rollback }[command]();
