/** The auction figures of an ad as the seller follows them: countdown, highest bid, bids, minimum and buy-now price, end time. */
import { useTranslation } from 'react-i18next';
import { isOpen } from '../../../domain/auction-status.ts';
import { formatDateTime } from '../../../domain/format.ts';
import type { PriceRule } from '../../../domain/pricing.ts';
import { Countdown } from '../auction/countdown.tsx';
import { useAmountText } from '../auction/money.tsx';
import type { MyAd } from './model.ts';
import type { LiveAd } from './use-live-ad.ts';

const ms = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

function When({ live, startsAt }: { live: LiveAd; startsAt: string | null }) {
  const { t } = useTranslation();
  const [key, at] =
    live.status === 'published' && startsAt
      ? (['product.auction.startsAt', startsAt] as const)
      : live.endingAt
        ? ([isOpen(live.status) ? 'product.auction.endsAt' : 'product.auction.endedAt', live.endingAt] as const)
        : [null, null];
  if (key === null) return null;
  return (
    <p className="my-ad__when">
      <time dateTime={new Date(at).toISOString()}>{t(key, { date: formatDateTime(at) })}</time>
    </p>
  );
}

export function AdFigures({ ad, live, rule }: { ad: MyAd; live: LiveAd; rule: PriceRule }) {
  const { t } = useTranslation();
  const amount = useAmountText(rule);
  const startsAt = ad.auction?.startsAt ?? null;
  return (
    <div className="my-ad__figures">
      <Countdown snapshot={{ status: live.status, startsAt: ms(startsAt), endingAt: ms(live.endingAt) }} />
      <dl className="my-ad__facts">
        <div>
          <dt>{t('listing.highestBid')}</dt>
          <dd className={live.highestBid === null ? 'my-ad__bid my-ad__bid--none' : 'my-ad__bid'} data-amount={live.highestBid ?? undefined}>
            {live.highestBid === null ? t('listing.noBids') : amount(live.highestBid)}
          </dd>
        </div>
        <div>
          <dt>{t('myAds.figures.bids')}</dt>
          <dd>{live.bidCount}</dd>
        </div>
        {ad.minimumPrice !== null && (
          <div>
            <dt>{t('product.auction.yourMinimum')}</dt>
            <dd>{amount(ad.minimumPrice)}</dd>
          </div>
        )}
        {ad.buyNowPrice !== null && (
          <div>
            <dt>{t('listing.buyNowPrice')}</dt>
            <dd>{amount(ad.buyNowPrice)}</dd>
          </div>
        )}
      </dl>
      <When live={live} startsAt={startsAt} />
    </div>
  );
}
