// A likely typo in the domain of an email address ('ana@gmial.com'), and the address the visitor
// probably meant ('ana@gmail.com'). Only a suggestion: the address as typed stays valid and is sent
// if the visitor ignores it, so the rule errs on the side of saying nothing.

/**
 * The mail providers most visitors use (North America, Mexico, Spain, the UK, Australia and New
 * Zealand), most common first: on a tie the earlier one is suggested. A domain in this list is never
 * corrected, which is why look-alike real providers (ymail.com, email.com, mail.com) are in it.
 */
export const COMMON_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'hotmail.com',
  'yahoo.com',
  'outlook.com',
  'icloud.com',
  'aol.com',
  'live.com',
  'msn.com',
  'comcast.net',
  'hotmail.es',
  'outlook.es',
  'yahoo.es',
  'yahoo.com.mx',
  'live.com.mx',
  'prodigy.net.mx',
  'me.com',
  'mac.com',
  'ymail.com',
  'googlemail.com',
  'rocketmail.com',
  'att.net',
  'sbcglobal.net',
  'verizon.net',
  'bellsouth.net',
  'cox.net',
  'charter.net',
  'earthlink.net',
  'protonmail.com',
  'proton.me',
  'gmx.com',
  'mail.com',
  'email.com',
  'aim.com',
  'yahoo.ca',
  'hotmail.ca',
  'shaw.ca',
  'rogers.com',
  'sympatico.ca',
  'telus.net',
  'hotmail.co.uk',
  'yahoo.co.uk',
  'btinternet.com',
  'bigpond.com',
  'optusnet.com.au',
  'xtra.co.nz',
];

/** Providers with one domain only: their name with any other ending is a slip ('gmail.es'). */
const SINGLE_DOMAIN = new Set(['gmail.com', 'icloud.com', 'googlemail.com']);

/** Endings that are no top-level domain at all, with the one they stand for. Real ones such as
 *  .co (Colombia) or .cm (Cameroon) are left alone unless the name is a known provider's. */
const ENDING_TYPOS: Record<string, string> = {
  con: 'com',
  cmo: 'com',
  ocm: 'com',
  comm: 'com',
  coom: 'com',
  vom: 'com',
  xom: 'com',
  cpm: 'com',
  cim: 'com',
  c0m: 'com',
  nte: 'net',
  nett: 'net',
  ogr: 'org',
  orgg: 'org',
};

/**
 * How many slips of the name may be forgiven. Short names sit close to many real domains
 * (live.com and love.com, aol.com and aon.com), so only their ending is ever corrected; a long
 * name forgives two slips, a middle one a single slip (hotmart.com stays, hotmal.com does not).
 */
function nameSlips(name: string): number {
  if (name.length <= 4) return 0;
  return name.length >= 8 ? 2 : 1;
}

/** Edits between two strings: characters added, dropped, replaced or two neighbours swapped. */
function distance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(
        rows[i - 1][j] + 1,
        rows[i][j - 1] + 1,
        rows[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
    }
  }
  return rows[a.length][b.length];
}

/** The name before the first dot and the ending after it ('yahoo', 'com.mx'). */
function split(domain: string): [string, string] {
  const dot = domain.indexOf('.');
  return dot < 0 ? [domain, ''] : [domain.slice(0, dot), domain.slice(dot + 1)];
}

/** The common domain a typed one most likely meant, or null when it looks as intended. */
export function suggestDomain(typed: string): string | null {
  const domain = typed.toLowerCase();
  if (!domain || COMMON_EMAIL_DOMAINS.includes(domain)) return null;
  // The dot forgotten: gmailcom.
  const joined = COMMON_EMAIL_DOMAINS.find((d) => d.replace(/\./g, '') === domain);
  if (joined) return joined;
  const [name, ending] = split(domain);
  let best: string | null = null;
  let bestCost = Infinity;
  for (const known of COMMON_EMAIL_DOMAINS) {
    const [knownName, knownEnding] = split(known);
    const nameCost = distance(name, knownName);
    if (nameCost > nameSlips(knownName)) continue;
    let endingCost: number;
    if (ending === knownEnding) endingCost = 0;
    else if (!ending || (nameCost === 0 && SINGLE_DOMAIN.has(known))) endingCost = 1;
    else endingCost = distance(ending, knownEnding);
    if (endingCost > 1 || nameCost + endingCost >= bestCost) continue;
    best = known;
    bestCost = nameCost + endingCost;
  }
  if (best) return best;
  const labels = domain.split('.');
  const fixed = labels.length > 1 ? ENDING_TYPOS[labels[labels.length - 1]] : undefined;
  return fixed && labels.every(Boolean) ? [...labels.slice(0, -1), fixed].join('.') : null;
}

/**
 * The address with its domain corrected ('ana@gmial.com' -> 'ana@gmail.com'), or null. What comes
 * before the @ is kept as typed; anything that is not one address (no @, spaces) gets nothing.
 */
export function suggestEmail(value: string): string | null {
  const email = value.trim();
  const at = email.lastIndexOf('@');
  if (at < 1 || /\s/.test(email)) return null;
  const domain = suggestDomain(email.slice(at + 1));
  return domain ? `${email.slice(0, at)}@${domain}` : null;
}
