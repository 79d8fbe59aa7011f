import { namespaces, resources, supportedLanguages } from './resources';

/** 'a.b.c' paths of every string in a bundle, so nested keys are compared too. */
function flatten(bundle: unknown, prefix = ''): Record<string, unknown> {
  if (typeof bundle !== 'object' || bundle === null) return { [prefix]: bundle };
  return Object.entries(bundle).reduce<Record<string, unknown>>(
    (all, [key, value]) => ({ ...all, ...flatten(value, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('translation resources', () => {
  it('bundles every namespace in every language', () => {
    for (const lang of supportedLanguages)
      expect(Object.keys(resources[lang]).sort()).toEqual([...namespaces].sort());
  });

  describe.each([...namespaces])('namespace %s', (ns) => {
    const en = flatten(resources.en[ns]);
    const es = flatten(resources.es[ns]);

    it('has the same keys in English and Spanish', () => {
      const onlyEn = Object.keys(en).filter((k) => !(k in es));
      const onlyEs = Object.keys(es).filter((k) => !(k in en));
      expect({ onlyEn, onlyEs }).toEqual({ onlyEn: [], onlyEs: [] });
    });

    it('has a non-empty string for every key', () => {
      for (const [lang, bundle] of [
        ['en', en],
        ['es', es],
      ] as const) {
        const bad = Object.entries(bundle)
          .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
          .map(([k]) => `${lang}:${k}`);
        expect(bad).toEqual([]);
      }
    });

    it('uses the same {{placeholders}} in both languages', () => {
      const mismatched = Object.keys(en).filter(
        (k) => k in es && placeholders(en[k]).join() !== placeholders(es[k]).join(),
      );
      expect(mismatched).toEqual([]);
    });
  });
});
