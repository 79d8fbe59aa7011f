// The release registry's rows as stored, the shapes its changes take, and how a row becomes the
// build the page server is given (release-repo.ts).
import type { ReleaseBuild } from '@join/schemas';

export interface ReleaseRow {
  version: string;
  remote: string;
  git_commit: string | null;
  label: string | null;
  note: string | null;
  created_by: string;
  created_at: Date | string;
  browser: string;
  server: string | null;
  server_integrity: string | null;
  integrity: Record<string, string> | string;
  routes: string[] | string | null;
  refused: string | null;
}

export interface LiveRow {
  remote: string;
  live: string | null;
  canary: string | null;
  canary_percent: number | null;
}

export interface PublishInput extends ReleaseBuild {
  remote: string;
  commit?: string;
  note?: string;
  actor: string;
  routes: string[];
  refused?: string;
}

export interface ChangeInput {
  actor: string;
  reason?: string;
  version?: string;
  canaryPercent?: number;
}

export type ChangeAction = 'live' | 'promote' | 'abort' | 'rollback';

export const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

export const build = (row: ReleaseRow): ReleaseBuild => ({
  version: row.version,
  ...(row.label ? { label: row.label } : {}),
  browser: row.browser,
  ...(row.server ? { server: row.server } : {}),
  ...(row.server_integrity ? { serverIntegrity: row.server_integrity } : {}),
  integrity: parsed(row.integrity),
  ...(row.routes && parsed(row.routes).length ? { routes: parsed(row.routes) } : {}),
});

export const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
