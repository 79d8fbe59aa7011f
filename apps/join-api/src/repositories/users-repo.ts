// Users (parents, co-parents, children, professionals) and families.
import { one, type Queryable } from '../db/database';
import { newId } from '../lib/ids';

export interface UserRow {
  id: string;
  kind: 'parent' | 'professional' | 'child';
  family_id: string | null;
  email: string | null;
  first_name: string;
  last_name: string;
  title: string | null;
  phone_country_code: string | null;
  phone_number: string | null;
  timezone: string | null;
  locale: string;
  username: string | null;
  password_hash: string | null;
  created_by_pro_id: string | null;
  invited_by_id: string | null;
  agreed_to_terms: boolean;
  marketing_opt_in: boolean | null;
  address: {
    line1?: string | null;
    line2?: string | null;
    city?: string | null;
    region?: string | null;
    postalCode?: string | null;
    country?: string | null;
  } | null;
  profile: Record<string, unknown> | null;
  color: string | null;
  [key: string]: unknown;
}

export type NewUser = Partial<Omit<UserRow, 'id'>> & Pick<UserRow, 'kind' | 'first_name' | 'last_name'>;

const columns = [
  'kind',
  'family_id',
  'email',
  'first_name',
  'last_name',
  'title',
  'phone_country_code',
  'phone_number',
  'timezone',
  'locale',
  'username',
  'password_hash',
  'created_by_pro_id',
  'invited_by_id',
  'agreed_to_terms',
  'marketing_opt_in',
  'address',
  'profile',
  'color',
] as const;

export function usersRepo(db: Queryable) {
  return {
    async createFamily(tx: Queryable = db): Promise<string> {
      const id = newId('fam');
      await tx.query('insert into families (id) values ($1)', [id]);
      return id;
    },
    async create(user: NewUser, tx: Queryable = db): Promise<UserRow> {
      const id = newId('u');
      const present = columns.filter((c) => user[c] !== undefined);
      const values = present.map((c) =>
        c === 'address' || c === 'profile' ? JSON.stringify(user[c]) : user[c],
      );
      const placeholders = present.map((_, i) => `$${i + 2}`);
      const row = await one<UserRow>(
        tx,
        `insert into users (id, ${present.join(', ')}) values ($1, ${placeholders.join(', ')}) returning *`,
        [id, ...values],
      );
      return row as UserRow;
    },
    byId: (id: string, tx: Queryable = db) => one<UserRow>(tx, 'select * from users where id = $1', [id]),
    parentByEmail: (email: string, tx: Queryable = db) =>
      one<UserRow>(tx, "select * from users where kind = 'parent' and email = $1", [email.toLowerCase()]),
    professionalByEmail: (email: string, tx: Queryable = db) =>
      one<UserRow>(tx, "select * from users where kind = 'professional' and email = $1", [
        email.toLowerCase(),
      ]),
    byUsername: (username: string, tx: Queryable = db) =>
      one<UserRow>(tx, 'select * from users where lower(username) = lower($1)', [username]),
    familyMembers: (familyId: string, tx: Queryable = db) =>
      tx.query<UserRow>(
        "select * from users where family_id = $1 order by (kind = 'child'), created_at, id",
        [familyId],
      ),
    async update(id: string, fields: Partial<Omit<UserRow, 'id'>>, tx: Queryable = db): Promise<void> {
      const present = columns.filter((c) => fields[c] !== undefined);
      if (!present.length) return;
      const sets = present.map((c, i) => `${c} = $${i + 2}`);
      const values = present.map((c) =>
        c === 'address' || c === 'profile' ? JSON.stringify(fields[c]) : fields[c],
      );
      await tx.query(`update users set ${sets.join(', ')} where id = $1`, [id, ...values]);
    },
    /** Sets the login once; false when the name is taken (unique index) or already set. */
    async setCredentials(
      id: string,
      username: string,
      passwordHash: string,
      tx: Queryable = db,
    ): Promise<boolean> {
      const taken = await one(tx, 'select 1 from users where lower(username) = lower($1) and id <> $2', [
        username,
        id,
      ]);
      if (taken) return false;
      const rows = await tx.query(
        'update users set username = $2, password_hash = $3 where id = $1 and username is null returning id',
        [id, username, passwordHash],
      );
      return rows.length === 1;
    },
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
