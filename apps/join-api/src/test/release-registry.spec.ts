// The release registry (docs/deploying.md "A team ships its remote alone"): the operator API
// refuses callers without the operator's token; a published version is immutable; each change of
// what is live is recorded with who and why; GET /api/releases/live gives the page server the live
// build, a canary with its share, and the builds journeys that started on them may still use.
import { startTestApp, type TestApp } from './test-app';

const TOKEN = 'operator-test-token-0123456789-abcdefghij';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ OPERATOR_TOKEN: TOKEN });
});
afterAll(async () => t?.close());

const auth = { authorization: `Bearer ${TOKEN}` };
let n = 0;
const version = () => `v${Date.now()}-${n++}`;
const publish = (v: string, extra: Record<string, unknown> = {}) =>
  t.call({
    method: 'POST',
    url: '/api/operator/releases',
    headers: auth,
    payload: {
      remote: 'checkout',
      version: v,
      label: `label ${v}`,
      browser: `/app/join/releases/checkout/${v}/mf-manifest.json`,
      server: `/app/join/releases/checkout/${v}/server/remoteEntry.js`,
      serverIntegrity: 'sha384-abc',
      integrity: { 'remoteEntry.js': 'sha384-def' },
      actor: 'ann',
      commit: 'abc123',
      note: 'first try',
      ...extra,
    },
  });
const change = (action: string, body: Record<string, unknown>, remote = 'checkout') =>
  t.call({
    method: 'POST',
    url: `/api/operator/releases/${remote}/${action}`,
    headers: auth,
    payload: { actor: 'ann', ...body },
  });
const live = async () => (await t.call({ url: '/api/releases/live' })).body.remotes.checkout;
const list = async () =>
  (await t.call({ url: '/api/operator/releases?remote=checkout', headers: auth })).body.releases as {
    version: string;
    state: string;
    createdBy: string;
    note: string;
  }[];
const stateOf = async (v: string) => (await list()).find((r) => r.version === v)?.state;

describe('the operator API', () => {
  it('refuses a caller without the operator token, or with another', async () => {
    expect((await t.call({ url: '/api/operator/releases' })).status).toBe(401);
    expect(
      (
        await t.call({
          url: '/api/operator/releases',
          headers: { authorization: 'Bearer not-the-token-but-as-long-as-it-0123' },
        })
      ).status,
    ).toBe(401);
    const v = version();
    const res = await t.call({
      method: 'POST',
      url: '/api/operator/releases',
      payload: { remote: 'checkout', version: v, browser: '/x', integrity: {}, actor: 'mallory' },
    });
    expect(res.status).toBe(401);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/operator/releases/checkout/live',
          payload: { actor: 'mallory', version: v },
        })
      ).status,
    ).toBe(401);
  });

  it('keeps a published version immutable', async () => {
    const v = version();
    expect((await publish(v)).status).toBe(201);
    const again = await publish(v, { label: 'other' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('release.version.taken');
    expect(await stateOf(v)).toBe('published');
  });
});

