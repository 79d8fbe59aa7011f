// Pre-purchased activation codes (spec §1). A code is reserved while a payment runs and
// redeemed when it succeeds, so two checkouts can never both spend it.
import type { Queryable } from '../db/database';

export interface CodeRow {
  code: string;
  package_id: number;
  redeemed_at: Date | null;
  reserved_by: string | null;
  [key: string]: unknown;
}

const RESERVATION_MINUTES = 10;

export function activationCodesRepo(db: Queryable) {
  return {
    async insert(
      codes: string[],
      packageId: number,
      professionalId: string | null,
      orderId: string | null,
      tx: Queryable = db,
    ) {
      for (const code of codes) {
        await tx.query(
          'insert into activation_codes (code, package_id, professional_id, purchase_order_id) values ($1, $2, $3, $4)',
          [code, packageId, professionalId, orderId],
        );
      }
    },
    /** Unredeemed codes among `codes`, not reserved by another live payment. */
    usable: (codes: string[], holder: string | null, tx: Queryable = db) =>
      tx.query<CodeRow>(
        `select * from activation_codes where code = any($1::text[]) and redeemed_at is null
           and (reserved_by is null or reserved_by = $2 or reserved_at < now() - interval '${RESERVATION_MINUTES} minutes')`,
        [codes.map((c) => c.toUpperCase()), holder],
      ),
    async reserve(codes: string[], holder: string, tx: Queryable = db): Promise<string[]> {
      if (!codes.length) return [];
      const rows = await tx.query<{ code: string }>(
        `update activation_codes set reserved_by = $2, reserved_at = now()
           where code = any($1::text[]) and redeemed_at is null
             and (reserved_by is null or reserved_by = $2 or reserved_at < now() - interval '${RESERVATION_MINUTES} minutes')
           returning code`,
        [codes, holder],
      );
      return rows.map((r) => r.code);
    },
    async release(holder: string, tx: Queryable = db) {
      await tx.query(
        'update activation_codes set reserved_by = null, reserved_at = null where reserved_by = $1 and redeemed_at is null',
        [holder],
      );
    },
    async redeem(holder: string, orderId: string, tx: Queryable = db) {
      await tx.query(
        'update activation_codes set redeemed_at = now(), redeemed_order_id = $2 where reserved_by = $1 and redeemed_at is null',
        [holder, orderId],
      );
    },
  };
}
export type ActivationCodesRepo = ReturnType<typeof activationCodesRepo>;
