// The remotes manifest (CONTRACTS#routing-and-remotes): remote name to its browser build's
// mf-manifest.json and, when it has one, its Node build with the hash its bytes must have. How the
// file is read and when it is read again is manifest-reader.ts.

/** Federation name to the app folder under DIST_DIR. */
export const REMOTE_FOLDERS: Record<string, string> = {
  parentSignup: 'parent-signup',
  checkout: 'checkout',
  invite: 'invite',
  proSignup: 'pro-signup',
};

export interface RemoteBuilds {
  browser: string;
  server?: string;
  /** `sha384-<base64>` of the Node build's remoteEntry.js; without it a remote's server build is not loaded. */
  serverIntegrity?: string;
  /** The release's id and its label, when the build was published as a release. */
  version?: string;
  label?: string;
  /** `sha384-<base64>` of each file of the browser build, by its path relative to the folder of its mf-manifest.json. */
  integrity?: Record<string, string>;
  /** The pages a release of the remote declares (full paths under /app/join/), added to the route table. */
  routes?: string[];
}

const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/** Only well-formed values for paths inside the build: anything else in a map is dropped. */
export function validIntegrity(raw: unknown): Record<string, string> | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const out: Record<string, string> = {};
  for (const [file, value] of Object.entries(raw as Record<string, unknown>)) {
    if (
      typeof value === 'string' &&
      SRI.test(value) &&
      !file.startsWith('/') &&
      !file.split('/').includes('..')
    )
      out[file] = value;
  }
  return out;
}

/** The manifest's entry may be the browser build's mf-manifest.json URL alone, or the builds. */
export function normaliseRemotes(raw: unknown): Record<string, RemoteBuilds> {
  const out: Record<string, RemoteBuilds> = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value === 'string') out[name] = { browser: value };
    else if (value && typeof value === 'object' && typeof (value as RemoteBuilds).browser === 'string') {
      const { browser, server, serverIntegrity, version, label, integrity, routes } = value as RemoteBuilds;
      const files = validIntegrity(integrity);
      out[name] = {
        browser,
        ...(typeof server === 'string' ? { server } : {}),
        ...(typeof serverIntegrity === 'string' ? { serverIntegrity } : {}),
        ...(typeof version === 'string' ? { version } : {}),
        ...(typeof label === 'string' ? { label } : {}),
        ...(files ? { integrity: files } : {}),
        ...(Array.isArray(routes)
          ? { routes: routes.filter((r): r is string => typeof r === 'string') }
          : {}),
      };
    }
  }
  return out;
}

/** Each remote's browser build and, beside it in server/, its Node build (the default deploy). */
export function defaultRemotesManifest(): Record<string, RemoteBuilds> {
  return Object.fromEntries(
    Object.keys(REMOTE_FOLDERS).map((name) => [
      name,
      {
        browser: `/app/join/remotes/${name}/mf-manifest.json`,
        server: `/app/join/remotes/${name}/server/remoteEntry.js`,
      },
    ]),
  );
}
