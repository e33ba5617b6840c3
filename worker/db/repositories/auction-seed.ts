/** Reads an auction's starting state from D1 the first time its Durable Object is asked about it. */
import type { AuctionSeed } from '../../../domain/auction/effects.ts';
import { initialState } from '../../../domain/auction/decide.ts';
import { BINDING_MS, TURN_MS } from '../../../domain/auction/rules.ts';
import { isAuctionStatus } from '../../../domain/auction-status.ts';
import { showsNetPrice, type PriceRule } from '../../../domain/pricing.ts';

interface SeedRow {
  id: number;
  product_id: number;
  round: number;
  status: string;
  start_price: number | null;
  starts_at: number | null;
  ending_at: number | null;
  seller_id: number;
  minimum_price: number | null;
  buy_now_price: number | null;
  highest_bid: number | null;
  bid_count: number;
  vat_reportable: number;
  vat_reg_no: string | null;
  seller_country: string | null;
  product_country: string;
  leader_id: number | null;
}

const SEED_QUERY = `
  SELECT a.id, a.product_id, a.round, a.status, a.start_price, a.starts_at, a.ending_at,
         p.customer_id AS seller_id, p.minimum_price, p.buy_now_price, p.highest_bid, p.bid_count, p.vat_reportable,
         c.vat_reg_no, c.country AS seller_country, p.country AS product_country,
         (SELECT b.customer_id FROM auction_bids b WHERE b.auction_id = a.id ORDER BY b.seq DESC LIMIT 1) AS leader_id
    FROM auctions a JOIN products p ON p.id = a.product_id JOIN customers c ON c.id = p.customer_id
   WHERE a.id = ?`;

/** Null when D1 has no such auction. Bids that existed before the object (demo data) come in as the highest bid. */
export async function loadAuctionSeed(db: D1Database, auctionId: number, now: number): Promise<AuctionSeed | null> {
  const row = await db.prepare(SEED_QUERY).bind(auctionId).first<SeedRow>();
  if (!row || !isAuctionStatus(row.status)) return null;
  const startPrice = row.start_price ?? 1;
  const minimumPrice = row.minimum_price ?? startPrice;
  const highest = row.highest_bid !== null && row.leader_id !== null ? { customerId: row.leader_id, amount: row.highest_bid, seq: 0 } : null;
  const state = initialState({
    auctionId,
    productId: row.product_id,
    sellerId: row.seller_id,
    round: row.round,
    status: row.status,
    startPrice,
    minimumPrice,
    buyNowPrice: row.buy_now_price,
    startsAt: row.starts_at,
    endingAt: row.ending_at,
    scheduledEndAt: row.ending_at,
    highest,
    bidCount: highest ? Math.max(1, row.bid_count) : 0,
    maxima: highest ? [{ customerId: highest.customerId, bid: highest.amount, agent: null, amount: highest.amount, since: 0 }] : [],
  });
  // An imported failed round continues with fresh deadlines: renegotiation with the best bidder, or its pending late offer.
  if (state.status === 'renegotiation' && highest) {
    state.negotiation = { customerId: highest.customerId, offer: highest.amount, counter: null, turn: 'seller', deadline: now + TURN_MS, paused: false, fromArchive: false };
  }
  if ((state.status === 'recd_late_offer' || state.status === 'anr_offer_above_targetprice') && highest) {
    state.lateOffer = { customerId: highest.customerId, amount: highest.amount, expiresAt: now + BINDING_MS };
  }
  const priceRule: PriceRule = {
    vatReportable: row.vat_reportable === 1,
    netPrices: row.vat_reportable === 1 && showsNetPrice({ vatRegNo: row.vat_reg_no, country: row.seller_country ?? row.product_country }),
  };
  return { state, priceRule };
}
