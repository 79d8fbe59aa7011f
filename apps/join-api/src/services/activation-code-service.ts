// spec §1: professionals pre-purchase subscription activation codes; a parent redeems one at
// checkout. Operators and the sandbox mint codes without paying here; a professional's purchase
// is a payment (payments/codes.ts).
import { notFound } from '../lib/api-error';
import { newActivationCode } from '../lib/ids';
import type { Database } from '../db/database';
import type { Repos } from '../repositories';

export function activationCodeService(deps: { db: Database; repos: Repos }) {
  const { repos } = deps;
  return {
    async mint(
      packageId: number,
      count: number,
      professionalId: string | null = null,
      orderId: string | null = null,
    ) {
      if (!(await repos.catalogue.packageById(packageId))) throw notFound('package.notFound');
      const codes = Array.from({ length: count }, newActivationCode);
      await deps.db.transaction((tx) => repos.codes.insert(codes, packageId, professionalId, orderId, tx));
      return codes;
    },
  };
}
export type ActivationCodeService = ReturnType<typeof activationCodeService>;
