// docs/first-screen.md: the first page after a start, a deploy or a rebuilt shell waits for the
// remotes' server builds to warm (up to a limit), and later pages do not wait.
import type { FastifyBaseLogger } from 'fastify';
import type { ShellServerBuild } from '@join/page-contract';
import { remoteServerEntries } from '../remote-server-entries';

const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger;
const entries = { checkout: 'http://127.0.0.1:1/app/join/remotes/checkout/server/remoteEntry.js' };

/** A shell build whose warm-up ends when the test says so. */
function slowShell() {
  const ends: Array<(value: unknown) => void> = [];
  const fails: Array<(err: unknown) => void> = [];
  const warmRemotes = jest.fn(
    () =>
      new Promise<Record<string, number>>(
        (resolve, reject) => (ends.push(() => resolve({ checkout: 1 })), fails.push(reject)),
      ),
  );
  const build: ShellServerBuild = { renderPage: jest.fn(), warmRemotes };
  // The warm-up starts on a later tick than the call that asks for it.
  const started = () => new Promise((resolve) => setImmediate(resolve));
  const end = async () => (await started(), fails.shift(), ends.shift()?.(undefined));
  const fail = async () => (
    await started(),
    ends.shift(),
    fails.shift()?.(new Error('remote entry answered 503'))
  );
  return { build, warmRemotes, end, fail };
}

/** Whether `promise` settles within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const done = await Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
  ]);
  clearTimeout(timer);
  return done;
}

test('a page asked for while the build warms waits for the warm-up, and the next page does not warm again', async () => {
  const { warmed } = remoteServerEntries({ allowedOrigins: [], log });
  const shell = slowShell();
  const first = warmed(log, shell.build, 1, entries, 10_000);
  expect(await settlesWithin(first, 50)).toBe(false);
  await shell.end();
  expect(await settlesWithin(first, 1_000)).toBe(true);
  expect(await settlesWithin(warmed(log, shell.build, 1, entries, 10_000), 20)).toBe(true);
  expect(shell.warmRemotes).toHaveBeenCalledTimes(1);
});

test('a rebuilt shell (a new version) is warmed again before its first page', async () => {
  const { warmed } = remoteServerEntries({ allowedOrigins: [], log });
  const shell = slowShell();
  const first = warmed(log, shell.build, 1, entries, 10_000);
  await shell.end();
  await first;
  const rebuilt = warmed(log, shell.build, 2, entries, 10_000);
  expect(await settlesWithin(rebuilt, 50)).toBe(false);
  await shell.end();
  await rebuilt;
  expect(shell.warmRemotes).toHaveBeenCalledTimes(2);
});

test('a warm-up slower than the limit lets the page render after the limit', async () => {
  const { warmed } = remoteServerEntries({ allowedOrigins: [], log });
  const shell = slowShell();
  const started = Date.now();
  await warmed(log, shell.build, 1, entries, 100);
  expect(Date.now() - started).toBeGreaterThanOrEqual(95);
  await shell.end();
});

test('a failed warm-up is tried again by the next page', async () => {
  const { warmed } = remoteServerEntries({ allowedOrigins: [], log });
  const shell = slowShell();
  const first = warmed(log, shell.build, 1, entries, 10_000);
  await shell.fail();
  await first;
  const again = warmed(log, shell.build, 1, entries, 10_000);
  await shell.end();
  await again;
  expect(shell.warmRemotes).toHaveBeenCalledTimes(2);
});
