/**
 * One ad of the seller: cover, title (to the listing), live status, and what the status calls for: the editing
 * progress, the review note, the auction's figures, the sale with its buyer, and the manage area.
 */
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuctionStatus } from '../../../domain/auction-status.ts';
import { formatDate } from '../../../domain/format.ts';
import { Link } from '../../router.tsx';
import { Icon } from '../account/icons.tsx';
import { AdFigures } from './ad-figures.tsx';
import { ManagePanel, ManageToggle } from './ad-manage.tsx';
import { AdProgress } from './ad-progress.tsx';
import { AdSale } from './ad-sale.tsx';
import { isManageable, type MyAd, statusTone } from './model.ts';
import { adRule, useLiveAd } from './use-live-ad.ts';

/** Statuses without an auction to follow yet. */
const BEFORE_AUCTION: readonly AuctionStatus[] = ['editing', 'under_review'];

/** The line under the title that says what the status means for the seller, where it needs saying. */
function noteKey(status: AuctionStatus): string | null {
  switch (status) {
    case 'under_review':
      return 'myAds.notes.review';
    case 'recd_late_offer':
    case 'anr_offer_above_targetprice':
      return 'myAds.notes.offer';
    case 'renegotiation':
      return 'myAds.notes.renegotiation';
    case 'inactive':
    case 'failed_na':
      return 'myAds.notes.offline';
    default:
      return null;
  }
}

function Cover({ ad, eager }: { ad: MyAd; eager: boolean }) {
  // The title beside it names the vehicle, so the photo is decorative for screen readers.
  return (
    <div className="my-ad__media">
      {ad.image ? (
        <img src={ad.image} alt="" width={600} height={400} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      ) : (
        <span className="my-ad__placeholder" aria-hidden="true">
          <Icon name="vehicle" size={40} />
        </span>
      )}
    </div>
  );
}

export function MyAdItem({ ad, eager = false }: { ad: MyAd; eager?: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const live = useLiveAd(ad, ref);
  const rule = adRule(ad);
  const { status } = live;
  const note = noteKey(status);
  const tone = statusTone(status);
  return (
    <article className={`my-ad my-ad--${tone}`} ref={ref} aria-labelledby={titleId} data-status={status}>
      <Cover ad={ad} eager={eager} />
      <div className="my-ad__head">
        <h2 id={titleId} className="my-ad__title">
          <Link to="catalog-product-id" params={{ id: String(ad.entityId) }}>
            {ad.title}
          </Link>
        </h2>
        <p className="my-ad__meta">
          <span className={`status-chip status-chip--${tone} my-ad__status`}>
            <span className="visually-hidden">{t('myAds.status')}: </span>
            {t(`listing.status.${status}`)}
          </span>
          <span>{t(`listing.type.${ad.productType}`)}</span>
          <span>{t(ad.submittedAt ? 'myAds.submittedAt' : 'myAds.createdAt', { date: formatDate(ad.submittedAt ?? ad.createdAt) })}</span>
        </p>
      </div>
      <div className="my-ad__body">
        {note && <p className={`my-ad__note my-ad__note--${tone}`}>{t(note)}</p>}
        {status === 'editing' && ad.reviewNote && (
          <div className="notice my-ad__review-note" role="status">
            <p>{t('myAds.notes.sentBack')}</p>
            <p className="my-ad__review-note-text">{ad.reviewNote}</p>
          </div>
        )}
        {ad.withdrawal && (status === 'inactive' || status === 'failed_na') && (
          <p className="my-ad__note my-ad__note--neutral">
            {t('myAds.withdraw.told', { date: formatDate(ad.withdrawal.at), reason: t(`myAds.withdraw.reason.${ad.withdrawal.reason}.title`) })}
          </p>
        )}
        {status === 'editing' && <AdProgress ad={ad} />}
        {ad.auction && !BEFORE_AUCTION.includes(status) && <AdFigures ad={ad} live={live} rule={rule} />}
        {ad.order && <AdSale order={ad.order} rule={rule} />}
        {isManageable(status) && (
          <div className="my-ad__actions">
            <ManageToggle ad={ad} />
          </div>
        )}
      </div>
      {isManageable(status) && <ManagePanel ad={ad} status={status} />}
    </article>
  );
}
