// spec §8 'Postal code not valid for the state': a US ZIP code or a Canadian postal code that
// belongs to another state or province than the one chosen. The first three digits of
// a ZIP code are assigned to one state by the USPS; the first letter of a Canadian postal code
// names the province or territory (Canada Post). Countries without such a table pass.
import { normalisePostalCode } from './postal-codes';

type Ranges = readonly (readonly [number, number])[];
const r = (from: number, to = from) => [from, to] as const;

// ZIP code prefixes (first three digits) by state. Border prefixes shared by two states are
// listed for both, so a real address is never refused.
const US_ZIP3: Record<string, Ranges> = {
  AL: [r(350, 369)],
  AK: [r(995, 999)],
  AZ: [r(850, 865)],
  AR: [r(716, 729)],
  CA: [r(900, 961)],
  CO: [r(800, 816)],
  CT: [r(60, 69)],
  DE: [r(197, 199)],
  DC: [r(200), r(202, 205), r(569)],
  FL: [r(320, 349)],
  GA: [r(300, 319), r(398, 399)],
  HI: [r(967, 968)],
  ID: [r(832, 838)],
  IL: [r(600, 629)],
  IN: [r(460, 479)],
  IA: [r(500, 528)],
  KS: [r(660, 679)],
  KY: [r(400, 427)],
  LA: [r(700, 714)],
  ME: [r(39, 49)],
  MD: [r(206, 219)],
  MA: [r(10, 27), r(55)],
  MI: [r(480, 499)],
  MN: [r(550, 567)],
  MS: [r(386, 397)],
  MO: [r(630, 658)],
  MT: [r(590, 599)],
  NE: [r(680, 693)],
  NV: [r(889, 898)],
  NH: [r(30, 38)],
  NJ: [r(70, 89)],
  NM: [r(870, 884)],
  NY: [r(5), r(63), r(100, 149)],
  NC: [r(270, 289)],
  ND: [r(580, 588)],
  OH: [r(430, 459)],
  OK: [r(730, 749)],
  OR: [r(970, 979)],
  PA: [r(150, 196)],
  PR: [r(6, 7), r(9)],
  RI: [r(28, 29)],
  SC: [r(290, 299)],
  SD: [r(570, 577)],
  TN: [r(370, 385)],
  TX: [r(733), r(750, 799), r(885)],
  UT: [r(840, 847)],
  VT: [r(50, 59)],
  VA: [r(201), r(220, 246)],
  WA: [r(980, 994)],
  WV: [r(247, 268)],
  WI: [r(530, 549)],
  WY: [r(820, 831), r(834)],
};

// First letter of a Canadian postal code by province or territory.
const CA_FIRST_LETTER: Record<string, string> = {
  NL: 'A',
  NS: 'B',
  PE: 'C',
  NB: 'E',
  QC: 'GHJ',
  ON: 'KLMNP',
  MB: 'R',
  SK: 'S',
  AB: 'T',
  BC: 'V',
  NT: 'X',
  NU: 'X',
  YT: 'Y',
};

/**
 * False only when we know the postal code belongs to another state or province than `region`.
 * The code's shape is checked elsewhere (isValidPostalCode); an unknown region or country passes.
 */
export function postalCodeFitsRegion(postalCode: string, country: string, region: string): boolean {
  const code = normalisePostalCode(postalCode);
  const c = country.trim().toUpperCase();
  const state = region.trim().toUpperCase();
  if (c === 'US') {
    const ranges = US_ZIP3[state];
    const zip3 = /^(\d{3})\d{2}(-?\d{4})?$/.exec(code)?.[1];
    if (!ranges || zip3 === undefined) return true;
    const n = Number(zip3);
    return ranges.some(([from, to]) => n >= from && n <= to);
  }
  if (c === 'CA') {
    const letters = CA_FIRST_LETTER[state];
    if (!letters || !/^[A-Z]\d[A-Z]/.test(code)) return true;
    return letters.includes(code[0]);
  }
  return true;
}
