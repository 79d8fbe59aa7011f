import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from './server';

/**
 * A deployment of the test's own under tmp/<folder>/apps: the named app is a copy of its build the
 * test may change, every other app links to the build in dist/apps. Returns the apps folder, for
 * the server's DIST_DIR.
 */
export function deploymentWithCopyOf(app: string, folder: string): string {
  const apps = path.join(workspaceRoot, 'tmp', folder, 'apps');
  rmSync(apps, { recursive: true, force: true });
  mkdirSync(apps, { recursive: true });
  for (const name of readdirSync(path.join(workspaceRoot, 'dist/apps'))) {
    if (name === app)
      cpSync(path.join(workspaceRoot, 'dist/apps', name), path.join(apps, name), { recursive: true });
    else symlinkSync(path.join(workspaceRoot, 'dist/apps', name), path.join(apps, name));
  }
  return apps;
}
