/** The day's cast and its SQL: sellers, accepted dealers, an operator, and auctions ending in consecutive slots. */
import { random, type DayConfig } from './config.ts';

export const FIRST_SELLER = 950_001;
export const SELLERS = 10;
export const FIRST_DEALER = 951_001;
export const OPERATOR = 950_000;
export const OPERATOR_FAMILY = 'bench-day-operator';
export const FIRST_AUCTION = 960_001;
export const START_PRICE = 10_000;
/** A target price no bid of the day reaches: the auction ends in renegotiation. */
export const OUT_OF_REACH = 4_900_000;

export interface AuctionPlan {
  auctionId: number;
  productId: number;
  sellerId: number;
  slot: number;
  endingAt: number;
  minimumPrice: number;
  watchers: number[];
  handBidders: number[];
  /** How many bids may still come in the last 30 seconds (each moves the end): the fight's length. */
  lateBudget: number;
}

export interface DealerPlan {
  dealerId: number;
  index: number;
  agent: boolean;
  watches: number[];
  /** The auctions on the dealer's board (from the first watched one on, wrapping around). */
  board: number[];
  /** Auctions this (agent) dealer sets an agent on. */
  agentOn: number[];
}

export interface DayPlan {
  auctions: AuctionPlan[];
  dealers: DealerPlan[];
  seededAt: number;
  firstEnd: number;
}

const MAKES = [
  ['Hymer', 'B 678'],
  ['Knaus', 'Sky TI 650'],
  ['Dethleffs', 'Trend T 7057'],
  ['Carthago', 'C-Tourer T 148'],
  ['Bürstner', 'Lyseo TD 744'],
  ['Pössl', 'Summit 640'],
] as const;

/** Who watches and bids where: dealer d watches a run of consecutive auctions, which spans every slot. */
export function planDay(config: DayConfig, now: number): DayPlan {
  const next = random(config.seed);
  const firstEnd = now + config.leadMs;
  const auctions: AuctionPlan[] = Array.from({ length: config.auctions }, (_, index) => {
    const slot = index % config.slots;
    return {
      auctionId: FIRST_AUCTION + index,
      productId: FIRST_AUCTION + index,
      sellerId: FIRST_SELLER + (index % SELLERS),
      slot,
      // Spread a little inside the slot, as the product's ends are to the minute, never to the millisecond.
      endingAt: firstEnd + slot * config.slotMs + Math.floor(next() * 1_000),
      minimumPrice: next() < config.unsoldShare ? OUT_OF_REACH : START_PRICE,
      watchers: [],
      handBidders: [],
      lateBudget: Math.floor(next() * 5),
    };
  });
  const dealers: DealerPlan[] = Array.from({ length: config.dealers }, (_, index) => {
    const agent = index % config.agentEvery === 0;
    // The run shifts by one auction every full round of runs, so no auction is watched only by agent dealers (an agent
    // needs a start bid, which only a hand bidder gives).
    const shift = Math.floor(index / Math.max(1, Math.ceil(config.auctions / config.watchPerDealer)));
    const watches = Array.from({ length: config.watchPerDealer }, (_, k) => FIRST_AUCTION + ((index * config.watchPerDealer + k + shift) % config.auctions));
    const agentOn = agent ? [...watches].sort(() => next() - 0.5).slice(0, config.agentsPerDealer) : [];
    const first = (watches[0] ?? FIRST_AUCTION) - FIRST_AUCTION;
    const board = Array.from({ length: config.boardPerDealer }, (_, k) => FIRST_AUCTION + ((first + k) % config.auctions));
    return { dealerId: FIRST_DEALER + index, index, agent, watches, agentOn, board };
  });
  for (const dealer of dealers) {
    for (const auctionId of dealer.watches) {
      const auction = auctions[auctionId - FIRST_AUCTION];
      if (!auction) continue;
      auction.watchers.push(dealer.dealerId);
      if (!dealer.agent) auction.handBidders.push(dealer.dealerId);
    }
  }
  return { auctions, dealers, seededAt: now, firstEnd };
}

/** The SQL the bench runs against the fresh local D1 before the server starts. */
export function daySql(plan: DayPlan): string {
  const now = plan.seededAt;
  const lines = [
    `INSERT INTO customers (id, email, name, surname, email_verified, is_admin, segmentation) VALUES (${OPERATOR}, 'bench-day-operator@example.com', 'Bench', 'Operator', 1, 1, 'customer');`,
    `INSERT INTO operator_sessions (family_id, customer_id, verified_at) VALUES ('${OPERATOR_FAMILY}', ${OPERATOR}, ${now});`,
  ];
  for (let i = 0; i < SELLERS; i++) {
    lines.push(`INSERT INTO customers (id, email, name, surname, email_verified, segmentation) VALUES (${FIRST_SELLER + i}, 'bench-day-seller-${i}@example.com', 'Bench', 'Seller ${i}', 1, 'customer');`);
  }
  for (const dealer of plan.dealers) {
    const id = dealer.dealerId;
    lines.push(`INSERT INTO customers (id, email, name, surname, email_verified, profile_type, segmentation) VALUES (${id}, 'bench-day-${dealer.index}@example.com', 'Bench', 'Dealer ${dealer.index}', 1, 'MERCHANT', 'customer');`);
    lines.push(`INSERT INTO merchants (customer_id, company, country, accepted) VALUES (${id}, 'Day Dealer ${dealer.index}', 'DE', 1);`);
  }
  for (const auction of plan.auctions) {
    const [make, model] = MAKES[auction.auctionId % MAKES.length] ?? MAKES[0];
    lines.push(
      `INSERT INTO products (id, customer_id, product_type, make, model, first_registration_year, first_registration_month, zip_code, city, country, status, minimum_price, start_price, ending_at) VALUES (${auction.productId}, ${auction.sellerId}, 'motorhome', '${make}', '${model}', 2019, 1, '20095', 'Hamburg', 'DE', 'running', ${auction.minimumPrice}, ${START_PRICE}, ${auction.endingAt});`,
      // Running since an hour ago; the object enters the hotbid phase itself five minutes before the end.
      `INSERT INTO auctions (id, product_id, round, status, start_price, starts_at, ending_at) VALUES (${auction.auctionId}, ${auction.productId}, 1, 'running', ${START_PRICE}, ${now - 3_600_000}, ${auction.endingAt});`,
    );
  }
  // Each dealer's board (after the products it names): their watched run of auctions and the ones after it (DAY_BOARD watchlist rows per dealer).
  const productOf = new Map(plan.auctions.map((auction) => [auction.auctionId, auction.productId]));
  for (const dealer of plan.dealers) {
    for (const auctionId of dealer.board) lines.push(`INSERT OR IGNORE INTO watchlist_items (customer_id, product_id) VALUES (${dealer.dealerId}, ${productOf.get(auctionId) ?? auctionId});`);
  }
  return lines.join('\n');
}
