/** The mobile navigation drawer (an accessible dialog) with the menu links and the language list. */
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '../../../domain/viewer.ts';
import { Link } from '../../router.tsx';
import { LanguageList } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { NavLinks } from './nav-links.tsx';

export function MobileDrawer({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="menu-button" aria-label={t('nav.menu')}>
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay" />
        <Dialog.Content className="drawer" aria-describedby={undefined}>
          <div className="drawer__head">
            <Dialog.Title asChild>
              <span>
                <Logo />
              </span>
            </Dialog.Title>
            <Dialog.Close className="drawer__close" aria-label={t('nav.close')}>
              ×
            </Dialog.Close>
          </div>
          <nav className="drawer__nav" aria-label={t('nav.mainNavigation')}>
            <NavLinks viewer={viewer} onNavigate={close} />
            {!viewer.customer && (
              <Link to="login" className="nav__link" onClick={close}>
                {t('nav.login')}
              </Link>
            )}
          </nav>
          <LanguageList />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
