// The release commands (tools/release.mjs) against the running API: a release is copied into the
// store as an immutable version with every file hashed, validated, then made live (or a canary);
// a refused one is recorded with its reason and changes nothing for visitors; `releases` lists
// the states; `rollback` goes back. The builds are small fixtures (a real webpack build takes
// minutes): a remote whose manifest names its files, and a shell whose Node build renders a route
// by running the candidate's server entry, in the child process the command starts.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './test-app';

const TOKEN = 'operator-cli-test-token-0123456789-abcdefgh';
let t: TestApp;
let work: string;
beforeAll(async () => {
  t = await startTestApp({ OPERATOR_TOKEN: TOKEN });
  work = mkdtempSync(join(tmpdir(), 'release-command-'));
  writeShell(join(work, 'dist'));
  writeRemote(join(work, 'good'));
});
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await t?.close();
});

const shared = (name: string, version: string) => ({
  id: `checkout:${name}`,
  name,
  version,
  singleton: true,
  requiredVersion: `^${version}`,
  assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
});

/** A shell whose Node build loads the route's remote entry and runs it; it names any secret it can see. */
function writeShell(dist: string) {
  mkdirSync(join(dist, 'shell', 'server'), { recursive: true });
  writeFileSync(
    join(dist, 'shell', 'mf-manifest.json'),
    JSON.stringify({
      shared: [shared('react', '19.3.1'), shared('react-dom', '19.3.1'), shared('zustand', '5.1.0')],
    }),
  );
  writeFileSync(
    join(dist, 'shell', 'server', 'main.js'),
    `exports.renderPage = async (input) => {
      const secrets = Object.keys(process.env).filter((k) => /TOKEN|DATABASE|BRAINTREE|SECRET/.test(k));
      let remoteRendered = true;
      try {
        if (secrets.length) throw new Error('the check can see ' + secrets.join(', '));
        new Function(await (await fetch(Object.values(input.serverEntries)[0])).text())();
      } catch (err) { remoteRendered = false; input.onError('remote "checkout" is rendered in the browser', err); }
      return { kind: 'html', status: 200, remote: 'checkout', remoteRendered, pipe: async (d) => { d.write('<main>' + input.url + '</main>'); }, texts: () => ({}) };
    };`,
  );
}

function writeRemote(folder: string) {
  mkdirSync(join(folder, 'server'), { recursive: true });
  writeFileSync(join(folder, 'remoteEntry.js'), 'var checkout = 1;');
  writeFileSync(join(folder, '812.a1b2c3d4e5.js'), 'console.log("chunk");');
  writeFileSync(join(folder, 'server', 'remoteEntry.js'), 'var rendered = 1;');
  writeFileSync(
    join(folder, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      shared: [shared('react', '19.3.1'), shared('zustand', '5.1.0')],
      exposes: [
        {
          id: 'checkout:Routes',
          name: 'Routes',
          assets: { js: { sync: ['812.a1b2c3d4e5.js'], async: [] }, css: { sync: [], async: [] } },
        },
      ],
    }),
  );
}

/** A copy of the good build, changed by `edit`. */
function variant(name: string, edit: (folder: string) => void) {
  const folder = join(work, name);
  cpSync(join(work, 'good'), folder, { recursive: true });
  edit(folder);
  return folder;
}

