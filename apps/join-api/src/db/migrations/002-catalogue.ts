// Seeds the catalogue, build-your-own options, tax rates and coupons from catalogue-data.ts.
import { MARKET_CURRENCIES } from '@join/domain';
import { coupons, hiddenMethods, optionPrices, packages, taxRates } from './catalogue-data';

const lit = (v: unknown): string => {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return `'${String(v).replace(/'/g, "''")}'`;
};

const newFeatures = [
  'Shared parenting calendar',
  'Messages with ToneMeter',
  '1 GB space',
  'Unlimited payments',
  'Journal and info bank',
];
const legacyFeatures = [
  'Shared parenting calendar',
  'Message board',
  'MyFiles storage',
  'Expense log',
  'Journal',
];

function names(p: (typeof packages)[number]) {
  const term = p.years === 1 ? '1 Year' : '2 Years';
  if (p.byo)
    return {
      packageName: `BUILD_YOUR_OWN_${p.country}`,
      displayName: 'Build Your Own',
      receipt: 'Build-your-own subscription',
    };
  const legacy = p.group === 'P0';
  return {
    packageName: `${legacy ? 'STANDARD' : 'ESSENTIALS'}_${p.years}Y_${p.country}`,
    displayName: legacy ? `Standard ${term}` : `Essentials ${term}`,
    receipt: `${legacy ? 'Standard' : 'Essentials'} subscription, ${p.years === 1 ? 'renews every year' : 'renews every two years'}`,
  };
}

export function catalogueStatements(): string[] {
  const out: string[] = [];
  packages.forEach((p, index) => {
    const n = names(p);
    const hide = Object.fromEntries(
      ['amex', 'discover', 'applePay', 'payPal', 'venmo'].map((m) => [
        m,
        hiddenMethods[p.country].includes(m),
      ]),
    );
    const features = p.group === 'P0' ? legacyFeatures : newFeatures;
    out.push(
      `insert into packages (id, product_id, country, pricing_group, package_name, display_name, receipt_text, sub_years, build_your_own, price_minor, currency, vat_inclusive, analytics_package, features, hide, sort) values (${[
        p.id,
        p.id * 10,
        p.country,
        p.group,
        n.packageName,
        n.displayName,
        n.receipt,
        p.years,
        Boolean(p.byo),
        p.price,
        MARKET_CURRENCIES[p.country],
        Boolean(p.vatInclusive),
        `${p.country}-${p.group}-${p.byo ? 'BYO' : `${p.years}Y`}`,
        JSON.stringify(features),
        JSON.stringify(hide),
        index,
      ]
        .map(lit)
        .join(', ')})`,
    );
  });
  for (const [country, [y1, y2, tone, pay]] of Object.entries(optionPrices)) {
    const rows: [string, string, number][] = [
      ['SUB1YEAR', '1 year subscription', y1],
      ['SUB2YEAR', '2 years subscription', y2],
      ['MYFILES', '1 GB space', 0],
      ['CALLSBASIC', 'Calls', 0],
      ['TONEMETER', 'ToneMeter', tone],
      ['UNLIMITEDPAYMENTS', 'Unlimited payments', pay],
    ];
    for (const [code, label, price] of rows)
      out.push(
        `insert into package_options (country, code, display_name, price_minor) values (${[country, code, label, price].map(lit).join(', ')})`,
      );
  }
  for (const [country, region, name, rate] of taxRates)
    out.push(
      `insert into tax_rates (country, region, name, rate) values (${[country, region, name, rate].map(lit).join(', ')})`,
    );
  for (const [code, description, percent, referrer, isPublic] of coupons) {
    out.push(
      `insert into coupons (code, description, percent_off, referrer_key, public) values (${[code, description, percent, referrer, isPublic].map(lit).join(', ')})`,
    );
  }
  return out;
}
