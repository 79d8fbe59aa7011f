import { PAGE_LANGUAGES } from '@join/page-contract';
import { detectLanguage, LANGUAGE_STORAGE_KEY, languageFromTag, rememberLanguage } from './detect-language';
import { supportedLanguages } from './languages';

function browserLanguages(languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

afterEach(() => jest.restoreAllMocks());

describe('language choice', () => {
  it('uses the remembered choice first', () => {
    browserLanguages(['en-US']);
    rememberLanguage('es');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(detectLanguage()).toBe('es');
  });

  it('ignores a stored value that is not one of our languages', () => {
    browserLanguages(['es-MX']);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(detectLanguage()).toBe('es');
  });

  it("otherwise takes the browser's first language we support", () => {
    browserLanguages(['fr-FR', 'es-US', 'en']);
    expect(detectLanguage()).toBe('es');
  });

  it('otherwise falls back to English', () => {
    browserLanguages(['fr-FR', 'de']);
    expect(detectLanguage()).toBe('en');
    browserLanguages([]);
    expect(detectLanguage()).toBe('en');
  });

  it('keeps working when storage refuses access', () => {
    browserLanguages(['es']);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => rememberLanguage('en')).not.toThrow();
    expect(detectLanguage()).toBe('es');
  });

  it.each([
    ['es-MX', 'es'],
    ['es_MX', 'es'],
    ['EN-gb', 'en'],
    ['pt-BR', undefined],
    ['', undefined],
    [null, undefined],
  ])('reads %p as %p', (tag, lang) => expect(languageFromTag(tag)).toBe(lang));
});

// The page server decides the language with @join/page-contract, which imports nothing: its list must be the texts' list.
it('decides among exactly the languages the texts exist in', () => {
  expect([...PAGE_LANGUAGES]).toEqual([...supportedLanguages]);
});
