// Registrations in progress (spec §3 Registration state): the server is the source of truth.
import { one, type Queryable } from '../db/database';

export interface RegistrationData {
  parent: { firstName: string; lastName: string; email: string; phoneCountryCode: string; phoneNumber: string; timeZone?: string | null };
  address?: { line1?: string | null; line2?: string | null; city?: string | null; region?: string | null; postalCode?: string | null; country?: string | null } | null;
  referral?: { selection?: string | null; other?: string | null } | null;
  coParent?: { firstName: string; lastName: string; email: string | null; phoneCountryCode?: string | null; phoneNumber: string | null } | null;
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
  [key: string]: unknown;
}

export function registrationsRepo(db: Queryable) {
  return {
    async create(row: Pick<RegistrationRow, 'id' | 'key_hash' | 'expires_at' | 'referrer_key' | 'data' | 'last_completed_step' | 'parent_duplicate_confirmed'>, tx: Queryable = db) {
      await tx.query('insert into registrations (id, key_hash, expires_at, referrer_key, data, last_completed_step, parent_duplicate_confirmed) values ($1, $2, $3, $4, $5, $6, $7)', [
        row.id,
        row.key_hash,
        row.expires_at,
        row.referrer_key,
        JSON.stringify(row.data),
        row.last_completed_step,
        row.parent_duplicate_confirmed,
      ]);
    },
    /**
     * create() unless a parent account already has this email, in one round trip (registration
     * is the busiest write: CONTRACTS#past-one-machine's profile). False when such an account exists.
     */
    async createUnlessParentExists(
      row: Pick<RegistrationRow, 'id' | 'key_hash' | 'expires_at' | 'referrer_key' | 'data' | 'last_completed_step' | 'parent_duplicate_confirmed'>,
      email: string,
      tx: Queryable = db,
    ): Promise<boolean> {
      const rows = await tx.query(
        `insert into registrations (id, key_hash, expires_at, referrer_key, data, last_completed_step, parent_duplicate_confirmed)
         select $1::text, $2::text, $3::timestamptz, $4::text, $5::jsonb, $6::integer, $7::boolean
         where not exists (select 1 from users where kind = 'parent' and email = $8)
         returning id`,
        [row.id, row.key_hash, row.expires_at, row.referrer_key, JSON.stringify(row.data), row.last_completed_step, row.parent_duplicate_confirmed, email.toLowerCase()],
      );
      return rows.length === 1;
    },
    byId: (id: string, tx: Queryable = db) => one<RegistrationRow>(tx, 'select * from registrations where id = $1', [id]),
    async update(
      id: string,
      fields: Pick<RegistrationRow, 'expires_at' | 'referrer_key' | 'data' | 'last_completed_step' | 'parent_duplicate_confirmed' | 'co_parent_possible_duplicate'>,
      tx: Queryable = db,
    ) {
      await tx.query(
        'update registrations set expires_at = $2, referrer_key = $3, data = $4, last_completed_step = $5, parent_duplicate_confirmed = $6, co_parent_possible_duplicate = $7, updated_at = now() where id = $1',
        [id, fields.expires_at, fields.referrer_key, JSON.stringify(fields.data), fields.last_completed_step, fields.parent_duplicate_confirmed, fields.co_parent_possible_duplicate],
      );
    },
    async markPaid(id: string, parentUserId: string, tx: Queryable = db) {
      await tx.query("update registrations set status = 'paid', parent_user_id = $2, last_completed_step = 3, updated_at = now() where id = $1", [id, parentUserId]);
    },
  };
}
export type RegistrationsRepo = ReturnType<typeof registrationsRepo>;
