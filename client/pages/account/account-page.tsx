/** /account: the signed-in customer's overview with status panels and links to every account area. */
import { useTranslation } from 'react-i18next';
import type { RouteName } from '../../../domain/routes.ts';
import { EmailPanel, ProfilePanel } from '../../components/account/account-panels.tsx';
import { Icon, type IconName } from '../../components/account/icons.tsx';
import { MerchantStatus } from '../../components/account/merchant-status.tsx';
import { SignInPrompt } from '../../components/account/sign-in-prompt.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { Link } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import { type PrivateCustomer, useCustomer } from './customer.ts';

interface Tile {
  route: RouteName;
  icon: IconName;
  title: string;
  text: string;
}

const tile = (route: RouteName, icon: IconName, name: string, titleKey = `account.menu.${name}`): Tile => ({
  route,
  icon,
  title: titleKey,
  text: `account.cards.${name}`,
});

const MERCHANT_TILES: Tile[] = [
  tile('account-merchant-board', 'clock', 'board'),
  tile('account-merchant-watchlist', 'watchlist', 'watchlist'),
  tile('account-merchant-purchases', 'purchases', 'purchases'),
  tile('account-merchant-searches', 'searches', 'searches'),
  tile('account-merchant-ads', 'ads', 'ads'),
  tile('account-merchant-integrations', 'integrations', 'integrations'),
  tile('account-merchant-guidelines', 'guidelines', 'guidelines'),
  tile('account-merchant-news', 'news', 'news'),
];

function Tiles({ tiles }: { tiles: Tile[] }) {
  const { t } = useTranslation();
  return (
    <ul className="tiles">
      {tiles.map((item) => (
        <li key={item.route}>
          <Link to={item.route} className="tile">
            <span className="tile__icon">
              <Icon name={item.icon} />
            </span>
            <span className="tile__text">
              <strong>{t(item.title)}</strong>
              <small>{t(item.text)}</small>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Overview({ data, onChange }: { data: PrivateCustomer; onChange: () => void }) {
  const { t } = useTranslation();
  const { customer, merchant } = data;
  const dealer = customer.profileType === 'MERCHANT' || merchant !== null;
  const initials = `${customer.name.charAt(0)}${customer.surname.charAt(0)}`.toUpperCase();
  const accountTiles: Tile[] = [
    tile('account-messages', 'messages', 'messages'),
    ...(dealer ? [] : [tile('account-my-vehicles', 'vehicle', 'myVehicles')]),
    tile('account-settings', 'settings', 'settings'),
    tile('account-email-settings', 'mail', 'emailSettings', 'account.cards.emailSettingsTitle'),
  ];
  return (
    <>
      <header className="account__head">
        <span className="avatar avatar--large" aria-hidden="true">
          {initials}
        </span>
        <div>
          <h1 className="account__greeting">{t('account.greeting', { name: customer.name })}</h1>
          <p className="account__meta">
            <span className="pill">{t(`auth.profileTypes.${customer.profileType}.title`)}</span>
            <span className="account__email">{customer.email}</span>
          </p>
        </div>
      </header>
      {dealer && <MerchantStatus data={data} />}
      <div className="account__panels">
        <EmailPanel data={data} onVerified={onChange} />
        <ProfilePanel data={data} />
      </div>
      {merchant && (
        <section className="account__section" aria-labelledby="merchant-area-title">
          <h2 id="merchant-area-title">{t('account.merchantArea')}</h2>
          <Tiles tiles={MERCHANT_TILES} />
        </section>
      )}
      <section className="account__section" aria-labelledby="account-area-title">
        <h2 id="account-area-title">{t('account.yourAccount')}</h2>
        <Tiles tiles={accountTiles} />
      </section>
      {!dealer && (
        <p className="account__dealer-hint">
          {t('account.dealerHint')} <Link to="account-merchant-register">{t('account.dealerHintLink')}</Link>
        </p>
      )}
    </>
  );
}

export default function AccountPage() {
  const { t } = useTranslation();
  const { viewer } = useShell();
  const { data, error, mutate } = useCustomer(viewer.customer !== null);
  const signedOut = !viewer.customer || error?.status === 401;
  return (
    <section className={`container page ${signedOut ? 'auth' : 'account'}`}>
      <PageMeta title={t('account.title')} noindex />
      {signedOut ? (
        <SignInPrompt />
      ) : error ? (
        <p className="notice notice--error" role="alert">
          {error.message}
        </p>
      ) : !data ? (
        <div className="page-loading" aria-busy="true" />
      ) : (
        <Overview data={data} onChange={() => void mutate()} />
      )}
    </section>
  );
}
