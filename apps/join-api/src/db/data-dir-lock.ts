// CONTRACTS#money-under-faults 6: the embedded database belongs to one process. Two processes on one DATA_DIR
// both start, neither sees the other's writes, and the folder ends up corrupt, so the folder is
// locked by a file naming its holder's pid. A second process refuses to start and names the
// folder and the holder; a lock left by a process that died (SIGKILL, power cut) is recovered
// when its pid is no longer alive.
import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'join-api.lock';

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${pid}: one process per DATA_DIR. Stop process ${pid} first, or give this one another DATA_DIR (or a DATABASE_URL to share a PostgreSQL server).`,
    );
  }
}

function holderOf(path: string): number | undefined {
  try {
    const pid = Number(JSON.parse(readFileSync(path, 'utf8')).pid);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock or throws DataDirInUse; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  // Written whole to a private file first, then linked into place: linking fails if a lock
  // exists, so nobody ever reads a half-written lock.
  const mine = `${path}.${process.pid}.${Date.now()}`;
  const fd = openSync(mine, 'w');
  writeSync(fd, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
  closeSync(fd);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(mine, path);
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          process.off('exit', release);
          if (holderOf(path) === process.pid) unlinkSync(path);
        };
        process.on('exit', release);
        return release;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = holderOf(path);
      if (holder !== undefined && isAlive(holder)) throw new DataDirInUse(dataDir, holder);
      // Stale: its process is gone. Moving it aside is atomic, so of two processes recovering
      // it at once only one succeeds; the other finds the winner's fresh lock next time round.
      const aside = `${path}.stale.${process.pid}`;
      try {
        renameSync(path, aside);
        unlinkSync(aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    throw new Error(`Could not take the lock of ${dataDir} (${path})`);
  } finally {
    unlinkSync(mine);
  }
}
