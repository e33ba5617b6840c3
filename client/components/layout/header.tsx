/** Site header: logo, menu, account or sign-in, language; operators get their own colour and logo. */
import { useTranslation } from 'react-i18next';
import { isAdmin, type Viewer } from '../../../domain/viewer.ts';
import { goToLogin } from '../../lib/auth-navigation.ts';
import { Link, useRouter } from '../../router.tsx';
import { AccountMenu } from './account-menu.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { NavLinks } from './nav-links.tsx';

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
        <nav className="nav" aria-label={t('nav.mainNavigation')}>
          <NavLinks viewer={viewer} />
        </nav>
        <div className="header__actions">
          <LanguageSwitcher />
          {viewer.customer ? (
            <AccountMenu viewer={viewer} onLogout={onLogout} />
          ) : (
            <Link
              to="login"
              className="button button--ghost header__login"
              onClick={(event) => {
                event.preventDefault();
                void goToLogin(match, href('login'));
              }}
            >
              {t('nav.login')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
