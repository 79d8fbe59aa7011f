import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, rememberLanguage, supportedLanguages } from '@join/i18n';

export function LanguageSelector() {
  const { t, i18n } = useTranslation('common');
  const id = `lang${useId().replace(/:/g, '')}`;
  const current = i18n.language?.startsWith('es') ? 'es' : 'en';
  return (
    <div className="j-lang">
      <label htmlFor={id} className="j-visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const lang = event.target.value;
          if (!isSupportedLanguage(lang)) return;
          rememberLanguage(lang);
          void i18n.changeLanguage(lang);
        }}
      >
        {supportedLanguages.map((lang: string) => (
          <option key={lang} value={lang} lang={lang}>
            {t(`language.${lang}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
