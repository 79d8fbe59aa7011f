// Random, expiring tokens (invite, credentials, session, click-to-join, support chat), stored
// only as hashes and checked on every call (ARCHITECTURE.md).
import { one, type Queryable } from '../db/database';
import { newSecret, sha256 } from '../lib/ids';

export type TokenKind =
  'invite' | 'credentials' | 'session' | 'click_to_join' | 'support_chat' | 'email_change' | 'finish_later';
export interface TokenRow {
  hash: string;
  kind: TokenKind;
  user_id: string | null;
  expires_at: Date;
  used_at: Date | null;
  data: Record<string, unknown> | null;
  [key: string]: unknown;
}

export function tokensRepo(db: Queryable) {
  return {
    async issue(
      kind: TokenKind,
      userId: string | null,
      ttlMs: number,
      data: Record<string, unknown> | null = null,
      tx: Queryable = db,
    ) {
      const token = newSecret();
      const expiresAt = new Date(Date.now() + ttlMs);
      await tx.query(
        'insert into tokens (hash, kind, user_id, expires_at, data) values ($1, $2, $3, $4, $5)',
        [sha256(token), kind, userId, expiresAt, data ? JSON.stringify(data) : null],
      );
      return { token, expiresAt };
    },
    /**
     * A token whose value the caller derived (the invite's credentials token): stored once;
     * asked for again it is the same row, renewed if it expired unused, null once used.
     */
    async issueDerived(
      kind: TokenKind,
      userId: string,
      token: string,
      ttlMs: number,
      tx: Queryable = db,
    ): Promise<{ token: string; expiresAt: Date } | null> {
      const expiresAt = new Date(Date.now() + ttlMs);
      const rows = await tx.query<{ expires_at: Date }>(
        `insert into tokens (hash, kind, user_id, expires_at) values ($1, $2, $3, $4)
         on conflict (hash) do update set expires_at = case when tokens.expires_at > now() then tokens.expires_at else excluded.expires_at end
         where tokens.used_at is null and tokens.kind = excluded.kind and tokens.user_id = excluded.user_id
         returning expires_at`,
        [sha256(token), kind, userId, expiresAt],
      );
      return rows[0] ? { token, expiresAt: new Date(rows[0].expires_at) } : null;
    },
    /** The token's row whatever its state; callers decide what expiry or use means. */
    find: (kind: TokenKind, token: string, tx: Queryable = db) =>
      one<TokenRow>(tx, 'select * from tokens where hash = $1 and kind = $2', [sha256(token), kind]),
    async markUsed(kind: TokenKind, token: string, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query(
        'update tokens set used_at = now() where hash = $1 and kind = $2 and used_at is null returning hash',
        [sha256(token), kind],
      );
      return rows.length === 1;
    },
    async expireAllFor(kind: TokenKind, userId: string, tx: Queryable = db) {
      await tx.query(
        'update tokens set expires_at = least(expires_at, now()) where kind = $1 and user_id = $2',
        [kind, userId],
      );
    },
    /** Ends every token of these kinds the user holds, for good: a retired token never works again. */
    async retireAllFor(kinds: TokenKind[], userId: string, tx: Queryable = db) {
      for (const kind of kinds)
        await tx.query(
          'update tokens set used_at = now() where user_id = $1 and kind = $2 and used_at is null',
          [userId, kind],
        );
    },
    /**
     * Marks an expired invite token as having asked for its new link, once: false when it already
     * asked (or is retired). Only tokens issued up to this one are expired, never a newer link.
     */
    async renewOnce(kind: TokenKind, token: string, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query<{ user_id: string; created_at: Date }>(
        `update tokens set expires_at = least(expires_at, now()), data = coalesce(data, '{}'::jsonb) || '{"renewed": true}'::jsonb
          where hash = $1 and kind = $2 and used_at is null and coalesce((data->>'renewed')::boolean, false) = false
          returning user_id, created_at`,
        [sha256(token), kind],
      );
      const row = rows[0];
      if (!row) return false;
      await tx.query(
        'update tokens set expires_at = least(expires_at, now()) where kind = $1 and user_id = $2 and created_at <= $3',
        [kind, row.user_id, row.created_at],
      );
      return true;
    },
  };
}
export type TokensRepo = ReturnType<typeof tokensRepo>;

export const isLive = (row: TokenRow | undefined): row is TokenRow =>
  Boolean(row && !row.used_at && new Date(row.expires_at).getTime() > Date.now());
