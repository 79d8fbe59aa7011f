// A remote's build records the commit it is made from in join-release.json, so that a release of
// that build later (`npm run release -- <remote> --from <folder>`) names the build's commit, not
// whatever the working copy holds by then.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ReleaseInfoPlugin } = require('./federation.cjs') as {
  ReleaseInfoPlugin: new (routes: string[]) => webpack.WebpackPluginInstance;
};

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'release-info-'));
  writeFileSync(join(work, 'entry.js'), 'module.exports = 1;');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function build(commitSetting: string | undefined): Promise<{ routes: string[]; commit?: string }> {
  const saved = process.env.JOIN_BUILD_COMMIT;
  if (commitSetting === undefined) delete process.env.JOIN_BUILD_COMMIT;
  else process.env.JOIN_BUILD_COMMIT = commitSetting;
  const out = mkdtempSync(join(work, 'out-'));
  try {
    await new Promise<void>((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          context: work,
          entry: './entry.js',
          output: { path: out },
          plugins: [new ReleaseInfoPlugin(['/app/join/payment-help'])],
        },
        (err, stats) => (err || stats?.hasErrors() ? reject(err ?? new Error(stats?.toString())) : resolve()),
      ),
    );
    return JSON.parse(readFileSync(join(out, 'join-release.json'), 'utf8'));
  } finally {
    if (saved === undefined) delete process.env.JOIN_BUILD_COMMIT;
    else process.env.JOIN_BUILD_COMMIT = saved;
  }
}

describe("a remote's join-release.json", () => {
  it('holds its declared pages and the commit of the working copy it is built from', async () => {
    const head = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
    expect(await build(undefined)).toEqual({ routes: ['/app/join/payment-help'], commit: head });
  });

  it('holds JOIN_BUILD_COMMIT instead when the build is made without git', async () => {
    expect((await build('0123456789ab')).commit).toBe('0123456789ab');
  });
});
