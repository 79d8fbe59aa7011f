import { restoreReason, restoreReasonOf, shouldHydrate } from './hydrate';
import { acceptedLanguages, chooseLanguage, cookieValue } from './language';

const facts = (over: Partial<Parameters<typeof restoreReason>[0]> = {}) => ({
  stored: [],
  search: '',
  lang: 'en' as const,
  renderedLang: 'en' as const,
  ...over,
});
const progress = ['join.registration', '{"state":{"lastCompletedStep":1}}'] as const;

describe('the hydrate decision', () => {
  it('hydrates a tab like the one the server rendered for, and renders any other in the browser, saying why', () => {
    expect(restoreReason(facts())).toBeUndefined();
    expect(
      restoreReason(
        facts({
          stored: [
            ['join.config', '{"state":{"overrides":{}}}'],
            ['other', 'x'],
          ],
        }),
      ),
    ).toBeUndefined();
    expect(restoreReason(facts({ stored: [progress] }))).toBe('stores');
    expect(restoreReason(facts({ stored: [progress], lang: 'es' }))).toBe('lang');
    expect(restoreReason(facts({ search: '?flags=GROW872:Control', stored: [progress] }))).toBe('flags');
    expect(
      restoreReason(
        facts({ stored: [progress, ['join.config', '{"state":{"overrides":{"GROW872":"Control"}}}']] }),
      ),
    ).toBe('flags');
    // A broken store still counts as what the visitor has.
    expect(restoreReason(facts({ stored: [['join.config', '{broken']] }))).toBeUndefined();
  });

  it('hydrates only a rendered page with no reason against it and no discount link', () => {
    expect(shouldHydrate({ rendered: true, restore: undefined, search: '' })).toBe(true);
    expect(shouldHydrate({ rendered: true, restore: undefined, search: '?utm_source=mail' })).toBe(true);
    expect(shouldHydrate({ rendered: false, restore: undefined, search: '' })).toBe(false);
    expect(shouldHydrate({ rendered: true, restore: 'stores', search: '' })).toBe(false);
    expect(shouldHydrate({ rendered: true, restore: undefined, search: '?x=1&discount=1' })).toBe(false);
    expect(restoreReasonOf('lang')).toBe('lang');
    expect(restoreReasonOf('')).toBeUndefined();
  });
});

describe('the language decision', () => {
  it('takes the stored choice, else the first of the browser languages we have, else English', () => {
    expect(chooseLanguage({ chosen: 'es', accepted: ['en-US'] })).toBe('es');
    expect(chooseLanguage({ chosen: 'fr', accepted: ['fr-FR', 'es-MX', 'en'] })).toBe('es');
    expect(chooseLanguage({ chosen: null, accepted: ['de'] })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });

  it('reads Accept-Language by weight and a cookie by name', () => {
    expect(acceptedLanguages('en;q=0.5, es-MX, fr;q=0')).toEqual(['es-MX', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(cookieValue('a=1; join.lang=es; b=2', 'join.lang')).toBe('es');
    expect(cookieValue('xjoin.lang=es', 'join.lang')).toBeUndefined();
  });
});
