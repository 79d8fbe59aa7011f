// spec §7 create/update parent registration, §4 sign-up progress, §6 registration key,
// §8 duplicate parent, co-parent possible duplicate, expired or invalid key.
import type { DiscountLinks } from './discount-links';
import {
  MESSAGES,
  sameEmail,
  type RegistrationCreateRequest,
  type RegistrationResponse,
  type RegistrationUpdateRequest,
  type ValidationError,
} from '@join/schemas';
import type { z } from 'zod';
import type { registrationCreateRequestSchema, registrationUpdateRequestSchema } from '@join/schemas';
import { ApiError, badRequest, forbidden, notFound } from '../lib/api-error';
import { newId, newSecret, sha256 } from '../lib/ids';
import {
  holdsKey,
  type RegistrationData,
  type RegistrationRow,
  type RegistrationsRepo,
} from '../repositories/registrations-repo';
import type { UsersRepo } from '../repositories/users-repo';
import type { RateLimiter } from './rate-limiter';
import { HOUR } from '@join/domain';

type CreateBody = z.output<typeof registrationCreateRequestSchema>;
type UpdateBody = z.output<typeof registrationUpdateRequestSchema>;
export type { RegistrationCreateRequest, RegistrationUpdateRequest };

/** spec §8 duplicate-user message; the field name carries '.duplicate' as the client expects. */
export const duplicateParentError = () =>
  new ApiError(409, {
    status: 409,
    message: 'registration.duplicate',
    validationErrors: [{ field: 'parent.email.duplicate', text: 'validation:duplicateUser' }],
  });

/** spec §4: step 1 is done after the parent's details, step 2 after the family. */
function stepFor(sections: string[], requested: number | undefined, previous: number): number {
  let step = previous;
  if (sections.some((s) => s === 'PARENT' || s === 'NAME' || s === 'ADDRESS')) step = Math.max(step, 1);
  if (sections.includes('FAMILY')) step = Math.max(step, 2);
  if (requested !== undefined) step = Math.max(step, Math.min(requested, 3));
  return step;
}

/** Cross-field rules of spec §5 Co-parent and Children, checked again on the server. */
function familyErrors(data: RegistrationData): ValidationError[] {
  const errors: ValidationError[] = [];
  const parentEmail = data.parent.email;
  const co = data.coParent;
  if (co) {
    if (!co.email && !co.phoneNumber) errors.push({ field: 'coParent.phoneNumber', text: MESSAGES.required });
    if (co.email && sameEmail(co.email, parentEmail))
      errors.push({ field: 'coParent.email', text: MESSAGES.coParentEmailSameAsParent });
    if (co.phoneNumber && co.phoneNumber === data.parent.phoneNumber)
      errors.push({ field: 'coParent.phoneNumber', text: MESSAGES.coParentPhoneSameAsParent });
  }
  const seen = new Set<string>();
  (data.children ?? []).forEach((child, i) => {
    if (!child.email) return;
    if (sameEmail(child.email, parentEmail) || (co?.email && sameEmail(child.email, co.email)))
      errors.push({ field: `children.${i}.email`, text: MESSAGES.childEmailMatchesParent });
    else if (seen.has(child.email))
      errors.push({ field: `children.${i}.email`, text: MESSAGES.childEmailDuplicate });
    seen.add(child.email);
  });
  return errors;
}

/**
 * docs/security.md Limits: every answer that says whether an email has an account (a duplicate
 * parent at create or update, a co-parent's possible duplicate) is counted per registration and
 * per address, so emails cannot be tried at speed; the spec's duplicate flows stay as they are.
 */
export const EMAIL_LOOKUP_LIMITS = { perRegistration: 5, perAddress: 30, windowMs: HOUR } as const;

