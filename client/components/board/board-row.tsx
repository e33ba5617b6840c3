/**
 * One auction on the dealer's board: photo, vehicle, why it is listed, the live price, the dealer's standing (leading,
 * outbid, agent up to their maximum), the time left with the hotbid extension, the market price, and the actions:
 * bid the next amount, open the full forms, watch or unwatch. The row's element id lets a web push open it.
 */
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boxPanels } from '../../../domain/auction/box-view.ts';
import type { AuctionSnapshot } from '../../../domain/auction/view.ts';
import { isLive } from '../../../domain/auction-status.ts';
import { agentActive, type BoardRow, standingOf } from '../../../domain/dealer-board/rows.ts';
import { formatUnit } from '../../../domain/format.ts';
import type { CommandFailure } from '../../hooks/use-auction-command.ts';
import { photoAttributes } from '../../lib/responsive-photo.ts';
import { Link } from '../../router.tsx';
import { Countdown } from '../auction/countdown.tsx';
import type { AuctionModel } from '../auction/model.ts';
import { shownPrice, useAmountText } from '../auction/money.tsx';
import { WatchlistButton } from '../catalog/watchlist-button.tsx';
import { MarketPriceRange } from '../market-price/market-price-range.tsx';
import { Deferred } from '../ui/deferred.tsx';
import { useOpenedOnce } from '../../hooks/use-opened-once.ts';
import { QuickBid } from './quick-bid.tsx';

const RowActionsDialog = lazy(() => import('./row-actions-dialog.tsx'));

/** The element id of a row (a web push for an outbid opens the board at #auction-<id>). */
export const rowElementId = (auctionId: number) => `auction-${auctionId}`;

function Standing({ snapshot, rule }: { snapshot: AuctionSnapshot; rule: BoardRow['rule'] }) {
  const { t } = useTranslation('board');
  const amountText = useAmountText(rule);
  const standing = standingOf(snapshot);
  return (
    <p className="board-row__standing">
      <span className={`standing standing--${standing}`}>{t(`standing.${standing}`)}</span>
      {agentActive(snapshot) && snapshot.context.agentMax !== null && (
        <span className="board-row__agent">{t('agentActive', { amount: amountText(snapshot.context.agentMax) })}</span>
      )}
    </p>
  );
}

function Actions({ row, model }: { row: BoardRow; model: AuctionModel }) {
  const { t } = useTranslation('board');
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const panels = boxPanels(row.snapshot, true);
  const more = panels.agent || panels.buyNow || panels.lateOffer || panels.negotiation;
  return (
    <div className="board-row__actions">
      {panels.bid && <QuickBid model={model} />}
      {more && (
        <button type="button" className="button button--ghost board-row__more" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t('more')}
        </button>
      )}
      <WatchlistButton productId={row.productId} initial={row.watching} title={row.title} />
      {opened && (
        <Deferred fallback={null}>
          <RowActionsDialog model={model} open={open} onOpenChange={setOpen} />
        </Deferred>
      )}
    </div>
  );
}

export interface BoardRowProps {
  row: BoardRow;
  /** The row just turned outbid: highlighted until the dealer acts or it changes again. */
  flagged: boolean;
  live: AuctionModel['live'];
}

export function BoardRowView({ row, flagged, live }: BoardRowProps) {
  const { t } = useTranslation('board');
  const { snapshot } = row;
  const [failure, setFailure] = useState<CommandFailure | null>(null);
  const model: AuctionModel = { snapshot, rule: row.rule, title: row.title, live, onFailure: setFailure };
  const standing = standingOf(snapshot);
  const price = snapshot.highestBid ?? snapshot.minNextBid;
  const facts =
    row.mileage === null ? t('factsNoMileage', { year: row.year }) : t('facts', { year: row.year, mileage: formatUnit(row.mileage, 'km') });
  return (
    <li id={rowElementId(row.auctionId)} className={`board-row board-row--${standing}${flagged ? ' board-row--flagged' : ''}`} tabIndex={-1}>
      <div className="board-row__media">
        {row.image ? (
          <img {...photoAttributes(row.image, 'card')} alt="" width={160} height={107} loading="lazy" decoding="async" />
        ) : (
          <span className="board-row__no-photo">{t('noPhoto')}</span>
        )}
      </div>
      <div className="board-row__main">
        <h2 className="board-row__title">
          <Link to="catalog-product-id" params={{ id: String(row.productId) }} aria-label={t('openProduct', { title: row.title })}>
            {row.title}
          </Link>
        </h2>
        <p className="board-row__facts">{facts}</p>
        <p className="board-row__reasons">
          <span className="visually-hidden">{t('reasons.label')}: </span>
          {row.reasons.map((reason) => (
            <span key={reason} className="board-chip">
              {t(`reasons.${reason}`)}
            </span>
          ))}
        </p>
      </div>
      <div className="board-row__price">
        <span className="board-row__label">{t(snapshot.highestBid === null ? 'startPrice' : 'price')}</span>
        <strong className="board-row__amount" data-amount={price}>
          {shownPrice(price, row.rule)}
        </strong>
        <span className="board-row__bids">{t('bids', { count: snapshot.bidCount })}</span>
        <Standing snapshot={snapshot} rule={row.rule} />
      </div>
      <div className="board-row__time">{isLive(snapshot.status) ? <Countdown snapshot={snapshot} /> : <span className="board-row__ended">{t('ended')}</span>}</div>
      {row.marketPrice && (
        <div className="board-row__market">
          <Deferred fallback={null}>
            <MarketPriceRange price={row.marketPrice} compact>
              <Link to="catalog-product-id" params={{ id: String(row.productId) }} className="board-row__market-link">
                {t('marketLink')}
              </Link>
            </MarketPriceRange>
          </Deferred>
        </div>
      )}
      <Actions row={row} model={model} />
      {failure && (
        <p className="board-row__error" role="alert">
          {failure.message}
        </p>
      )}
    </li>
  );
}
