import { callingCodeFor, DEFAULT_PHONE_COUNTRY_CODE } from '@join/domain';
import type { InviteContactValues } from '@join/state';
import type { InviteContext } from '@join/schemas';
import type { InviteStep1Values } from '@join/schemas';

/** '+1', '1' or null -> '+1' form; the select lists codes with the plus sign. */
export function withPlus(code: string | null | undefined): string | undefined {
  const digits = (code ?? '').replace(/[^\d]/g, '');
  return digits ? `+${digits}` : undefined;
}

/**
 * spec §2 /invite/step1 'prefilled from the invite': what the visitor typed in this tab first,
 * else what Parent A (or the professional) entered for them.
 */
export function step1Defaults(
  saved: InviteContactValues | null,
  context: InviteContext | null,
): InviteStep1Values {
  if (saved) {
    const { firstName, lastName, email, countryCode, phoneNumber } = saved;
    return { firstName, lastName, email, countryCode, phoneNumber };
  }
  const invitee = context?.invitee;
  const country = invitee?.country ?? undefined;
  return {
    firstName: invitee?.firstName ?? '',
    lastName: invitee?.lastName ?? '',
    email: invitee?.email ?? '',
    countryCode:
      withPlus(invitee?.phoneCountryCode) ??
      (country && callingCodeFor(country)) ??
      DEFAULT_PHONE_COUNTRY_CODE,
    phoneNumber: invitee?.phoneNumber ?? '',
  };
}
