/**
 * The dealer's board: the auctions they follow today and in the next 24 hours, each as the dealer sees it in its
 * auction object right now, nearest end first. Loading it also tells the dealer's stream shard which auctions to
 * forward, so every later change reaches the board over the dealer's one live stream (durable-objects/notify-hub.ts).
 */
import { isPublic } from '../../domain/auction-status.ts';
import { BOARD_FOLLOW_MS, type BoardLiveEvent } from '../../domain/dealer-board/live.ts';
import { type BoardAnswer, type BoardRow, boardWindow, compareRows, MAX_BOARD_ROWS } from '../../domain/dealer-board/rows.ts';
import type { MarketPrice } from '../../domain/market-price.ts';
import type { Database } from '../db/client.ts';
import { boardCandidates } from '../db/repositories/dealer-board.ts';
import { productCardsByIds } from '../db/repositories/products.ts';
import type { Bindings } from '../env.ts';
import { auctionRoom } from './auctions/rooms.ts';
import { marketPrices } from './market-price.ts';
import { streamShard } from './messages/notify-hubs.ts';

type BoardEnv = Pick<Bindings, 'AUCTION_ROOM' | 'NOTIFY_HUB'>;

export async function dealerBoard(env: BoardEnv, db: Database, customerId: number, now: number = Date.now()): Promise<BoardAnswer> {
  const { from, to } = boardWindow(now);
  const { reasons, watched } = await boardCandidates(db, customerId, from, to);
  const cards = await productCardsByIds(db, [...reasons.keys()]);
  const listed = cards
    .filter((card) => card.auctionId !== null && isPublic(card.status))
    .sort((a, b) => (a.endingAt ?? '').localeCompare(b.endingAt ?? '') || a.entityId - b.entityId)
    .slice(0, MAX_BOARD_ROWS);
  // The market price is a guide beside the row: when it cannot be computed now, the board still shows.
  const pricing = marketPrices(db, listed.map((card) => card.entityId), now).catch((error: unknown) => {
    console.warn(JSON.stringify({ job: 'board-market-prices', error: String(error) }));
    return new Map<number, { marketPrice: MarketPrice }>();
  });
  const snapshots = Promise.all(listed.map((card) => auctionRoom(env, card.auctionId as number).snapshot(card.auctionId as number, customerId)));
  const [prices, views] = await Promise.all([pricing, snapshots]);
  const rows = listed.map((card, index): BoardRow | null => {
    const auctionId = card.auctionId as number;
    const snapshot = views[index] ?? null;
    // The dealer's own ad is never on their board; an auction the object no longer knows is left out.
    if (!snapshot || snapshot.context.role === 'seller') return null;
    return {
      auctionId,
      productId: card.entityId,
      title: `${card.make} ${card.model}`.trim(),
      year: card.firstRegistrationYear,
      mileage: card.mileage,
      image: card.image,
      rule: { vatReportable: card.vatReportable, netPrices: card.netPrices },
      reasons: [...(reasons.get(card.entityId) ?? [])],
      watching: watched.has(card.entityId),
      snapshot,
      marketPrice: prices.get(card.entityId)?.marketPrice ?? null,
    };
  });
  const board = rows.filter((row): row is BoardRow => row !== null).sort(compareRows);
  await streamShard(env, customerId).followBoard(
    customerId,
    board.map((row) => row.auctionId),
    now + BOARD_FOLLOW_MS,
  );
  return { rows: board, serverTime: now };
}

/** Tells the customer's open streams that the board's rows changed (a watch or unwatch elsewhere); never throws. */
export async function boardRowsChanged(env: Pick<Bindings, 'NOTIFY_HUB'>, customerId: number): Promise<void> {
  const cue: BoardLiveEvent = { board: { rowsChanged: true } };
  try {
    await streamShard(env, customerId).publish([{ customerId, events: [cue] }]);
  } catch (error) {
    console.warn(JSON.stringify({ job: 'board-rows-changed', customerId, error: String(error) }));
  }
}
