import { useTranslation } from 'react-i18next';
import { useUrls } from '@join/state';

export function Footer() {
  const { t } = useTranslation('common');
  const urls = useUrls();
  const links = [
    ['footer.terms', urls?.terms],
    ['footer.privacy', urls?.privacy],
    ['footer.help', urls?.help],
    ['footer.contact', urls?.contact],
  ] as const;
  return (
    <footer className="j-footer">
      <div className="j-footer__inner">
        <nav aria-label={t('footer.label')}>
          <ul>
            {links.map(([key, href]) => (
              <li key={key}>
                <a href={href ?? '#'}>{t(key)}</a>
              </li>
            ))}
          </ul>
        </nav>
        {/* The UTC year: the server's local year and the visitor's differ on New Year's Eve (a hydration mismatch). */}
        <p>{t('footer.copyright', { year: new Date().getUTCFullYear() })}</p>
      </div>
    </footer>
  );
}
