// `npm run config-docs`: rewrites docs/configuration.md's tables and .env.example from the schemas.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format } from 'prettier';
import { envExample, withTables } from './render';
import { SECTIONS, TITLES } from './sections';

const root = resolve(__dirname, '../..');
const docPath = resolve(root, 'docs/configuration.md');

async function main() {
  const doc = withTables(readFileSync(docPath, 'utf8'), SECTIONS);
  writeFileSync(
    docPath,
    await format(doc, { parser: 'markdown', filepath: docPath, singleQuote: true, printWidth: 110 }),
  );
  writeFileSync(resolve(root, '.env.example'), envExample(SECTIONS, TITLES));
  console.log('docs/configuration.md and .env.example written from the settings schemas');
}

void main();
