/**
 * The effects queue's consumer: auction objects' events projected to D1, sales turned into orders, the parties told.
 * A message comes at least once and in any order: the projection is guarded by the object's event number, orders are
 * unique per auction round, messages by their source key, so a repeat changes nothing. The projection of a whole
 * batch is one D1 batch; then each message's sales and messages, auctions side by side, each auction's in order.
 */
import type { AuctionEventsEffect } from '../../domain/auction/effects.ts';
import { projectionStatements } from '../db/repositories/auction-projection.ts';
import { deadLetter } from '../db/repositories/dead-letters.ts';
import type { Bindings } from '../env.ts';
import { deliverAuctionEvents, deliverOrderCreated } from '../services/messages/auction-deliveries.ts';
import { createOrderForSale } from '../services/orders/create-order.ts';
import { retryDelaySeconds } from './queue-names.ts';

/** Sales first (the order exists before anyone is told), then the messages of the events. */
async function settle(env: Bindings, effect: AuctionEventsEffect): Promise<void> {
  const { projection } = effect;
  for (const event of effect.events) {
    if (event.type !== 'sold') continue;
    const order = await createOrderForSale(env, {
      auctionId: effect.auctionId,
      round: projection.round,
      productId: projection.productId,
      buyerId: event.customerId,
      sellerId: projection.sellerId,
      amount: event.amount,
      via: event.via,
      soldAt: event.at,
    });
    await deliverOrderCreated(env, projection, event.customerId, order);
  }
  await deliverAuctionEvents(env, projection, effect.events);
}

function isEffect(body: unknown): body is AuctionEventsEffect {
  if (typeof body !== 'object' || body === null) return false;
  const effect = body as Partial<AuctionEventsEffect>;
  return effect.kind === 'auction_events' && Number.isSafeInteger(effect.auctionId) && Array.isArray(effect.events) && typeof effect.projection === 'object';
}

type Entry = { message: Message; effect: AuctionEventsEffect };

/**
 * Projects the batch in one D1 batch; should that fail, each message on its own, so one message D1 refuses (a
 * constraint, a poisoned row) never holds back the auctions delivered with it. Answers the projected ones; the others
 * are retried with a delay.
 */
async function project(env: Bindings, effects: Entry[], now: number): Promise<Entry[]> {
  const statements = effects.flatMap(({ effect }) => projectionStatements(env.DB, effect, now));
  if (statements.length === 0) return effects;
  try {
    await env.DB.batch(statements);
    return effects;
  } catch {
    // Told apart below, message by message.
  }
  const projected: Entry[] = [];
  for (const entry of effects) {
    try {
      await env.DB.batch(projectionStatements(env.DB, entry.effect, now));
      projected.push(entry);
    } catch (error) {
      console.error(JSON.stringify({ job: 'effects-projection', auctionId: entry.effect.auctionId, seq: entry.effect.seq, attempts: entry.message.attempts, error: String(error) }));
      entry.message.retry({ delaySeconds: retryDelaySeconds(entry.message.attempts) });
    }
  }
  return projected;
}

export async function consumeEffects(batch: MessageBatch, env: Bindings, now = Date.now()): Promise<void> {
  const effects: Entry[] = [];
  for (const message of batch.messages) {
    if (isEffect(message.body)) effects.push({ message, effect: message.body });
    // Nothing can ever make it valid: straight to the dead letters, where an operator sees it.
    else await deadLetter(env.DB, 'effects', message, now).then(() => message.ack(), () => message.retry({ delaySeconds: retryDelaySeconds(message.attempts) }));
  }
  const projected = await project(env, effects, now);
  const byAuction = new Map<number, Entry[]>();
  for (const entry of projected) {
    const entries = byAuction.get(entry.effect.auctionId) ?? [];
    entries.push(entry);
    byAuction.set(entry.effect.auctionId, entries);
  }
  await Promise.all(
    [...byAuction.values()].map(async (entries) => {
      entries.sort((a, b) => a.effect.seq - b.effect.seq || (a.effect.events[0]?.seq ?? 0) - (b.effect.events[0]?.seq ?? 0));
      for (const { message, effect } of entries) {
        try {
          await settle(env, effect);
          message.ack();
        } catch (error) {
          console.error(JSON.stringify({ job: 'effects', auctionId: effect.auctionId, seq: effect.seq, attempts: message.attempts, error: String(error) }));
          message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
        }
      }
    }),
  );
}
