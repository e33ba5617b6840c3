/** The account drop-down's trigger; the menu itself (./account-menu-dropdown.tsx) loads on first use. */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '../../../domain/viewer.ts';
import { useDeferredTrigger } from '../ui/deferred-trigger.tsx';
import { Deferred } from '../ui/deferred.tsx';

const load = () => import('./account-menu-dropdown.tsx');
const AccountMenuDropdown = lazy(load);

export function AccountMenu({ viewer, onLogout }: { viewer: Viewer; onLogout: () => void }) {
  const { t } = useTranslation();
  const { activation, standIn } = useDeferredTrigger(load, 'menu');
  const customer = viewer.customer;
  if (!customer) return null;
  const initials = `${customer.name.charAt(0)}${customer.surname.charAt(0)}`.toUpperCase();
  // The name comes from the visible text plus a hidden hint, so voice control users can say what they see.
  const label = (
    <>
      <span className="avatar" aria-hidden="true">
        {initials}
      </span>
      <span className="account-trigger__name">{customer.name}</span>
      <span className="visually-hidden">, {t('account.menu.open')}</span>
    </>
  );
  const button = (
    <button className="account-trigger" {...standIn}>
      {label}
    </button>
  );
  // The boundary stays mounted, so the stand-in remains (in a transition) until the menu has loaded.
  return (
    <Deferred fallback={button}>
      {activation ? (
        <AccountMenuDropdown viewer={viewer} onLogout={onLogout} activation={activation}>
          {label}
        </AccountMenuDropdown>
      ) : (
        button
      )}
    </Deferred>
  );
}
