import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { interceptLeave, useUrls } from '@join/state';
import { LanguageSelector } from './language-selector';
import { Logo } from './logo';
import { ROUTES } from '@join/routes';

/** A plain click: a click with a modifier opens another tab and leaves nothing behind. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function Header() {
  const { t } = useTranslation('common');
  const urls = useUrls();
  const navigate = useNavigate();
  const login = urls?.login ?? '/app/join/login';
  return (
    <header className="j-header">
      <div className="j-header__inner">
        {/* Spec §4 Leaving: the page may ask first (the checkout's in-page dialog). */}
        <Link
          to={ROUTES.signup}
          className="j-logo"
          aria-label={t('brand.home')}
          onClick={(event) => {
            if (plainClick(event) && interceptLeave(() => navigate(ROUTES.signup))) event.preventDefault();
          }}
        >
          <Logo />
          <span>{t('brand.name')}</span>
        </Link>
        <div className="j-header__actions">
          <LanguageSelector />
          <a
            href={login}
            onClick={(event) => {
              if (plainClick(event) && interceptLeave(() => window.location.assign(login)))
                event.preventDefault();
            }}
          >
            {t('header.login')}
          </a>
        </div>
      </div>
    </header>
  );
}
