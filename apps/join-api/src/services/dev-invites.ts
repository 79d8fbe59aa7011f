// Sandbox helper: stages an invited co-parent in any state of spec §2's invited flow (paid or
// not, created by a professional, billing complete, credentials required, locale, expired).
import type { z } from 'zod';
import type { devInviteRequestSchema } from '@join/schemas';
import { newId, newSecret } from '../lib/ids';
import type { Database } from '../db/database';
import { inviteUrl } from '../mail/templates';
import { addYears, FAMILY_COLORS } from './payments';
import type { Repos } from '../repositories';
import { DAY } from '@join/domain';
import { inviteLifetimeMs } from './token-lifetimes';

type Options = z.output<typeof devInviteRequestSchema>;

const sample = {
  US: { city: 'Austin', region: 'TX', postalCode: '73301', phone: ['+1', '5125550100'] },
  CA: { city: 'Toronto', region: 'ON', postalCode: 'M5H 2N2', phone: ['+1', '4165550100'] },
  GB: { city: 'London', region: 'ENG', postalCode: 'SW1A 1AA', phone: ['+44', '2079460000'] },
  AU: { city: 'Sydney', region: 'NSW', postalCode: '2000', phone: ['+61', '291234567'] },
  NZ: { city: 'Auckland', region: 'AUK', postalCode: '1010', phone: ['+64', '93001234'] },
  MX: { city: 'Guadalajara', region: 'JAL', postalCode: '44100', phone: ['+52', '3312345678'] },
} as const;

export function devInviteService(deps: {
  db: Database;
  repos: Repos;
  publicUrl: string;
  inviteTtlDays: number;
}) {
  const { repos } = deps;
  return {
    async create(o: Options) {
      const place = sample[o.country];
      const tag = newSecret(4)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, 'x');
      const packages = await repos.catalogue.packagesOf(o.country);
      const pkg =
        packages.find((p) => p.id === o.packageId) ?? packages.find((p) => !p.build_your_own) ?? packages[0];
      return deps.db.transaction(async (tx) => {
        const familyId = await repos.users.createFamily(tx);
        const pro = o.createdByPro
          ? await repos.users.create(
              {
                kind: 'professional',
                email: `pro-${tag}@example.com`,
                first_name: 'Dana',
                last_name: 'Whitfield',
                title: 'Hon.',
                locale: o.locale,
              },
              tx,
            )
          : null;
        const inviter = await repos.users.create(
          {
            kind: 'parent',
            family_id: familyId,
            email: `parent-a-${tag}@example.com`,
            first_name: 'Alex',
            last_name: 'Rivera',
            color: FAMILY_COLORS[0],
            locale: o.locale,
            created_by_pro_id: pro?.id ?? null,
          },
          tx,
        );
        const invitee = await repos.users.create(
          {
            kind: 'parent',
            family_id: familyId,
            email: `parent-b-${tag}@example.com`,
            first_name: 'Jordan',
            last_name: 'Rivera',
            color: FAMILY_COLORS[1],
            phone_country_code: place.phone[0],
            phone_number: place.phone[1],
            locale: o.locale,
            invited_by_id: inviter.id,
            created_by_pro_id: pro?.id ?? null,
            address: o.billingComplete
              ? {
                  line1: '100 Main Street',
                  line2: null,
                  city: place.city,
                  region: place.region,
                  postalCode: place.postalCode,
                  country: o.country,
                }
              : { country: o.country },
            username: o.requireCredentials ? null : `jordan_${tag}`,
          },
          tx,
        );
        for (let i = 0; i < o.children; i++) {
          await repos.users.create(
            {
              kind: 'child',
              family_id: familyId,
              first_name: ['Sam', 'Riley', 'Casey', 'Morgan', 'Quinn'][i],
              last_name: 'Rivera',
              color: FAMILY_COLORS[(i + 2) % FAMILY_COLORS.length],
            },
            tx,
          );
        }
        const orderId = newId('ord');
        await repos.orders.createOrder(
          {
            id: orderId,
            kind: 'subscription',
            userId: inviter.id,
            registrationId: null,
            packageId: pkg.id,
            services: [],
            currency: pkg.currency,
            totalMinor: 0,
            pricing: { staged: true },
            payForCoparent: o.subscriptionCurrent,
            promoCodes: [],
          },
          tx,
        );
        const renewsAt = addYears(new Date(), pkg.sub_years);
        await repos.orders.createSubscription(
          {
            id: newId('sub'),
            userId: inviter.id,
            packageId: pkg.id,
            orderId,
            paidByUserId: inviter.id,
            renewsAt,
          },
          tx,
        );
        if (o.subscriptionCurrent)
          await repos.orders.createSubscription(
            {
              id: newId('sub'),
              userId: invitee.id,
              packageId: pkg.id,
              orderId,
              paidByUserId: pro ? null : inviter.id,
              renewsAt,
            },
            tx,
          );
        const token = await repos.tokens.issue(
          'invite',
          invitee.id,
          o.expired ? -DAY : inviteLifetimeMs(deps.inviteTtlDays),
          null,
          tx,
        );
        return {
          inviteUrl: inviteUrl(deps.publicUrl, token.token, invitee.id),
          userId: invitee.id,
          inviteToken: token.token,
          inviterUserId: inviter.id,
        };
      });
    },
  };
}
