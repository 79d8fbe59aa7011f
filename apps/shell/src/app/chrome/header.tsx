import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUrls } from '@join/state';
import { LanguageSelector } from './language-selector';
import { Logo } from './logo';
import { ROUTES } from '@join/routes';

export function Header() {
  const { t } = useTranslation('common');
  const urls = useUrls();
  return (
    <header className="j-header">
      <div className="j-header__inner">
        <Link to={ROUTES.signup} className="j-logo" aria-label={t('brand.home')}>
          <Logo />
          <span>{t('brand.name')}</span>
        </Link>
        <div className="j-header__actions">
          <LanguageSelector />
          <a href={urls?.login ?? '/app/join/login'}>{t('header.login')}</a>
        </div>
      </div>
    </header>
  );
}
