import { createI18n, i18nOptions } from './create-i18n';

describe('createI18n', () => {
  it('is ready to translate as soon as it returns', () => {
    const i18n = createI18n('es');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('es');
    expect(i18n.t('validation:required')).toBe('Este campo es obligatorio');
  });

  it('defaults to English', () => {
    expect(createI18n().t('validation:postalCodeInvalid')).toBe('Postal code is not valid');
  });

  it('gives each caller its own instance, so one request cannot switch another', async () => {
    const a = createI18n('en');
    const b = createI18n('en');
    await b.changeLanguage('es');
    expect(a.t('validation:required')).toBe('This field is required');
    expect(b.t('validation:required')).toBe('Este campo es obligatorio');
  });

  it('interpolates without escaping, since React and JSON escape for themselves', () => {
    const i18n = createI18n('en');
    i18n.addResource('en', 'common', 'probe', "Card ending in {{lastFour}} & co's");
    expect(i18n.t('common:probe', { lastFour: '1111' })).toBe("Card ending in 1111 & co's");
  });

  it('falls back to English for a key Spanish lacks', () => {
    const i18n = createI18n('es');
    i18n.addResource('en', 'common', 'onlyEnglish', 'Only English');
    expect(i18n.t('common:onlyEnglish')).toBe('Only English');
  });

  it('offers its options to the shell without binding React', () => {
    const options = i18nOptions('es');
    expect(options.lng).toBe('es');
    expect(options.ns).toEqual(
      expect.arrayContaining(['common', 'validation', 'parent', 'checkout', 'invite', 'pro']),
    );
  });
});
