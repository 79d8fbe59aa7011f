// The API sends only i18n keys (docs/CONTRACTS.md Errors, CONVENTIONS.md Forms): this walks
// every message the API's code and the schemas it validates with can put in an answer, and checks
// that each is a key a Spanish visitor reads in Spanish (spec §8).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createI18n, namespaces } from '@join/i18n';
import { MESSAGES } from '@join/schemas';
import { MESSAGE_KEY } from '../lib/message-keys';

const ROOTS = ['apps/join-api/src', 'libs/schemas/src'];
const SKIP = /\.spec\.ts$|\/test\/|\/db\/migrations\//;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !SKIP.test(path) ? [path] : [];
  });
}

const files = ROOTS.flatMap((root) => sources(join(process.cwd(), root)));
const read = (f: string) => readFileSync(f, 'utf8');
const code = files.map(read).join('\n');
const namespaced = new RegExp(`'((?:${namespaces.join('|')}):[A-Za-z0-9_.]+)'`, 'g');
/** Every 'namespace:key' literal of the API, and every message of the schemas it validates with. */
const emitted = [
  ...new Set([...[...code.matchAll(namespaced)].map((m) => m[1]), ...Object.values(MESSAGES)]),
].sort();
/** The literal texts the API puts in validationErrors ({ field, text } pairs; a gateway's own
 *  result texts are kept in the transactions table for operators and never sent). */
const answerCode = files
  .filter((f) => !f.includes('/gateway/'))
  .map(read)
  .join('\n');
const texts = [...answerCode.matchAll(/\bfield: [^,}]+, text: '([^']*)'/g)].map((m) => m[1]);

/** Words the receipt mail shares with the page that are the same in both languages: brand and
 *  product names, and 'Subtotal' and 'Total', which Spanish spells as English does. */
const SAME_IN_BOTH = new Set([
  'checkout:payment.methodApplePay',
  'checkout:payment.methodGooglePay',
  'checkout:payment.methodPayPal',
  'checkout:payment.methodVenmo',
  'checkout:summary.toneMeter',
  'checkout:summary.subtotal',
  'checkout:summary.total',
]);

const en = createI18n('en');
const es = createI18n('es');

describe('messages the API can send', () => {
  it('finds the keys to check (the walk itself works)', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(emitted).toEqual(
      expect.arrayContaining([
        'validation:paymentDeclined',
        'validation:promoCodeInvalid',
        'validation:pricingChanged',
        'validation:duplicateUser',
        'validation:activationCodeInvalid',
        'validation:required',
        'checkout:login.login_error',
      ]),
    );
  });

  it('puts only keys, never sentences, in validationErrors', () => {
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.filter((text) => !MESSAGE_KEY.test(text))).toEqual([]);
  });

  it.each(emitted)('%s exists in English and Spanish, and the Spanish is not the English', (key) => {
    expect(en.exists(key)).toBe(true);
    expect(es.exists(key)).toBe(true);
    if (!SAME_IN_BOTH.has(key)) expect(es.t(key)).not.toBe(en.t(key));
  });
});
