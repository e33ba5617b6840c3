/** Site header: logo, menu, account or sign-in, language; operators get their own colour and logo. */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdmin, type Viewer } from '../../../domain/viewer.ts';
import { goToLogin } from '../../lib/auth-navigation.ts';
import { Link, useRouter } from '../../router.tsx';
import { Deferred } from '../ui/deferred.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo, OperatorBadge } from './logo.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { NavLinks } from './nav-links.tsx';

/** The signed-in actions' code; entry-client.tsx loads it before hydrating a signed-in viewer's page. */
export const loadSignedInActions = () => import('./signed-in-actions.tsx');
const SignedInActions = lazy(loadSignedInActions);

export function Header({ viewer, onLogout }: { viewer: Viewer; onLogout: () => void }) {
  const { t } = useTranslation();
  const { match, href } = useRouter();
  const operator = isAdmin(viewer);
  // The editor needs the whole width on phones, so it has no menu button there.
  const onAdEdit = match?.name.startsWith('ad-edit-') ?? false;
  return (
    <header className={`header${operator ? ' header--operator' : ''}`}>
      <div className="header__inner container">
        <div className={`header__menu-button${onAdEdit ? ' header__menu-button--hidden-mobile' : ''}`}>
          <MobileDrawer viewer={viewer} />
        </div>
        <Link to="index" className="header__logo" aria-label={t('nav.home')}>
          <Logo operator={operator} />
        </Link>
        {operator && <OperatorBadge />}
        <nav className="nav" aria-label={t('nav.mainNavigation')}>
          <NavLinks viewer={viewer} />
        </nav>
        <div className="header__actions">
          <LanguageSwitcher />
          {viewer.customer ? (
            <Deferred fallback={null}>
              <SignedInActions viewer={viewer} onLogout={onLogout} />
            </Deferred>
          ) : (
            <Link
              to="login"
              className="button button--ghost header__login"
              onClick={(event) => {
                event.preventDefault();
                void goToLogin(match, href('login'));
              }}
              aria-label={t('nav.login')}
            >
              <svg className="header__login-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="header__login-text">{t('nav.login')}</span>
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
