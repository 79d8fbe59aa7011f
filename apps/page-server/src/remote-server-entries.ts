// Which remotes' Node builds the shell's Node build may load (docs/first-screen.md, failure
// matrix): only from the page server's own origin or an allowed one, and, when the manifest gives
// a hash, only when the entry's bytes match it. A remote left out is rendered in the browser, and
// why is logged once per entry.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ByRemote, ShellServerBuild } from '@join/page-contract';
import type { RemoteBuilds } from '@join/remotes-manifest';

export interface EntryOptions {
  allowedOrigins: string[];
  log: FastifyBaseLogger;
}

type Verdict = { ok: true } | { ok: false; reason: string };

export function remoteServerEntries(options: EntryOptions) {
  const verdicts = new Map<string, { at: number; verdict: Verdict }>();
  const reported = new Set<string>();

  const report = (name: string, url: string, reason: string) => {
    const key = `${name} ${url} ${reason}`;
    if (reported.has(key)) return;
    reported.add(key);
    options.log.warn(
      { remote: name, entry: url, reason },
      'remote server build refused; the remote is rendered in the browser',
    );
  };

  const verify = async (url: string, integrity: string): Promise<Verdict> => {
    const key = `${url} ${integrity}`;
    const kept = verdicts.get(key);
    if (kept && (kept.verdict.ok || Date.now() - kept.at < 5_000)) return kept.verdict;
    let verdict: Verdict;
    try {
      const [algorithm, expected] = [
        integrity.slice(0, integrity.indexOf('-')),
        integrity.slice(integrity.indexOf('-') + 1),
      ];
      if (!['sha256', 'sha384', 'sha512'].includes(algorithm)) throw new Error(`unknown hash "${algorithm}"`);
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (!response.ok) throw new Error(`it answered ${response.status}`);
      const actual = createHash(algorithm)
        .update(Buffer.from(await response.arrayBuffer()))
        .digest('base64');
      verdict =
        actual === expected
          ? { ok: true }
          : { ok: false, reason: `its bytes do not match the manifest's hash (${algorithm}-${actual})` };
    } catch (err) {
      verdict = {
        ok: false,
        reason: `its hash could not be checked: ${err instanceof Error ? err.message : String(err)}`,
      };
    }
    verdicts.set(key, { at: Date.now(), verdict });
    return verdict;
  };

  /** The remotes' server entries the render may load, as absolute URLs. */
  const forRender = async (
    remotes: Record<string, RemoteBuilds>,
    origin: string,
  ): Promise<ByRemote<string>> => {
    const out: ByRemote<string> = {};
    await Promise.all(
      Object.entries(remotes).map(async ([name, builds]) => {
        if (!builds.server) return;
        const url = new URL(builds.server, origin);
        if (url.origin !== origin && !options.allowedOrigins.includes(url.origin))
          return report(
            name,
            url.href,
            `its origin ${url.origin} is not an allowed one (REMOTE_SERVER_ORIGINS)`,
          );
        if (builds.serverIntegrity) {
          const verdict = await verify(url.href, builds.serverIntegrity);
          if (!verdict.ok) return report(name, url.href, verdict.reason);
        }
        out[name] = url.href;
      }),
    );
    return out;
  };

  // One warm-up per shell build and set of server entries, shared by the timer and the pages.
  let warming: { key: string; done: Promise<boolean>; settled: boolean } | undefined;
  const warm = (
    log: FastifyBaseLogger,
    build: ShellServerBuild,
    version: number | undefined,
    serverEntries: ByRemote<string>,
  ) => {
    const key = JSON.stringify([version, serverEntries]);
    if (warming?.key === key) return warming;
    const started = Date.now();
    const current: { key: string; done: Promise<boolean>; settled: boolean } = {
      key,
      done: Promise.resolve(false),
      settled: false,
    };
    current.done = Promise.resolve()
      .then(() =>
        build.warmRemotes?.({ serverEntries, onError: (message, err) => log.warn({ err }, message) }),
      )
      .then(
        (took) => {
          log.info({ took, ms: Date.now() - started }, 'remote server builds warmed');
          return true;
        },
        (err: unknown) => {
          log.warn(
            { err },
            'warming the remote server builds failed; their pages are rendered in the browser until they load',
          );
          // Tried again by the next check.
          if (warming === current) warming = undefined;
          return false;
        },
      )
      .finally(() => {
        current.settled = true;
      });
    warming = current;
    return current;
  };

  /**
   * Before the first render with a shell build or set of server entries not yet warmed (the first
   * page after a start, a deploy or a rebuilt shell), waits for the warm-up up to `waitMs`: a cold
   * remote loads over HTTP, entry then chunks then texts, which on a busy machine outlasts the
   * render's time limit, and the page would be rendered in the browser.
   */
  const warmed = async (
    log: FastifyBaseLogger,
    build: ShellServerBuild,
    version: number | undefined,
    serverEntries: ByRemote<string>,
    waitMs: number,
  ) => {
    if (!build.warmRemotes) return;
    const state = warm(log, build, version, serverEntries);
    if (state.settled) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([state.done, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
  };

  /**
   * Warms the remotes' Node builds in the background once the server listens, and again whenever
   * the manifest names another build or the shell is rebuilt (checked every `everyMs`), so pages
   * seldom wait for it. Returns a stop function.
   */
  const keepWarm = (
    app: FastifyInstance,
    shell: { current(): ShellServerBuild | undefined; version(): number | undefined },
    remotes: () => Record<string, RemoteBuilds>,
    everyMs = 2_000,
  ) => {
    let running = false;
    const check = async () => {
      if (running) return;
      const address = app.server.address();
      if (!address || typeof address === 'string') return;
      const build = shell.current();
      if (!build?.warmRemotes) return;
      running = true;
      try {
        const serverEntries = await forRender(remotes(), `http://127.0.0.1:${address.port}`);
        await warm(app.log, build, shell.version(), serverEntries).done;
      } finally {
        running = false;
      }
    };
    void check();
    const timer = setInterval(() => void check(), everyMs);
    timer.unref();
    return () => clearInterval(timer);
  };

  return { forRender, keepWarm, warmed };
}
