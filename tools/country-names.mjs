#!/usr/bin/env node
// Writes the `countries` text namespace (libs/i18n/src/resources/{en,es}/countries.json): the
// name of every country of the calling-code table, in English and Spanish.
// Screens used to ask Intl for these names at run time, but the server's ICU and the browser's
// disagree ('Hong Kong SAR China' in Node 20, 'Hong Kong' in Chromium 150), so a page rendered on
// the server did not hydrate (React #418). Names fixed in the texts read the same everywhere.
// Run it again only to add a country: `node tools/country-names.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const table = readFileSync(path.join(root, 'libs/domain/src/countries/calling-codes.ts'), 'utf8');
const codes = [...table.matchAll(/^\s+([A-Z]{2}): '\d+',$/gm)].map((m) => m[1]).sort();
// Shorter everyday names where CLDR's standard one is a mouthful in a dropdown.
const SHORT = { HK: 'short', MO: 'short', PS: 'short' };

for (const [lang, locale] of [
  ['en', 'en-US'],
  ['es', 'es-MX'],
]) {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code', style: 'long' });
  const short = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code', style: 'short' });
  const out = Object.fromEntries(
    codes.map((code) => [code, (SHORT[code] ? short.of(code) : names.of(code)) ?? code]),
  );
  const file = path.join(root, 'libs/i18n/src/resources', lang, 'countries.json');
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`${file}: ${codes.length} countries`);
}
