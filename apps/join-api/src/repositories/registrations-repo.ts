// Registrations in progress (spec §3 Registration state): the server is the source of truth.
import { one, type Queryable } from '../db/database';
import { sha256 } from '../lib/ids';

export interface RegistrationData {
  parent: {
    firstName: string;
    lastName: string;
    email: string;
    phoneCountryCode: string;
    phoneNumber: string;
    timeZone?: string | null;
  };
  address?: {
    line1?: string | null;
    line2?: string | null;
    city?: string | null;
    region?: string | null;
    postalCode?: string | null;
    country?: string | null;
  } | null;
  referral?: { selection?: string | null; other?: string | null } | null;
  coParent?: {
    firstName: string;
    lastName: string;
    email: string | null;
    phoneCountryCode?: string | null;
    phoneNumber: string | null;
  } | null;
  children?: { firstName: string; lastName: string; email: string | null }[] | null;
  sections: string[];
  segmentAnonymousId?: string | null;
}

export interface RegistrationRow {
  id: string;
  key_hash: string;
  expires_at: Date;
  referrer_key: string | null;
  data: RegistrationData;
  last_completed_step: number;
  parent_duplicate_confirmed: boolean;
  co_parent_possible_duplicate: boolean;
  status: 'open' | 'paying' | 'paid';
  parent_user_id: string | null;
  /** Keys of devices that opened a finish-later link, as hashes (docs/security.md Finish-later link). */
  device_key_hashes?: string[] | null;
  [key: string]: unknown;
}

/** The key is the registration's first key or the key of a device that opened its finish-later link. */
export function holdsKey(
  row: Pick<RegistrationRow, 'key_hash' | 'device_key_hashes'>,
  key: string | undefined,
): key is string {
  if (!key) return false;
  const hash = sha256(key);
  return hash === row.key_hash || (row.device_key_hashes ?? []).includes(hash);
}

