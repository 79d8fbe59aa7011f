// The SHA-384 of each file of a remote's browser build that the browser may load (docs/security.md,
// "Integrity of the remotes' scripts"). The shell asks for a remote's map before it loads the remote
// and loads its entry, manifest and chunks with these values: a file changed after it was hashed
// is refused by the browser. Where the values come from, first found:
// - the remote's entry in the remotes manifest (`integrity`, recorded when the release was published);
// - for a build the page server serves from DIST_DIR, integrity.json written by the build beside its
//   mf-manifest.json (tools/webpack/script-integrity.cjs), re-read when its file time changes;
// - for such a build without integrity.json (an older build), the files hashed when first asked,
//   again when its mf-manifest.json changes (a new build).
// A remote deployed elsewhere without recorded values gets none, and loads as before.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hashBuildFiles } from '@join/release-integrity';
import { REMOTE_FOLDERS, validIntegrity, type RemoteBuilds } from '@join/remotes-manifest';

export const INTEGRITY_FILE = 'integrity.json';
/** What the browser fetches by script or fetch(): other files (styles, maps, compressed twins) are left out. */
const BROWSER_LOADS = /\.(js|json)$/;
const forBrowser = (map: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(map).filter(
      ([file]) => BROWSER_LOADS.test(file) && file !== INTEGRITY_FILE && !file.startsWith('server/'),
    ),
  );

/** Reads a remote's integrity map; undefined when none is known for it. */
export function remoteIntegrity(distDir: string, warn: (message: string, err?: unknown) => void) {
  const cache = new Map<string, { key: string; map: Record<string, string> }>();

  const fromDist = (name: string): Record<string, string> | undefined => {
    const folder = join(distDir, REMOTE_FOLDERS[name] as string);
    const recorded = join(folder, INTEGRITY_FILE);
    const manifest = join(folder, 'mf-manifest.json');
    try {
      const useRecorded = existsSync(recorded);
      const key = `${useRecorded ? 'recorded' : 'hashed'}:${statSync(useRecorded ? recorded : manifest).mtimeMs}`;
      const kept = cache.get(name);
      if (kept?.key === key) return kept.map;
      const map = forBrowser(
        (useRecorded ? validIntegrity(JSON.parse(readFileSync(recorded, 'utf8'))) : hashBuildFiles(folder)) ??
          {},
      );
      cache.set(name, { key, map });
      return map;
    } catch (err) {
      warn(`integrity of the ${name} remote's build unreadable`, err);
      return undefined;
    }
  };

  return (name: string, builds: RemoteBuilds): Record<string, string> | undefined => {
    if (builds.integrity) return forBrowser(builds.integrity);
    const local = `/app/join/remotes/${name}/mf-manifest.json`;
    return REMOTE_FOLDERS[name] && builds.browser === local ? fromDist(name) : undefined;
  };
}
