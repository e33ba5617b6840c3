/**
 * The per-ad "manage" disclosure: a button (aria-expanded) and the area it opens below the ad with the seller's
 * auction decisions and the deletion. Its contents mount only while open, so closed ads hold no socket.
 */
import { useTranslation } from 'react-i18next';
import { canDeleteAd } from '../../../domain/ad-deletion.ts';
import { canWithdraw } from '../../../domain/ad-withdrawal.ts';
import type { AuctionStatus } from '../../../domain/auction-status.ts';
import { RESUBMITTABLE, STOPPABLE } from '../../../domain/auction/rounds.ts';
import { DeleteAd } from './delete-ad.tsx';
import { useManage } from './manage-context.tsx';
import type { MyAd } from './model.ts';
import { SellerAuctionActions } from './seller-auction-actions.tsx';
import { WithdrawAd } from './withdraw-ad.tsx';

const panelId = (ad: MyAd) => `my-ad-manage-${ad.entityId}`;

export function ManageToggle({ ad }: { ad: MyAd }) {
  const { t } = useTranslation();
  const { openId, setOpenId } = useManage();
  const open = openId === ad.entityId;
  const label = t('myAds.manage.open');
  return (
    <button
      type="button"
      className="button button--ghost my-ad__toggle"
      aria-expanded={open}
      aria-controls={panelId(ad)}
      aria-label={`${label}: ${ad.title}`}
      onClick={() => setOpenId(open ? null : ad.entityId)}
    >
      {label}
      <svg className="my-ad__chevron" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

export function ManagePanel({ ad, status }: { ad: MyAd; status: AuctionStatus }) {
  const { t } = useTranslation();
  const { openId } = useManage();
  const open = openId === ad.entityId;
  // Stopping, resubmitting and answering offers all act on the ad's auction round.
  const auction = STOPPABLE.includes(status) || RESUBMITTABLE.includes(status) ? ad.auction : null;
  return (
    <div id={panelId(ad)} className="my-ad__manage" role="region" aria-label={`${t('myAds.manage.title')}: ${ad.title}`} hidden={!open}>
      {open && (
        <>
          {auction && <SellerAuctionActions ad={ad} auctionId={auction.auctionId} />}
          {canWithdraw(status) && !ad.withdrawal && <WithdrawAd ad={{ ...ad, status }} />}
          {canDeleteAd(status) && (
            <div className="my-ad__danger">
              <p className="my-ad__danger-text">{t('myAds.delete.hint')}</p>
              <DeleteAd ad={ad} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