export function registrationsRepo(db: Queryable) {
  return {
    async create(
      row: Pick<
        RegistrationRow,
        | 'id'
        | 'key_hash'
        | 'expires_at'
        | 'referrer_key'
        | 'data'
        | 'last_completed_step'
        | 'parent_duplicate_confirmed'
      >,
      tx: Queryable = db,
    ) {
      await tx.query(
        'insert into registrations (id, key_hash, expires_at, referrer_key, data, last_completed_step, parent_duplicate_confirmed) values ($1, $2, $3, $4, $5, $6, $7)',
        [
          row.id,
          row.key_hash,
          row.expires_at,
          row.referrer_key,
          JSON.stringify(row.data),
          row.last_completed_step,
          row.parent_duplicate_confirmed,
        ],
      );
    },
    /**
     * create() unless a parent account already has this email, in one round trip (registration
     * is the busiest write: CONTRACTS#past-one-machine's profile). False when such an account exists.
     */
    async createUnlessParentExists(
      row: Pick<
        RegistrationRow,
        | 'id'
        | 'key_hash'
        | 'expires_at'
        | 'referrer_key'
        | 'data'
        | 'last_completed_step'
        | 'parent_duplicate_confirmed'
      >,
      email: string,
      tx: Queryable = db,
    ): Promise<boolean> {
      const rows = await tx.query(
        `insert into registrations (id, key_hash, expires_at, referrer_key, data, last_completed_step, parent_duplicate_confirmed)
         select $1::text, $2::text, $3::timestamptz, $4::text, $5::jsonb, $6::integer, $7::boolean
         where not exists (select 1 from users where kind = 'parent' and email = $8)
         returning id`,
        [
          row.id,
          row.key_hash,
          row.expires_at,
          row.referrer_key,
          JSON.stringify(row.data),
          row.last_completed_step,
          row.parent_duplicate_confirmed,
          email.toLowerCase(),
        ],
      );
      return rows.length === 1;
    },
    byId: (id: string, tx: Queryable = db) =>
      one<RegistrationRow>(tx, 'select * from registrations where id = $1', [id]),
    async update(
      id: string,
      fields: Pick<
        RegistrationRow,
        | 'expires_at'
        | 'referrer_key'
        | 'data'
        | 'last_completed_step'
        | 'parent_duplicate_confirmed'
        | 'co_parent_possible_duplicate'
      >,
      tx: Queryable = db,
    ) {
      await tx.query(
        'update registrations set expires_at = $2, referrer_key = $3, data = $4, last_completed_step = $5, parent_duplicate_confirmed = $6, co_parent_possible_duplicate = $7, updated_at = now() where id = $1',
        [
          id,
          fields.expires_at,
          fields.referrer_key,
          JSON.stringify(fields.data),
          fields.last_completed_step,
          fields.parent_duplicate_confirmed,
          fields.co_parent_possible_duplicate,
        ],
      );
    },
    /** Finish later: the ask's page, unsent values and language; the reminder falls due once, if asked for. */
    async saveFinishLater(
      id: string,
      fields: { step: string; draft: unknown; locale: string; remindAt: Date | null },
      tx: Queryable = db,
    ) {
      await tx.query(
        `update registrations set resume_step = $2, resume_draft = $3, mail_locale = $4, finish_later_at = coalesce(finish_later_at, now()),
           remind_at = case when $5::timestamptz is not null and reminder_sent_at is null then $5::timestamptz else remind_at end
         where id = $1`,
        [id, fields.step, fields.draft ? JSON.stringify(fields.draft) : null, fields.locale, fields.remindAt],
      );
    },
    /**
     * Claims the reminders due at `now` that nobody sent: the conditional update is the claim, so a
     * row another copy already stamped (or one paid since) is not returned.
     */
    claimDueReminders: (now: Date, limit: number, tx: Queryable = db) =>
      tx.query<Pick<RegistrationRow, 'id' | 'data'> & { mail_locale: string | null }>(
        `update registrations set reminder_sent_at = $1
          where id in (select id from registrations
                        where remind_at is not null and remind_at <= $1 and reminder_sent_at is null and status <> 'paid'
                        order by remind_at limit $2 for update skip locked)
            and reminder_sent_at is null and status <> 'paid'
          returning id, data, mail_locale`,
        [now, limit],
      ),
    /** A device that opened the finish-later link: its key's hash joins the registration's. */
    async addDeviceKey(id: string, keyHash: string, expiresAt: Date, tx: Queryable = db) {
      await tx.query(
        `update registrations set device_key_hashes = device_key_hashes || $2::jsonb, expires_at = $3, resumed_at = coalesce(resumed_at, now()), updated_at = now()
          where id = $1`,
        [id, JSON.stringify([keyHash]), expiresAt],
      );
    },
    /** Registrations that asked for a finish-later link in the range, came back through it, and paid. */
    async finishLaterCounts(
      from: Date | null,
      to: Date | null,
      tx: Queryable = db,
    ): Promise<{ asked: number; cameBack: number; paid: number }> {
      const rows = await tx.query<{
        asked: string | number;
        came_back: string | number;
        paid: string | number;
      }>(
        `select count(*) as asked, count(resumed_at) as came_back, count(*) filter (where status = 'paid') as paid
           from registrations
          where finish_later_at is not null and ($1::timestamptz is null or finish_later_at >= $1) and ($2::timestamptz is null or finish_later_at < $2)`,
        [from, to],
      );
      const r = rows[0];
      return {
        asked: Number(r?.asked ?? 0),
        cameBack: Number(r?.came_back ?? 0),
        paid: Number(r?.paid ?? 0),
      };
    },
    async markPaid(id: string, parentUserId: string, tx: Queryable = db) {
      await tx.query(
        "update registrations set status = 'paid', parent_user_id = $2, last_completed_step = 3, updated_at = now() where id = $1",
        [id, parentUserId],
      );
    },
  };
}
export type RegistrationsRepo = ReturnType<typeof registrationsRepo>;
