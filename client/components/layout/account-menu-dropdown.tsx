/** The account drop-down (loaded on first use): identity, the menu items the viewer's role allows, settings and sign-out. */
import { DropdownMenu } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { accountMenuItems } from '../../../domain/navigation.ts';
import type { Viewer } from '../../../domain/viewer.ts';
import { useRouter } from '../../router.tsx';
import { type LoadedProps, useFocusFirstItem } from '../ui/deferred-trigger.tsx';

export default function AccountMenuDropdown({
  viewer,
  onLogout,
  activation,
  children,
}: LoadedProps & { viewer: Viewer; onLogout: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const router = useRouter();
  const content = useRef<HTMLDivElement>(null);
  useFocusFirstItem(content, activation);
  const customer = viewer.customer;
  if (!customer) return null;
  return (
    // Opened by the click that loaded it.
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className="account-trigger">{children}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content ref={content} className="menu" align="end" sideOffset={8}>
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
