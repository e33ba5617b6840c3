/** The mobile navigation drawer (an accessible dialog, loaded on first use) with the menu links and the language list. */
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '../../../domain/viewer.ts';
import { Link } from '../../router.tsx';
import { type DeferredDialogProps, returnFocus } from '../ui/deferred-trigger.tsx';
import { LanguageList } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { NavLinks } from './nav-links.tsx';

export default function MobileDrawerDialog(props: DeferredDialogProps & { viewer: Viewer }) {
  const { t } = useTranslation();
  const { viewer, trigger } = props;
  const close = () => props.onOpenChange(false);
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay" />
        <Dialog.Content
          id={props.contentId}
          className="drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus(trigger)}
        >
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
