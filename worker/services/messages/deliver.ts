/**
 * Delivers notification messages: stores each draft once (its source key makes a retried event harmless), then tells
 * the recipients' open streams, wakes subscribed browsers by web push and hands the e-mails that are due at once to the
 * mail queue.
 * Only the storing can fail the call; the rest is best effort and caught up by the next stream reload and the cron.
 * The same D1 round trip that stores the messages says who may be listening or has a browser subscribed, so only
 * those recipients' hubs are asked (docs/decisions.md, Live notifications).
 */
import type { LiveReloadCode } from '../../../domain/messages/cta.ts';
import { MESSAGE_MAILS, type LiveNotification, type MessageDraft } from '../../../domain/messages/kinds.ts';
import { listeningCustomers } from '../../db/repositories/live-streams.ts';
import { insertMessagesWithReach, type InsertedMessage } from '../../db/repositories/messages.ts';
import type { Bindings } from '../../env.ts';
import { enqueueMails } from '../../queues/mail-queue.ts';
import { STREAM_SHARDS, type CustomerEvents } from '../../../durable-objects/notify-hub.ts';
import { streamShard } from './notify-hubs.ts';
import { pushToBrowsers } from './web-push.ts';

export async function deliverMessages(env: Bindings, drafts: readonly MessageDraft[], now = Date.now()): Promise<InsertedMessage[]> {
  const planned = drafts.map((draft) => {
    const mail = MESSAGE_MAILS[draft.kind];
    return { ...draft, dueAt: mail ? now + mail.delayMs : null };
  });
  const { inserted, listening, pushable } = await insertMessagesWithReach(env.DB, planned, now);
  if (inserted.length === 0) return inserted;
  const dueNow = inserted.filter((message) => MESSAGE_MAILS[message.kind as MessageDraft['kind']]?.delayMs === 0).map((message) => message.id);
  await Promise.allSettled([
    publishLive(env, inserted.filter((message) => listening.has(message.customerId))),
    pushToBrowsers(env, inserted.filter((message) => pushable.has(message.customerId))),
    // The mail queue sends them; should handing over fail, the cron's outbox run sends them within a minute.
    dueNow.length > 0 ? enqueueMails(env, [{ kind: 'message_mails', ids: dueNow, at: now }]) : Promise.resolve(),
  ]).then((results) => {
    for (const result of results) {
      if (result.status === 'rejected') console.error(JSON.stringify({ job: 'message-delivery', error: String(result.reason) }));
    }
  });
  return inserted;
}

/** The recipients' stream shards push the new messages to the customers' open streams. */
async function publishLive(env: Bindings, inserted: readonly InsertedMessage[]): Promise<void> {
  const byCustomer = new Map<number, LiveNotification[]>();
  for (const message of inserted) {
    const events = byCustomer.get(message.customerId) ?? [];
    events.push({ message: { callToActionTypeCode: message.cta, auctionId: message.auctionId, messageId: message.id, groupKey: message.groupKey } });
    byCustomer.set(message.customerId, events);
  }
  await publishToShards(env, [...byCustomer].map(([customerId, events]) => ({ customerId, events })));
}

/**
 * One call per stream shard with all of its customers' events, the shards in parallel: at most STREAM_SHARDS calls
 * however many recipients (one call per recipient cost the local runtime about 3 ms each, seconds for a pause that
 * reaches a thousand dealers). A shard failing costs only its own customers this push; their board reloads anyway.
 */
async function publishToShards(env: Bindings, batches: readonly CustomerEvents[]): Promise<void> {
  const byShard = new Map<number, CustomerEvents[]>();
  for (const batch of batches) {
    const shard = batch.customerId % STREAM_SHARDS;
    const list = byShard.get(shard);
    if (list) list.push(batch);
    else byShard.set(shard, [batch]);
  }
  const results = await Promise.allSettled([...byShard.values()].map((shard) => streamShard(env, shard[0]?.customerId ?? 0).publish(shard)));
  for (const result of results) {
    if (result.status === 'rejected') console.error(JSON.stringify({ job: 'live-publish', error: String(result.reason) }));
  }
}

/**
 * A reload cue on the customers' open streams (no message): `broadcast_auction_update` when an auction they take part
 * in changed state, `ad_edited` when the ad they edit changed on the operator's side. Best effort, never throws.
 */
export async function publishLiveCue(env: Bindings, customerIds: readonly number[], code: LiveReloadCode, auctionId: number | null): Promise<void> {
  const event: LiveNotification = { message: { callToActionTypeCode: code, auctionId, messageId: null } };
  try {
    const listening = await listeningCustomers(env.DB, customerIds, Date.now());
    await publishToShards(env, [...listening].map((customerId) => ({ customerId, events: [event] })));
  } catch (error) {
    console.error(JSON.stringify({ job: 'live-cue', code, error: String(error) }));
  }
}
