// What the page needs from the join API, asked over its internal address: the browser
// configuration (GET /api/config, also the source of the page's CSP provider hosts) and the lists
// /pro's first step shows (spec §7 lookups). Both are public answers, kept for a few seconds, and
// the last good answer stands in while the API is briefly unreachable.
import {
  PRO_STEP_ONE_LOOKUPS,
  appConfigSchema,
  lookupListKey,
  lookupListResponseSchema,
  releaseBuildSchema,
  releasesLiveSchema,
  type ReleaseBuild,
  type AppConfig,
  type ReleasesLive,
} from '@join/schemas';
import type { ListOption, PageLanguage } from '@join/page-contract';

export type BrowserConfig = AppConfig;

export interface ApiFacts {
  /** The browser configuration, or undefined when the API has never answered. */
  config(): Promise<BrowserConfig | undefined>;
  /** The last configuration read (the CSP header is built from it). */
  latestConfig(): BrowserConfig | undefined;
  /** /pro's first-step lists in one language, named as the page's state names them. */
  proLists(lang: PageLanguage): Promise<Record<string, ListOption[]> | undefined>;
  /** What the release registry serves now (GET /api/releases/live), or undefined when the API has never answered. */
  releases(): Promise<ReleasesLive | undefined>;
  /** The last registry answer read (the server builds kept warm are its live ones). */
  latestReleases(): ReleasesLive | undefined;
  /** The build an operator's preview token names, or undefined when the token is not a valid one. */
  preview(token: string): Promise<{ remote: string; build: ReleaseBuild } | undefined>;
}

const CONFIG_FOR_MS = 5_000;
const LISTS_FOR_MS = 60_000;
/** A release or a rollback reaches every copy's new page loads within this. */
const RELEASES_FOR_MS = 1_000;

export function apiFacts(
  apiUrl: string,
  warn: (message: string, err: unknown) => void,
  timeoutMs = 1_500,
): ApiFacts {
  let config: { at: number; value: BrowserConfig } | undefined;
  let asking: Promise<BrowserConfig | undefined> | undefined;
  const lists = new Map<PageLanguage, { at: number; value: Record<string, ListOption[]> }>();
  let releases: { at: number; value: ReleasesLive } | undefined;
  let askingReleases: Promise<ReleasesLive | undefined> | undefined;
  let releasesFailedAt = 0;

  const getJson = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${apiUrl}${path}`, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as unknown;
  };

  const readConfig = async () => {
    try {
      config = { at: Date.now(), value: appConfigSchema.parse(await getJson('/api/config')) };
    } catch (err) {
      warn('the join API did not give the browser configuration; the last one read stands', err);
    } finally {
      asking = undefined;
    }
    return config?.value;
  };

  const readReleases = async () => {
    try {
      releases = { at: Date.now(), value: releasesLiveSchema.parse(await getJson('/api/releases/live')) };
    } catch (err) {
      releasesFailedAt = Date.now();
      warn('the join API did not say which releases are live; the last answer read stands', err);
    } finally {
      askingReleases = undefined;
    }
    return releases?.value;
  };

  const previews = new Map<
    string,
    { at: number; value: { remote: string; build: ReleaseBuild } | undefined }
  >();

  return {
    preview: async (token) => {
      const kept = previews.get(token);
      if (kept && Date.now() - kept.at < CONFIG_FOR_MS) return kept.value;
      let value: { remote: string; build: ReleaseBuild } | undefined;
      try {
        const answer = (await getJson(`/api/releases/preview?token=${encodeURIComponent(token)}`)) as {
          remote: unknown;
          build: unknown;
        };
        value = { remote: String(answer.remote), build: releaseBuildSchema.parse(answer.build) };
      } catch {
        value = undefined;
      }
      if (previews.size > 100) previews.clear();
      previews.set(token, { at: Date.now(), value });
      return value;
    },
    releases: () => {
      if (releases && Date.now() - releases.at < RELEASES_FOR_MS) return Promise.resolve(releases.value);
      // A page never waits on an API that just failed to answer: it is asked again after a pause.
      if (Date.now() - releasesFailedAt < CONFIG_FOR_MS) return Promise.resolve(releases?.value);
      askingReleases ??= readReleases();
      return askingReleases;
    },
    latestReleases: () => releases?.value,
    config: () => {
      if (config && Date.now() - config.at < CONFIG_FOR_MS) return Promise.resolve(config.value);
      asking ??= readConfig();
      return asking;
    },
    latestConfig: () => config?.value,
    proLists: async (lang) => {
      const kept = lists.get(lang);
      if (kept && Date.now() - kept.at < LISTS_FOR_MS) return kept.value;
      try {
        const answers = await Promise.all(
          PRO_STEP_ONE_LOOKUPS.map(
            async (name) =>
              [
                lookupListKey(name, lang),
                lookupListResponseSchema.parse(
                  await getJson(`/api/lookups/${name}`, { 'accept-language': lang }),
                ).items,
              ] as const,
          ),
        );
        const value = Object.fromEntries(answers);
        lists.set(lang, { at: Date.now(), value });
        return value;
      } catch (err) {
        warn("the join API did not give /pro's lists; the page asks for them itself", err);
        return kept?.value;
      }
    },
  };
}
