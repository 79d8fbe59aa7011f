// Health decides (docs/deploying.md "Health decides"): browsers report each released remote's
// outcome per page load; the health job ends a canary whose failure rate is clearly above the live
// version's over enough page loads, once across copies, audited as "health" with the figures.
import { randomBytes } from 'node:crypto';
import { releaseHealthRepo } from '../repositories/release-health-repo';
import { releaseRegistry } from '../repositories/release-repo';
import { retentionRepo } from '../repositories/retention-repo';
import { judge, releaseHealthWorker } from '../services/release-health';
import { startTestApp, type TestApp } from './test-app';

const TOKEN = 'operator-test-token-0123456789-abcdefghij';
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(
    // The copy's own job waits an hour: the tests run each look themselves.
    {
      OPERATOR_TOKEN: TOKEN,
      LOG_LEVEL: 'info',
      RELEASE_HEALTH_MIN_VISITS: '40',
      RELEASE_HEALTH_INTERVAL_MS: '3600000',
    },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(async () => t?.close());

const auth = { authorization: `Bearer ${TOKEN}` };
let n = 0;
const version = () => `h${Date.now()}-${n++}`;
const publish = (remote: string, v: string) =>
  t.call({
    method: 'POST',
    url: '/api/operator/releases',
    headers: auth,
    payload: {
      remote,
      version: v,
      browser: `/app/join/releases/${remote}/${v}/mf-manifest.json`,
      integrity: { 'remoteEntry.js': 'sha384-def' },
      actor: 'ann',
    },
  });
const change = (remote: string, action: string, body: Record<string, unknown>) =>
  t.call({
    method: 'POST',
    url: `/api/operator/releases/${remote}/${action}`,
    headers: auth,
    payload: { actor: 'ann', ...body },
  });

/** A remote with a live version and a canary at 50 % of new visitors. */
async function canaryOf(remote: string) {
  const [live, canary] = [version(), version()];
  for (const v of [live, canary]) expect((await publish(remote, v)).status).toBe(201);
  expect((await change(remote, 'live', { version: live })).status).toBe(200);
  expect((await change(remote, 'live', { version: canary, canaryPercent: 50 })).status).toBe(200);
  return { live, canary };
}

const loadId = () => randomBytes(12).toString('base64url');
/** `visits` page loads of a version, the first `failed` of them failing, as the browsers report them. */
async function loads(
  remote: 'checkout' | 'invite' | 'proSignup' | 'parentSignup',
  v: string,
  visits: number,
  failed: number,
) {
  const repo = releaseHealthRepo(t.app.db);
  for (let i = 0; i < visits; i++) {
    const load = loadId();
    await repo.record({ load, remote, version: v, outcome: 'loaded' });
    if (i < failed) await repo.record({ load, remote, version: v, outcome: 'failed', kind: 'load' });
  }
}
const canaryNow = async (remote: string) =>
  (await t.call({ url: '/api/releases/live' })).body.remotes[remote]?.canary?.version;
const healthEvents = (remote: string) =>
  t.app.db.query<{ action: string; replaced: string; reason: string }>(
    `select action, replaced, reason from release_events where remote = $1 and actor = 'health' order by id`,
    [remote],
  );
const worker = () =>
  releaseHealthWorker({
    repo: releaseHealthRepo(t.app.db),
    leases: retentionRepo(t.app.db),
    registry: releaseRegistry(t.app.db),
    log: t.app.log,
    settings: { ...t.config.releaseHealth, intervalMs: 60_000 },
  });

describe('the browsers\u2019 health beacon', () => {
  it('takes a page load\u2019s outcome for a released remote and refuses anything else', async () => {
    const { canary } = await canaryOf('invite');
    const load = loadId();
    const beacon = (body: Record<string, unknown>) =>
      t.call({
        method: 'POST',
        url: '/api/releases/health',
        rawBody: JSON.stringify(body),
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
    expect((await beacon({ load, remote: 'invite', version: canary, outcome: 'loaded' })).status).toBe(202);
    // The same page load failing later counts once, as failed.
    expect(
      (await beacon({ load, remote: 'invite', version: canary, outcome: 'failed', kind: 'render' })).status,
    ).toBe(202);
    // A later success of that load does not hide the failure.
    expect((await beacon({ load, remote: 'invite', version: canary, outcome: 'loaded' })).status).toBe(202);
    const figures = await releaseHealthRepo(t.app.db).figures('invite', canary, new Date(0));
    expect(figures).toEqual({ visits: 1, failed: 1 });
    for (const bad of [
      { load, remote: 'invite', version: canary, outcome: 'loaded', email: 'ann@example.com' },
      { load, remote: 'shell', version: canary, outcome: 'loaded' },
      { load: 'short', remote: 'invite', version: canary, outcome: 'loaded' },
      { load, remote: 'invite', version: canary, outcome: 'fine' },
    ])
      expect((await beacon(bad)).status).toBe(400);
  });
});

describe('the rule', () => {
  const settings = { minVisits: 40, margin: 0.05, z: 2.33 };
  it('rolls back a clearly worse canary, not a close one, not a small sample, not against nothing', () => {
    expect(judge({ visits: 40, failed: 7 }, { visits: 120, failed: 0 }, settings)).toMatchObject({
      rollBack: true,
      figures: '7/40 failed vs 0/120',
    });
    // Within the margin and the noise of the live version's own failures.
    expect(judge({ visits: 40, failed: 2 }, { visits: 120, failed: 3 }, settings).rollBack).toBe(false);
    // Every one of too few page loads failed: not yet a verdict.
    expect(judge({ visits: 39, failed: 39 }, { visits: 120, failed: 0 }, settings).rollBack).toBe(false);
    // A live version nobody loaded gives nothing to compare with.
    expect(judge({ visits: 60, failed: 60 }, { visits: 0, failed: 0 }, settings).rollBack).toBe(false);
    // Above the margin but not significant against a small live sample.
    expect(judge({ visits: 40, failed: 4 }, { visits: 5, failed: 0 }, settings).rollBack).toBe(false);
  });
});

describe('the health job', () => {
  it('rolls back a failing canary in one audited change, logs it for the operator, and lists it', async () => {
    const { live, canary } = await canaryOf('checkout');
    await loads('checkout', canary, 40, 7);
    await loads('checkout', live, 120, 0);
    lines.length = 0;
    const done = await t.app.services.releaseHealth.check();
    expect(done).toEqual([
      {
        remote: 'checkout',
        version: canary,
        live,
        reason: expect.stringMatching(/^7\/40 failed vs 0\/120 /),
      },
    ]);
    expect(await canaryNow('checkout')).toBeUndefined();
    const [event] = await healthEvents('checkout');
    expect(event).toMatchObject({ action: 'abort', replaced: canary });
    expect(event.reason).toMatch(/^7\/40 failed vs 0\/120 \(z \d+\.\d\d\)$/);
    expect(lines.join('\n')).toMatch(
      new RegExp(`OPERATOR: release canary checkout@${canary} rolled back by health: 7/40 failed vs 0/120`),
    );
    const listed = await t.call({ url: '/api/operator/releases?remote=checkout', headers: auth });
    expect(listed.body.releases.find((r: { version: string }) => r.version === canary).state).toMatch(
      /^rolled back by health: 7\/40 failed vs 0\/120 /,
    );
    // The live version stays; the job finds nothing more to do.
    expect((await t.call({ url: '/api/releases/live' })).body.remotes.checkout.live.version).toBe(live);
    expect(await t.app.services.releaseHealth.check()).toEqual([]);
  });

  it('leaves a healthy canary alone, and a failing one with too few page loads', async () => {
    const healthy = await canaryOf('proSignup');
    await loads('proSignup', healthy.canary, 60, 2);
    await loads('proSignup', healthy.live, 120, 3);
    expect(await t.app.services.releaseHealth.check()).toEqual([]);
    expect(await canaryNow('proSignup')).toBe(healthy.canary);

    const young = await canaryOf('proSignup');
    // Every one of 39 page loads failed: still too few to judge.
    await loads('proSignup', young.canary, 39, 39);
    await loads('proSignup', young.live, 120, 0);
    expect(await t.app.services.releaseHealth.check()).toEqual([]);
    expect(await canaryNow('proSignup')).toBe(young.canary);
    expect(await healthEvents('proSignup')).toEqual([]);
  });

  it('acts once when two copies look at the same time', async () => {
    const { live, canary } = await canaryOf('parentSignup');
    await loads('parentSignup', canary, 45, 20);
    await loads('parentSignup', live, 60, 1);
    const [first, second] = [worker(), worker()];
    await t.app.db.query("delete from worker_leases where name = 'release-health'");
    const ticks = await Promise.all([first.tick(), second.tick()]);
    // One copy took the lease and acted; the other found it held.
    expect(ticks.filter((r) => r === undefined)).toHaveLength(1);
    expect(ticks.flatMap((r) => r ?? []).map((r) => r.version)).toEqual([canary]);
    expect(await healthEvents('parentSignup')).toHaveLength(1);

    // Even past the lease, the change names the canary it judged: a second look changes nothing.
    const again = await canaryOf('parentSignup');
    await loads('parentSignup', again.canary, 45, 20);
    await loads('parentSignup', again.live, 60, 1);
    const both = await Promise.all([first.check(), second.check()]);
    expect(both.flat().map((r) => r.version)).toEqual([again.canary]);
    expect(await healthEvents('parentSignup')).toHaveLength(2);
    expect(await canaryNow('parentSignup')).toBeUndefined();
  });
});
