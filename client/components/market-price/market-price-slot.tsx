/**
 * Where the market price shows on the product page and in the editor's price step: only for approved dealers and the
 * ad's own seller (the server decides again). The panel's code and texts load on demand, so nobody else carries them.
 */
import { lazy } from 'react';
import { isApprovedDealer, type Viewer } from '../../../domain/viewer.ts';
import { Deferred } from '../ui/deferred.tsx';

const MarketPricePanel = lazy(() => import('./market-price-panel.tsx'));


/** `owner`: the caller's own ad (a signed-in seller or this browser's prospect); else only approved dealers see it. */
export function MarketPriceSlot({ productId, owner, viewer }: { productId: number; owner: boolean; viewer?: Viewer }) {
  if (!owner && !(viewer && isApprovedDealer(viewer))) return null;
  return (
    <Deferred fallback={null}>
      <MarketPricePanel productId={productId} hint={owner ? 'seller' : undefined} />
    </Deferred>
  );
}
