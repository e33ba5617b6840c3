/**
 * /a/my-caravans ("my vehicles", sellers) and /a/merchant-area/my-ads ("my ads", dealers who sell): the signed-in
 * customer's ads, newest change first, with status, editing progress, live auction figures, the sale and the
 * seller's decisions; loaded pages live in the URL.
 */
import { useTranslation } from 'react-i18next';
import { AccountListPage } from '../../components/account/account-page-frame.tsx';
import { type MyAdsAnswer, myAdsKey } from '../../components/my-ads/model.ts';
import { MyAdsList } from '../../components/my-ads/my-ads-list.tsx';
import { useApi } from '../../hooks/use-api.ts';
import { useShell } from '../../shell-context.tsx';
import type { PageProps } from '../registry.ts';

export default function MyAdsPage(props: PageProps) {
  const { t } = useTranslation();
  const { viewer } = useShell();
  const { error } = useApi<MyAdsAnswer>(viewer.customer ? myAdsKey(1) : null);
  // Same list for both; the dealer area names it after its menu item.
  const dealer = props.match.name === 'account-merchant-ads';
  return (
    <AccountListPage
      className="my-ads"
      title={t(dealer ? 'account.menu.ads' : 'account.menu.myVehicles')}
      intro={t(dealer ? 'myAds.intro.dealer' : 'myAds.intro.seller')}
      signIn={t('myAds.signIn')}
      signedIn={Boolean(viewer.customer) && error?.status !== 401}
    >
      <MyAdsList match={props.match} search={props.search} />
    </AccountListPage>
  );
}
