// spec §8 Co-parent duplicate and §9 support phones: the message quotes the toll-free US line;
// visitors from a country with its own support line (NZ, AU, UK/GB/IE) get that line instead.
import { supportPhoneFor, TOLL_FREE_SUPPORT_PHONE, type SupportPhone } from '@join/domain';

const OWN_LINE = ['NZ', 'AU', 'UK', 'GB', 'IE'];

export function duplicateCoParentPhone(country: string | null | undefined): SupportPhone {
  const upper = (country ?? '').toUpperCase();
  return OWN_LINE.includes(upper) ? supportPhoneFor(upper) : TOLL_FREE_SUPPORT_PHONE;
}
