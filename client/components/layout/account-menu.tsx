/** The account drop-down: identity, the menu items the viewer's role allows, settings and sign-out. */
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { accountMenuItems } from '../../../domain/navigation.ts';
import type { Viewer } from '../../../domain/viewer.ts';
import { useRouter } from '../../router.tsx';

export function AccountMenu({ viewer, onLogout }: { viewer: Viewer; onLogout: () => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  const customer = viewer.customer;
  if (!customer) return null;
  const initials = `${customer.name.charAt(0)}${customer.surname.charAt(0)}`.toUpperCase();
  return (
    <DropdownMenu.Root modal={false}>
      {/* The name comes from the visible text plus a hidden hint, so voice control users can say what they see. */}
      <DropdownMenu.Trigger className="account-trigger">
        <span className="avatar" aria-hidden="true">
          {initials}
        </span>
        <span className="account-trigger__name">{customer.name}</span>
        <span className="visually-hidden">, {t('account.menu.open')}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={8}>
          <DropdownMenu.Label className="menu__label">
            {t('account.signedInAs')}
            <strong>{customer.email}</strong>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="menu__separator" />
          {accountMenuItems(viewer).map((item) =>
            'route' in item ? (
              <DropdownMenu.Item key={item.route} asChild>
                <a
                  className="menu__item"
                  href={router.href(item.route)}
                  onClick={(event) => {
                    event.preventDefault();
                    router.navigate(router.href(item.route));
                  }}
                >
                  {t(item.labelKey)}
                </a>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key="logout" className="menu__item" onSelect={onLogout}>
                {t(item.labelKey)}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