const store = () => join(work, 'store');
/** Runs a command as an operator would; asynchronously, since the API answering it runs in this process. */
function cli(
  command: 'release' | 'list' | 'rollback',
  ...args: Array<string | Record<string, string>>
): Promise<{ status: number; out: string; err: string }> {
  const extra = args.find((a): a is Record<string, string> => typeof a === 'object') ?? {};
  const argv = ['tools/release.mjs', command, ...args.filter((a): a is string => typeof a === 'string')];
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    RELEASE_API_URL: t.baseUrl,
    OPERATOR_TOKEN: TOKEN,
    RELEASE_STORE: store(),
    DIST_DIR: join(work, 'dist'),
    RELEASE_ACTOR: 'ci-operator',
    ...extra,
  };
  return new Promise((done) => {
    execFile(
      join(process.cwd(), 'node_modules/.bin/tsx'),
      argv,
      { encoding: 'utf8', env, timeout: 120_000 },
      (error, stdout, stderr) =>
        done({
          status: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          out: stdout,
          err: stderr,
        }),
    );
  });
}
/** The status `request` answers with once it is `wanted`, or the last one after ten seconds. */
async function statusSoon(request: () => Promise<Response>, wanted: number): Promise<number> {
  const until = Date.now() + 10_000;
  for (;;) {
    const { status } = await request();
    if (status === wanted || Date.now() > until) return status;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The page server (its own process, as deployed) in front of the test's API, on the fixture shell. */
async function startPageServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dist = join(work, 'dist');
  writeFileSync(join(dist, 'shell', 'main.0a1b2c3d4e.js'), 'console.log("shell");');
  writeFileSync(
    join(dist, 'shell', 'page-assets.json'),
    JSON.stringify({ js: ['/app/join/main.0a1b2c3d4e.js'], css: [] }),
  );
  const child: ChildProcess = spawn(
    join(process.cwd(), 'node_modules/.bin/tsx'),
    ['apps/page-server/src/main.ts'],
    {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: '0',
        HOST: '127.0.0.1',
        API_URL: t.baseUrl,
        DIST_DIR: dist,
        SERVER_RENDER: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the page server did not start: ${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Join is ready at (http:\/\/localhost:\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`the page server ended (${code}): ${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
const live = async () => (await t.call({ url: '/api/releases/live' })).body.remotes.checkout;
const versionOf = (out: string) => out.trim().split('\n').pop() as string;

describe('npm run release', () => {
  let first: string;

  it('publishes a build as an immutable version with every file hashed, then makes it live with its label', async () => {
    const run = await cli(
      'release',
      'checkout',
      '--from',
      join(work, 'good'),
      '--label',
      'checkout one',
      '--note',
      'first',
    );
    expect(run.err).toBe('');
    expect(run.status).toBe(0);
    first = versionOf(run.out);
    const folder = join(store(), 'checkout', first);
    expect(readFileSync(join(folder, '812.a1b2c3d4e5.js'), 'utf8')).toBe('console.log("chunk");');
    // Written once: the store's copy cannot be changed in place.
    expect(statSync(join(folder, 'remoteEntry.js')).mode & 0o222).toBe(0);
    const sha = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
    expect(await live()).toEqual({
      live: {
        version: first,
        label: 'checkout one',
        browser: `/app/join/releases/checkout/${first}/mf-manifest.json`,
        server: `/app/join/releases/checkout/${first}/server/remoteEntry.js`,
        serverIntegrity: sha('var rendered = 1;'),
        integrity: expect.objectContaining({
          'remoteEntry.js': sha('var checkout = 1;'),
          '812.a1b2c3d4e5.js': sha('console.log("chunk");'),
          'server/remoteEntry.js': sha('var rendered = 1;'),
        }),
        // The spec's pages of the remote, as full paths (no page of its own declared).
        routes: expect.arrayContaining(['/app/join/payment', '/app/join/invite/receipt']),
      },
      kept: [],
    });
    const listed = await cli('list', 'checkout');
    expect(listed.out).toMatch(
      new RegExp(
        `checkout\\s+${first}\\s+\\S+\\s+\\S+Z\\s+ci-operator\\s+live\\s+label "checkout one"\\s+note "first"`,
      ),
    );
  });

  it.each([
    [
      'an incompatible React major',
      (f: string) =>
        writeFileSync(
          join(f, 'mf-manifest.json'),
          readFileSync(join(f, 'mf-manifest.json'), 'utf8').replace(/19\.3\.1/g, '20.0.0'),
        ),
      /react 20\.0\.0 .*cannot share with the live shell's 19\.3\.1/,
    ],
    [
      'a Node build that throws on load',
      (f: string) => writeFileSync(join(f, 'server', 'remoteEntry.js'), 'throw new Error("broken at load")'),
      /does not render \/payment: .*broken at load/,
    ],
    [
      'a file its manifest names missing',
      (f: string) => rmSync(join(f, '812.a1b2c3d4e5.js')),
      /files its manifest names are missing: 812\.a1b2c3d4e5\.js/,
    ],
    [
      'routes another remote owns',
      (f: string) =>
        writeFileSync(
          join(f, 'join-release.json'),
          JSON.stringify({ routes: ['/app/join/payment', '/app/join/step1'] }),
        ),
      /declares routes it cannot have: \/app\/join\/step1 belongs to parentSignup/,
    ],
    [
      'a route outside /app/join/',
      (f: string) =>
        writeFileSync(join(f, 'join-release.json'), JSON.stringify({ routes: ['/account/help'] })),
      /declares routes it cannot have: \/account\/help is not a page path under \/app\/join\//,
    ],
  ])('refuses %s, says why, records it and changes nothing for visitors', async (name, edit, why) => {
    const before = await live();
    const run = await cli(
      'release',
      'checkout',
      '--from',
      variant(name.replace(/\W+/g, '-'), edit),
      '--label',
      `refused ${name}`,
    );
    expect(run.status).toBe(1);
    expect(run.err).toMatch(why);
    expect(run.err).toContain('Nothing changed for visitors.');
    expect(await live()).toEqual(before);
    const refused = (await cli('list', 'checkout')).out
      .split('\n')
      .find((line) => line.includes(`refused ${name}`));
    expect(refused).toMatch(/refused: /);
    expect(refused).toMatch(why);
  });

  it('checks the Node build in a process that holds none of the secrets the command has', async () => {
    // The fixture shell's render fails when it sees one, and names it.
    const run = await cli(
      'release',
      'checkout',
      '--from',
      join(work, 'good'),
      '--label',
      'with secrets around',
      {
        DATABASE_URL: 'postgres://u:p@db/join',
        BRAINTREE_PRIVATE_KEY: 'k',
        DISCOUNT_LINK_SECRET: 's',
      },
    );
    expect(run.err).toBe('');
    expect(run.status).toBe(0);
    expect((await cli('rollback', 'checkout', '--to', first)).status).toBe(0);
  });

  it('runs a canary, promotes it, aborts the next, and rolls back to the previous version or a named one', async () => {
    const second = versionOf(
      (
        await cli(
          'release',
          'checkout',
          '--from',
          join(work, 'good'),
          '--label',
          'checkout two',
          '--canary',
          '50',
        )
      ).out,
    );
    expect(await live()).toMatchObject({
      live: { version: first },
      canary: { version: second, percent: 50, label: 'checkout two' },
    });
    expect((await cli('list', 'checkout')).out).toMatch(new RegExp(`${second}.*canary 50 %`));
    expect((await cli('release', 'checkout', '--promote')).status).toBe(0);
    expect(await live()).toMatchObject({ live: { version: second }, kept: [{ version: first }] });

    const third = versionOf(
      (await cli('release', 'checkout', '--from', join(work, 'good'), '--canary', '10')).out,
    );
    expect((await live()).canary.version).toBe(third);
    expect((await cli('release', 'checkout', '--abort', '--note', 'errors up')).status).toBe(0);
    expect((await live()).canary).toBeUndefined();

    const back = await cli('rollback', 'checkout');
    expect(back.status).toBe(0);
    expect(back.out).toContain(`checkout: live ${first}`);
    expect((await live()).live.version).toBe(first);
    expect((await cli('rollback', 'checkout', '--to', second)).status).toBe(0);
    expect((await live()).live.version).toBe(second);
    const list = (await cli('list', 'checkout')).out;
    expect(list).toMatch(new RegExp(`${first}.*previous`));
    expect(list).toMatch(new RegExp(`${third}.*published`));
  });

  it('serves a page a release declares: 404 before, its remote once live, nothing restarted', async () => {
    const pages = await startPageServer();
    const help = () => fetch(`${pages.url}/app/join/payment-help`);
    const declared = async () =>
      JSON.parse(
        /<script id="join-routes" type="application\/json"[^>]*>(.*?)<\/script>/.exec(
          await (await help()).text(),
        )?.[1] ?? '{}',
      );
    try {
      expect((await help()).status).toBe(404);
      expect((await fetch(`${pages.url}/app/join/payment`)).status).toBe(200);
      const withPage = variant('own-page', (f) =>
        writeFileSync(join(f, 'join-release.json'), JSON.stringify({ routes: ['/app/join/payment-help'] })),
      );
      const run = await cli('release', 'checkout', '--from', withPage, '--label', 'with its own page');
      expect(run.err).toBe('');
      expect((await live()).live.routes).toContain('/app/join/payment-help');
      // The page server reads what is live at most a second late.
      expect(await statusSoon(help, 200)).toBe(200);
      expect((await declared()).checkout).toContain('/app/join/payment-help');
      expect((await fetch(`${pages.url}/app/join/nowhere`)).status).toBe(404);

      // Another remote may not declare it while checkout's live release has it.
      const taken = await cli(
        'release',
        'invite',
        '--from',
        variant('taken-page', (f) =>
          writeFileSync(join(f, 'join-release.json'), JSON.stringify({ routes: ['/app/join/payment-help'] })),
        ),
      );
      expect(taken.status).toBe(1);
      expect(taken.err).toMatch(/\/app\/join\/payment-help belongs to checkout/);

      // Rolled back to a release without it: 404 again.
      expect((await cli('rollback', 'checkout')).status).toBe(0);
      expect(await statusSoon(help, 404)).toBe(404);
    } finally {
      await pages.stop();
    }
  });

  it("records the commit the build was made from, not the working copy's, and says when it has none", async () => {
    const built = variant('built-elsewhere', (f) =>
      writeFileSync(join(f, 'join-release.json'), JSON.stringify({ routes: [], commit: '0123456789ab' })),
    );
    const run = await cli('release', 'checkout', '--from', built, '--label', 'built elsewhere');
    expect(run.status).toBe(0);
    const version = versionOf(run.out);
    expect(version).toMatch(/-0123456-/);
    expect(run.out).not.toContain('records no commit');
    expect((await cli('list', 'checkout')).out).toMatch(new RegExp(`${version}\\s+0123456789ab\\s`));

    const bare = await cli('release', 'checkout', '--from', join(work, 'good'), '--label', 'no commit');
    expect(bare.status).toBe(0);
    expect(bare.out).toContain('The build records no commit');
    expect((await cli('list', 'checkout')).out).toMatch(new RegExp(`${versionOf(bare.out)}\\s+-\\s`));
  });

  it('publishes to an S3-compatible store, its files then served from RELEASE_PUBLIC_URL', async () => {
    // The local stand-in for the bucket and its CDN (tools/release/s3-sandbox.ts), in a process of its own.
    const sandbox = spawn(
      join(process.cwd(), 'node_modules/.bin/tsx'),
      ['tools/release/s3-sandbox.ts', 'releases'],
      {
        env: { PATH: process.env.PATH, HOME: process.env.HOME },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      const endpoint = await new Promise<string>((resolve, reject) => {
        let output = '';
        sandbox.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const ready = /S3 sandbox at (http:\/\/\S+)/.exec(output);
          if (ready) resolve(ready[1]);
        });
        sandbox.once('exit', (code) => reject(new Error(`the S3 sandbox ended (${code}): ${output}`)));
      });
      const publicUrl = `${endpoint}/releases/join`;
      const s3 = {
        RELEASE_STORE: 's3://releases/join',
        RELEASE_S3_ENDPOINT: endpoint,
        RELEASE_PUBLIC_URL: publicUrl,
        AWS_ACCESS_KEY_ID: 'sandbox-key',
        AWS_SECRET_ACCESS_KEY: 'sandbox-secret',
      };
      const run = await cli(
        'release',
        'checkout',
        '--from',
        join(work, 'good'),
        '--label',
        'from the bucket',
        s3,
      );
      expect({ status: run.status, err: run.status ? run.err : '' }).toEqual({ status: 0, err: '' });
      const version = versionOf(run.out);
      expect(run.out).toContain(`to s3://releases/join/checkout/${version}/`);
      expect(existsSync(join(store(), 'checkout', version))).toBe(false);
      expect((await live()).live).toMatchObject({
        version,
        browser: `${publicUrl}/checkout/${version}/mf-manifest.json`,
        server: `${publicUrl}/checkout/${version}/server/remoteEntry.js`,
      });
      for (const [file, text] of [
        ['812.a1b2c3d4e5.js', 'console.log("chunk");'],
        ['remoteEntry.js', 'var checkout = 1;'],
        ['server/remoteEntry.js', 'var rendered = 1;'],
      ]) {
        const served = await fetch(`${publicUrl}/checkout/${version}/${file}`);
        expect([served.status, served.headers.get('cache-control'), await served.text()]).toEqual([
          200,
          'public, max-age=31536000, immutable',
          text,
        ]);
      }

      const { RELEASE_PUBLIC_URL: _, ...withoutPublicUrl } = s3;
      const refused = await cli('release', 'checkout', '--from', join(work, 'good'), withoutPublicUrl);
      expect(refused.status).toBe(2);
      expect(refused.err).toMatch(/RELEASE_PUBLIC_URL: an s3:\/\/ store needs RELEASE_PUBLIC_URL/);
    } finally {
      sandbox.kill('SIGTERM');
    }
  });

  it('refuses without the operator token and says how to find the product', async () => {
    const run = await cli('list', { OPERATOR_TOKEN: '', DATA_DIR: join(work, 'no-data') });
    expect(run.status).toBe(1);
    expect(run.err).toContain('No operator token');
    expect(existsSync(join(work, 'no-data'))).toBe(false);
  });
});
