// Spanish texts read as Spanish: no string is left as its English original (bar brand names and
// words Spanish shares), and the co-parent has one name everywhere.
import { namespaces, resources } from './resources';

function flatten(bundle: unknown, prefix = ''): Record<string, string> {
  if (typeof bundle !== 'object' || bundle === null) return { [prefix]: String(bundle) };
  return Object.entries(bundle).reduce<Record<string, string>>(
    (all, [key, value]) => ({ ...all, ...flatten(value, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

/** Brand and product names, and words that are the same in both languages. */
const SAME_IN_BOTH = new Set([
  'Harbor',
  'English',
  'Español',
  'Error',
  'ToneMeter',
  'Total',
  'Subtotal',
  'Apple Pay',
  'Google Pay',
  'Venmo',
  'PayPal',
  'CVV',
  'Total: {{total}}',
  'Hon.',
  'Dr.',
  'ext. {{extension}}',
]);

describe('Spanish wording', () => {
  // Country names are proper nouns: a third of them are spelt alike in both languages (Chile, Honduras).
  it.each(namespaces.filter((ns) => ns !== 'countries'))(
    'namespace %s has no English text left in Spanish',
    (ns) => {
      const en = flatten(resources.en[ns]);
      const es = flatten(resources.es[ns]);
      const untranslated = Object.keys(en).filter((k) => es[k] === en[k] && !SAME_IN_BOTH.has(en[k]));
      expect(untranslated).toEqual([]);
    },
  );

  it("calls the co-parent 'copadre' everywhere, never by another name", () => {
    // Pins three words for the co-parent on one screen ('copadre o comadre', 'el otro padre o madre', 'copadre').
    const all = namespaces.flatMap((ns) =>
      Object.entries(flatten(resources.es[ns])).map(([k, v]) => [`${ns}:${k}`, v] as const),
    );
    const others = all
      .filter(([, v]) => /comadre|otro padre|otra madre|padre o madre|coprogenitor|co-padre/i.test(v))
      .map(([k]) => k);
    expect(others).toEqual([]);
    const english = namespaces.flatMap((ns) =>
      Object.entries(flatten(resources.en[ns])).map(([k, v]) => [`${ns}:${k}`, v] as const),
    );
    const spanish = Object.fromEntries(all);
    const missing = english
      .filter(
        ([k, v]) => /\bco-parent/i.test(v) && !/copadre/i.test(spanish[k]) && !ALLOWED_WITHOUT_WORD.has(k),
      )
      .map(([k]) => k);
    expect(missing).toEqual([]);
  });
});

describe('Spanish speaks to the visitor as tú', () => {
  // Pins two validation messages in 'usted' ('Verifique su información… inténtelo', 'está intentando').
  // Formal forms of the verbs these texts use, and 'usted' itself; the tú forms are the rule.
  const FORMAL =
    /\b(usted|ustedes|verifique|inténtelo|intente|ingrese|introduzca|seleccione|elija|revise|vuelva|escriba|confirme|espere|haga|comuníquese|póngase|llame|cambie|elimine|acepte|está intentando|su información)\b/i;
  it.each(namespaces)('namespace %s has no formal address', (ns) => {
    const formal = Object.entries(flatten(resources.es[ns]))
      .filter(([, v]) => FORMAL.test(v))
      .map(([k, v]) => `${k}: ${v}`);
    expect(formal).toEqual([]);
  });
});

/** English texts that mention the co-parent where the Spanish says it another way (a pronoun or 'crianza compartida'). */
const ALLOWED_WITHOUT_WORD = new Set(['parent:landing.lead', 'parent:step2.speedBump.body']);
