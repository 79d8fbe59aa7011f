// The integrity map the page server hands the browser for each remote (remote-integrity.ts): from
// the remotes manifest when a release recorded it, else what the build recorded in integrity.json,
// else the build's files hashed; and the same values on the page's preloads of the remote's files.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPageServer, type TestPageServer } from './page-server-app';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

describe('remote integrity', () => {
  let root: string;
  let dist: string;
  let t: TestPageServer | undefined;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'join-integrity-'));
    dist = join(root, 'dist');
    const shell = join(dist, 'shell');
    mkdirSync(shell, { recursive: true });
    writeFileSync(join(shell, 'page-assets.json'), JSON.stringify({ js: [], css: [] }));
    const checkout = join(dist, 'checkout');
    mkdirSync(join(checkout, 'server'), { recursive: true });
    writeFileSync(join(checkout, 'mf-manifest.json'), '{"name":"checkout"}');
    writeFileSync(join(checkout, 'remoteEntry.js'), 'var checkout;');
    writeFileSync(join(checkout, '812.a1b2c3d4e5.js'), 'chunk();');
    writeFileSync(join(checkout, '812.a1b2c3d4e5.js.map'), '{}');
    writeFileSync(join(checkout, 'server', 'remoteEntry.js'), 'module.exports = {};');
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
    rmSync(root, { recursive: true, force: true });
  });

  it('hashes a build served from DIST_DIR: the files the browser loads, not maps or the Node build', async () => {
    t = await startPageServer({ DIST_DIR: dist, SERVER_RENDER: '0' });
    const answer = await t.call({ url: '/app/join/integrity/checkout' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toEqual({
      '812.a1b2c3d4e5.js': sri('chunk();'),
      'mf-manifest.json': sri('{"name":"checkout"}'),
      'remoteEntry.js': sri('var checkout;'),
    });
    expect((await t.call({ url: '/app/join/integrity/nobody' })).status).toBe(404);
    expect((await t.call({ url: '/app/join/integrity/__proto__' })).status).toBe(404);
  });

  it('keeps the values the build recorded when a file is changed afterwards', async () => {
    const checkout = join(dist, 'checkout');
    writeFileSync(
      join(checkout, 'integrity.json'),
      JSON.stringify({
        'remoteEntry.js': sri('var checkout;'),
        '812.a1b2c3d4e5.js': sri('chunk();'),
        'style.css': sri('a{}'),
        'evil/../x.js': sri('x'),
      }),
    );
    t = await startPageServer({ DIST_DIR: dist, SERVER_RENDER: '0' });
    writeFileSync(join(checkout, '812.a1b2c3d4e5.js'), 'tampered();');
    expect((await t.call({ url: '/app/join/integrity/checkout' })).body).toEqual({
      'remoteEntry.js': sri('var checkout;'),
      '812.a1b2c3d4e5.js': sri('chunk();'),
    });
    // A new build records new values: they are read when the file's time changes.
    writeFileSync(join(checkout, 'integrity.json'), JSON.stringify({ 'remoteEntry.js': sri('v2') }));
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(checkout, 'integrity.json'), later, later);
    expect((await t.call({ url: '/app/join/integrity/checkout' })).body).toEqual({
      'remoteEntry.js': sri('v2'),
    });
  });

  it("takes a release's values from the remotes manifest, and gives none for a build elsewhere without them", async () => {
    const manifest = join(root, 'remotes.json');
    writeFileSync(
      manifest,
      JSON.stringify({
        checkout: {
          browser: 'https://cdn.example.com/checkout/7/mf-manifest.json',
          version: '7',
          integrity: { 'remoteEntry.js': sri('released'), 'chunk.js': 'md5-nope' },
        },
        invite: 'https://cdn.example.com/invite/mf-manifest.json',
      }),
    );
    t = await startPageServer({ DIST_DIR: dist, REMOTES_MANIFEST: manifest, SERVER_RENDER: '0' });
    expect((await t.call({ url: '/app/join/integrity/checkout' })).body).toEqual({
      'remoteEntry.js': sri('released'),
    });
    expect((await t.call({ url: '/app/join/integrity/invite' })).body).toEqual({});
  });
});
