/**
 * "Sold or not selling?" on a seller's ad (the manage area): the button stays in the list, the dialog's code
 * (./withdraw-dialog.tsx) loads on first use. Offered where the ad can be withdrawn and was not yet.
 */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeferredDialog } from '../ui/deferred-trigger.tsx';
import { Deferred } from '../ui/deferred.tsx';
import type { MyAd } from './model.ts';

const load = () => import('./withdraw-dialog.tsx');
const WithdrawDialog = lazy(load);

export function WithdrawAd({ ad }: { ad: MyAd }) {
  const { t } = useTranslation();
  const { opened, button, dialog } = useDeferredDialog(load);
  const label = t('myAds.withdraw.button');
  return (
    <div className="my-ad__withdraw">
      <p className="my-ad__withdraw-text">{t('myAds.withdraw.hint')}</p>
      <button className="button button--ghost" aria-label={`${label}: ${ad.title}`} {...button}>
        {label}
      </button>
      {opened && (
        <Deferred fallback={null}>
          <WithdrawDialog {...dialog} ad={ad} />
        </Deferred>
      )}
    </div>
  );
}
