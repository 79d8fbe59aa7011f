#!/usr/bin/env node
// Makes a signed discount link (spec §3 Discount data; docs/security.md "Discount links") for a
// referrer whose coupon exists in the catalogue:
//   npm run discount-link -- --referrer familylaw --percent 15 --days 90
// Signs with DISCOUNT_LINK_SECRET (the production key, the one every copy shares) and prints the
// link under PUBLIC_URL. The percentage must be the referrer's coupon's, or the link gives nothing.
import { parseArgs } from 'node:util';
import { signDiscountToken } from '../apps/join-api/src/lib/discount-token.ts';
import { DISCOUNT_PARAMS } from '../libs/domain/src/discounts/discount-links.ts';

const { values } = parseArgs({
  options: {
    referrer: { type: 'string' },
    percent: { type: 'string' },
    days: { type: 'string', default: '90' },
    help: { type: 'boolean', default: false },
  },
});
const percent = Number(values.percent);
const days = Number(values.days);
const secret = process.env.DISCOUNT_LINK_SECRET ?? '';
const publicUrl = (process.env.PUBLIC_URL ?? '').replace(/\/$/, '');
if (values.help || !values.referrer || !Number.isInteger(percent) || !Number.isInteger(days) || days < 1) {
  console.error(
    'Usage: DISCOUNT_LINK_SECRET=... PUBLIC_URL=https://... npm run discount-link -- --referrer <key> --percent <1..100> [--days 90]',
  );
  process.exit(values.help ? 0 : 2);
}
if (secret.length < 32 || !publicUrl) {
  console.error(
    'Set DISCOUNT_LINK_SECRET (the key the API runs with, at least 32 characters) and PUBLIC_URL.',
  );
  process.exit(2);
}
const expiresAt = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
const token = signDiscountToken({ referrer: values.referrer, percent, expiresAt }, secret);
const query = new URLSearchParams({
  [DISCOUNT_PARAMS.flag]: '1',
  [DISCOUNT_PARAMS.referrer]: values.referrer,
  [DISCOUNT_PARAMS.percent]: Buffer.from(String(percent)).toString('base64'),
  [DISCOUNT_PARAMS.token]: token,
});
console.log(`${publicUrl}/app/join/signup?${query.toString()}`);
console.error(`valid until ${expiresAt.toISOString()}`);