describe('what is live', () => {
  it('moves with release, canary, promote, abort and rollback, each recorded with who, when and why', async () => {
    const [v1, v2, v3, v4] = [version(), version(), version(), version()];
    for (const v of [v1, v2, v3, v4]) expect((await publish(v)).status).toBe(201);

    expect((await change('live', { version: v1, reason: 'first' })).body).toEqual({
      remote: 'checkout',
      live: v1,
      canary: null,
      canaryPercent: null,
    });
    expect((await live()).live).toEqual({
      version: v1,
      label: `label ${v1}`,
      browser: `/app/join/releases/checkout/${v1}/mf-manifest.json`,
      server: `/app/join/releases/checkout/${v1}/server/remoteEntry.js`,
      serverIntegrity: 'sha384-abc',
      integrity: { 'remoteEntry.js': 'sha384-def' },
    });

    // A new release: the old build stays served to journeys that started on it.
    await change('live', { version: v2 });
    let now = await live();
    expect(now.live.version).toBe(v2);
    expect(now.kept.map((b: { version: string }) => b.version)).toEqual([v1]);

    // A canary for a share of new visitors, then promoted.
    expect((await change('live', { version: v3, canaryPercent: 50 })).body).toMatchObject({
      live: v2,
      canary: v3,
      canaryPercent: 50,
    });
    now = await live();
    expect(now.canary).toMatchObject({ version: v3, percent: 50 });
    expect(await stateOf(v3)).toBe('canary 50 %');
    await change('promote', {});
    now = await live();
    expect(now.live.version).toBe(v3);
    expect(now.canary).toBeUndefined();
    expect(now.kept.map((b: { version: string }) => b.version).sort()).toEqual([v1, v2].sort());

    // An aborted canary is served to nobody any more.
    await change('live', { version: v4, canaryPercent: 10 });
    await change('abort', { reason: 'errors' });
    now = await live();
    expect(now.canary).toBeUndefined();
    expect(now.kept.map((b: { version: string }) => b.version)).not.toContain(v4);

    // Rollback: to the previous live version, at once; the version rolled back from is not kept.
    expect((await change('rollback', { reason: 'bad deploy' })).body).toMatchObject({ live: v2 });
    now = await live();
    expect(now.live.version).toBe(v2);
    expect(now.kept.map((b: { version: string }) => b.version)).not.toContain(v3);
    expect(await stateOf(v3)).toBe('previous');
    expect((await change('rollback', { version: v1 })).body).toMatchObject({ live: v1 });

    const trail = await t.app.db.query<{
      action: string;
      version: string;
      replaced: string | null;
      actor: string;
      reason: string | null;
      at: unknown;
    }>(
      `select action, version, replaced, actor, reason, at from release_events where remote = 'checkout' and version = any($1) and action <> 'publish' order by id`,
      [[v1, v2, v3, v4]],
    );
    expect(trail.map((e) => [e.action, e.version, e.replaced, e.actor, e.reason])).toEqual([
      ['live', v1, null, 'ann', 'first'],
      ['live', v2, v1, 'ann', null],
      ['canary', v3, null, 'ann', null],
      ['promote', v3, v2, 'ann', null],
      ['canary', v4, null, 'ann', null],
      ['abort', v3, v4, 'ann', 'errors'],
      ['rollback', v2, v3, 'ann', 'bad deploy'],
      ['rollback', v1, v2, 'ann', null],
    ]);
    for (const e of trail) expect(e.at).toBeTruthy();
  });

  it('refuses to make live a version that is unknown or was refused, and records the refusal', async () => {
    const unknown = await change('live', { version: version() });
    expect(unknown.status).toBe(404);
    const v = version();
    expect(
      (await publish(v, { refused: 'react 19 cannot share with the live shell (react 18)' })).status,
    ).toBe(201);
    expect(await stateOf(v)).toBe('refused: react 19 cannot share with the live shell (react 18)');
    const res = await change('live', { version: v });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('release.version.refused');
  });

  it('keeps remotes apart: a change to one leaves the others as they were', async () => {
    const v = version();
    expect(
      (await publish(v, { remote: 'invite', browser: `/app/join/releases/invite/${v}/mf-manifest.json` }))
        .status,
    ).toBe(201);
    const before = await live();
    await change('live', { version: v }, 'invite');
    expect((await live()).live).toEqual(before.live);
    expect((await t.call({ url: '/api/releases/live' })).body.remotes.invite.live.version).toBe(v);
    // A version of another remote cannot be made live here.
    expect((await change('live', { version: v })).status).toBe(404);
  });
});

describe('a preview', () => {
  it('gives an operator a signed token for one version, which the page server can read, and nothing for a changed token', async () => {
    const v = version();
    expect((await publish(v, { label: 'preview me' })).status).toBe(201);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/operator/releases/checkout/preview',
          payload: { actor: 'mallory', version: v },
        })
      ).status,
    ).toBe(401);
    const made = await t.call({
      method: 'POST',
      url: '/api/operator/releases/checkout/preview',
      headers: auth,
      payload: { actor: 'ann', version: v },
    });
    expect(made.status).toBe(200);
    const read = await t.call({ url: `/api/releases/preview?token=${encodeURIComponent(made.body.token)}` });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ remote: 'checkout', build: { version: v, label: 'preview me' } });
    // The token names the version: changing it (or its signature) gives nothing.
    const [payload, mac] = made.body.token.split('.');
    const other = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), v: version() }),
    ).toString('base64url');
    expect((await t.call({ url: `/api/releases/preview?token=${other}.${mac}` })).status).toBe(404);
    expect((await t.call({ url: `/api/releases/preview?token=${payload}.${mac.slice(1)}x` })).status).toBe(
      404,
    );
    // What is live does not move.
    expect((await live())?.live?.version).not.toBe(v);
  });
});
