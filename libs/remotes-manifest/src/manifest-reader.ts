// The one reader of the remotes manifest file, for the pages and for the CSP's remote origins.
// One caching rule: the file is looked at (stat) on every read and parsed again only when it
// changed, so pointing a remote at a new build needs no restart and a steady file costs no parse.
import { readFileSync, statSync, type Stats } from 'node:fs';
import { originOf } from '@join/http-security';
import { defaultRemotesManifest, normaliseRemotes, type RemoteBuilds } from './remotes-manifest';

export interface RemotesManifestReader {
  /** The manifest now (the default deploy without a file), or undefined when its file cannot be read. */
  remotes(onError?: (err: unknown) => void): Record<string, RemoteBuilds> | undefined;
  /** Origins of remotes' browser builds deployed elsewhere, for the CSP; none when the file cannot be read. */
  origins(): string[];
}

export interface ManifestFiles {
  stat(file: string): Pick<Stats, 'mtimeMs' | 'size' | 'ino'>;
  read(file: string): string;
}

const nodeFiles: ManifestFiles = {
  stat: (file) => statSync(file),
  read: (file) => readFileSync(file, 'utf8'),
};

interface Parsed {
  version: string;
  remotes: Record<string, RemoteBuilds>;
  origins: string[];
}

/** Only the browser build's origin: the browser never fetches a server build. */
function originsOf(remotes: Record<string, RemoteBuilds>): string[] {
  const origins = Object.values(remotes).map(({ browser }) =>
    /^https?:\/\//.test(browser) ? originOf(browser) : undefined,
  );
  return [...new Set(origins.filter((o): o is string => Boolean(o)))];
}

export function remotesManifestReader(
  file: string | undefined,
  files: ManifestFiles = nodeFiles,
): RemotesManifestReader {
  let cached: Parsed | undefined;
  // A rename onto the path (how a release swaps the file) changes the inode; an edit in place the time or size.
  const current = (): Parsed => {
    if (!file) throw new Error('no remotes manifest file');
    const { mtimeMs, size, ino } = files.stat(file);
    const version = `${ino}:${size}:${mtimeMs}`;
    if (cached?.version !== version) {
      const remotes = normaliseRemotes(JSON.parse(files.read(file)));
      cached = { version, remotes, origins: originsOf(remotes) };
    }
    return cached;
  };
  return {
    remotes(onError) {
      if (!file) return defaultRemotesManifest();
      try {
        return current().remotes;
      } catch (err) {
        onError?.(err);
        return undefined;
      }
    },
    origins() {
      if (!file) return [];
      try {
        return current().origins;
      } catch {
        return [];
      }
    },
  };
}