/** `discounts`: which referrer a discount link's token vouches for (discount-links.ts). */
export function registrationService(
  repo: RegistrationsRepo,
  users: UsersRepo,
  ttlMinutes: number,
  discounts: Pick<DiscountLinks, 'referrerOf'>,
  limiter?: RateLimiter,
) {
  const expiry = () => new Date(Date.now() + ttlMinutes * 60_000);

  /** Counts one email look-up before it is made; 429 once a bucket is full. */
  async function countLookup(ip: string | undefined, signupId?: string) {
    if (!limiter) return;
    if (signupId)
      await limiter.check(
        `email-lookup:reg:${signupId}`,
        EMAIL_LOOKUP_LIMITS.perRegistration,
        EMAIL_LOOKUP_LIMITS.windowMs,
      );
    if (ip)
      await limiter.check(
        `email-lookup:ip:${ip}`,
        EMAIL_LOOKUP_LIMITS.perAddress,
        EMAIL_LOOKUP_LIMITS.windowMs,
      );
  }

  async function assertNotDuplicate(email: string) {
    if (await users.parentByEmail(email)) throw duplicateParentError();
  }

  /** spec §6/§8: unknown signupId 404; wrong or expired key 403; a paid one is closed. */
  async function authorise(signupId: string, key: string | undefined): Promise<RegistrationRow> {
    const row = await repo.byId(signupId);
    if (!row) throw notFound('registration.notFound');
    if (!holdsKey(row, key)) throw forbidden('registration.key.invalid');
    if (new Date(row.expires_at).getTime() <= Date.now()) throw forbidden('registration.key.expired');
    if (row.status === 'paid') throw forbidden('registration.closed');
    return row;
  }

  const toResponse = (
    row: Pick<RegistrationRow, 'id' | 'expires_at' | 'last_completed_step' | 'co_parent_possible_duplicate'>,
    key: string,
  ): RegistrationResponse => ({
    signupId: row.id,
    registrationKey: key,
    expiresAt: new Date(row.expires_at).toISOString(),
    lastCompletedStep: row.last_completed_step,
    coParentPossibleDuplicate: row.co_parent_possible_duplicate,
  });

  return {
    authorise,
    /** The referring account of a registration in progress, only for the holder of its key (spec §3 discount links). */
    async referrerKeyOf(signupId: string | undefined, key: string | undefined): Promise<string | null> {
      if (!signupId || !key) return null;
      const row = await repo.byId(signupId);
      return row && holdsKey(row, key) ? row.referrer_key : null;
    },
    async create(
      body: CreateBody,
      discountToken: string | undefined,
      ip?: string,
    ): Promise<RegistrationResponse> {
      await countLookup(ip);
      const referrerKey = await discounts.referrerOf(discountToken);
      const key = newSecret();
      const row = {
        id: newId('su'),
        key_hash: sha256(key),
        expires_at: expiry(),
        referrer_key: referrerKey,
        data: {
          parent: body.parent,
          sections: body.sections,
          segmentAnonymousId: body.segmentAnonymousId ?? null,
        } as RegistrationData,
        last_completed_step: stepFor(body.sections, undefined, 0),
        parent_duplicate_confirmed: Boolean(body.parentDuplicateConfirmed),
      };
      if (!(await repo.createUnlessParentExists(row, body.parent.email))) throw duplicateParentError();
      return toResponse({ ...row, co_parent_possible_duplicate: false }, key);
    },
    async update(
      signupId: string,
      key: string | undefined,
      body: UpdateBody,
      discountToken: string | undefined,
      ip?: string,
    ): Promise<RegistrationResponse> {
      const row = await authorise(signupId, key);
      const referrerKey = await discounts.referrerOf(discountToken);
      if (body.parent.email !== row.data.parent.email) {
        await countLookup(ip, signupId);
        await assertNotDuplicate(body.parent.email);
      }
      const data: RegistrationData = {
        ...row.data,
        parent: body.parent,
        sections: body.sections,
        address: body.address !== undefined ? body.address : row.data.address,
        referral: body.referral !== undefined ? body.referral : row.data.referral,
        coParent: body.coParent !== undefined ? body.coParent : row.data.coParent,
        children: body.children !== undefined ? body.children : row.data.children,
        segmentAnonymousId: body.segmentAnonymousId ?? row.data.segmentAnonymousId,
      };
      const errors = familyErrors(data);
      if (errors.length) throw badRequest(errors);
      // spec §8: a co-parent who already has an account may be a duplicate; the visitor may go on.
      const coEmail = data.coParent?.email;
      const coEmailChanged =
        Boolean(coEmail) && !sameEmail(coEmail as string, row.data.coParent?.email ?? '');
      // An unchanged co-parent email keeps its earlier answer: only a new address is looked up.
      if (coEmailChanged) await countLookup(ip, signupId);
      const possibleDuplicate = coEmail
        ? coEmailChanged
          ? Boolean(await users.parentByEmail(coEmail))
          : row.co_parent_possible_duplicate
        : false;
      const fields = {
        expires_at: expiry(),
        referrer_key: referrerKey ?? row.referrer_key,
        data,
        last_completed_step: stepFor(body.sections, body.lastCompletedStep, row.last_completed_step),
        parent_duplicate_confirmed: body.parentDuplicateConfirmed ?? row.parent_duplicate_confirmed,
        co_parent_possible_duplicate: possibleDuplicate,
      };
      await repo.update(row.id, fields);
      return toResponse({ id: row.id, ...fields }, key as string);
    },
  };
}
export type RegistrationService = ReturnType<typeof registrationService>;
