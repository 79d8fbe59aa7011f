// docs/configuration.md and .env.example say what the settings' schemas say (npm run config-docs).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { envExample, markdownTable, sectionOf, settingRows, tableCells } from './config-docs/render';
import { SECTIONS, TITLES } from './config-docs/sections';

const root = resolve(__dirname, '..');
const doc = readFileSync(resolve(root, 'docs/configuration.md'), 'utf8');

describe('the configuration documents', () => {
  it.each(Object.keys(SECTIONS))(
    'docs/configuration.md lists the %s settings as the schema has them',
    (section) => {
      expect(tableCells(sectionOf(doc, section))).toEqual(tableCells(markdownTable(SECTIONS[section])));
    },
  );

  it('.env.example holds every setting with its default', () => {
    expect(readFileSync(resolve(root, '.env.example'), 'utf8')).toEqual(envExample(SECTIONS, TITLES));
  });

  it('notices a setting the document lacks or a meaning that changed', () => {
    const rows = SECTIONS.api;
    const fewer = markdownTable(rows.slice(1));
    const reworded = markdownTable([{ ...rows[0], meaning: 'something else' }, ...rows.slice(1)]);
    expect(tableCells(fewer)).not.toEqual(tableCells(markdownTable(rows)));
    expect(tableCells(reworded)).not.toEqual(tableCells(markdownTable(rows)));
  });

  it('refuses a setting whose schema does not say what it means', () => {
    expect(() => settingRows(z.object({ NEW_SETTING: z.string().optional() }))).toThrow(/NEW_SETTING/);
  });

  it('shows defaults, optional and required settings as an operator reads them', () => {
    const rows = settingRows(
      z.object({
        A: z.coerce.number().default(5).describe('a'),
        B: z.string().optional().describe('b'),
        C: z.string().url().describe('c'),
      }),
    );
    expect(rows.map((r) => [r.name, r.shownDefault, r.required])).toEqual([
      ['A', '`5`', false],
      ['B', '(unset)', false],
      ['C', '(required)', true],
    ]);
  });
});
