// spec §9 Support phone by country: NZ, AU, UK/GB/IE, and a default for US/CA/MX, plus a
// toll-free style US number that the duplicate-co-parent message quotes (§8).
// The numbers are invented placeholders in ranges reserved for fiction (US 555-01xx, UK
// 020 7946 0xxx, AU 02 5550 xxxx); replace them here, and only here, with the real lines.

export interface SupportPhone {
  /** As shown to the visitor. */
  display: string;
  /** For a tel: link, E.164. */
  tel: string;
}

const DEFAULT_PHONE: SupportPhone = { display: '+1 (866) 555-0142', tel: '+18665550142' };
const UK_PHONE: SupportPhone = { display: '+44 20 7946 0321', tel: '+442079460321' };

const SUPPORT_PHONES: Readonly<Record<string, SupportPhone>> = {
  NZ: { display: '+64 9 555 0187', tel: '+6495550187' },
  AU: { display: '+61 2 5550 4821', tel: '+61255504821' },
  UK: UK_PHONE,
  GB: UK_PHONE,
  IE: UK_PHONE,
};

/** Quoted in 'you will need to contact support at {phone}' for a duplicate co-parent. */
export const TOLL_FREE_SUPPORT_PHONE: SupportPhone = { display: '1-800-555-0199', tel: '+18005550199' };

/** Support phone for a country; US, CA, MX and every other country get the default line. */
export function supportPhoneFor(country: string | null | undefined): SupportPhone {
  return (country && SUPPORT_PHONES[country.toUpperCase()]) || DEFAULT_PHONE;
}

/** The support mailbox the duplicate and invite pages point to (a placeholder, like the phones). */
export const SUPPORT_EMAIL = 'support@harbor.example';
