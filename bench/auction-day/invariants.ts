/** The day's invariants: acknowledged bids in the objects' logs and in D1, nothing counted twice, one order and invoice per sale, every message and mail once. */
import type { AuctionEvent } from '../../domain/auction/types.ts';
import { auctionMessages } from '../../domain/messages/auction-messages.ts';
import { MESSAGE_MAILS, type MessageKind } from '../../domain/messages/kinds.ts';
import type { BidRecord } from './bidding.ts';
import type { D1Day, D1Event } from './d1-snapshot.ts';
import type { ObjectLog } from './object-log.ts';
import type { AuctionPlan } from './seed.ts';

export interface InvariantResult {
  name: string;
  checked: number;
  differences: string[];
  /** Facts beside the verdict (what was compared, what is still pending and why that is no failure). */
  notes: string[];
}

const bidKey = (auctionId: number, customerId: number, amount: number, kind: string) => `${auctionId}/${customerId}/${amount}/${kind}`;

function acknowledgedBids(records: readonly BidRecord[], logs: Map<number, ObjectLog>, d1: D1Day): InvariantResult {
  const inObject = new Set<string>();
  for (const log of logs.values()) for (const bid of log.bids) inObject.add(bidKey(log.auctionId, bid.customerId, bid.amount, bid.kind));
  const inD1 = new Set(d1.bids.map((bid) => bidKey(bid.auctionId, bid.customerId, bid.amount, bid.kind)));
  const acknowledged = records.filter((record) => record.kind === 'bid' && record.status === 200);
  const differences: string[] = [];
  for (const record of acknowledged) {
    const key = bidKey(record.auctionId, record.dealerId, record.amount, 'bid');
    const missing = [inObject.has(key) ? null : "object's log", inD1.has(key) ? null : 'D1 auction_bids'].filter(Boolean);
    if (missing.length) differences.push(`auction ${record.auctionId}: bid ${record.amount} of dealer ${record.dealerId} (request ${record.requestId}, answered 200) missing in ${missing.join(' and ')}`);
  }
  // Agents: an acknowledged limit is an agent_set event the projection wrote.
  const agentSets = new Set(d1.events.filter((event) => event.type === 'agent_set').map((event) => `${event.auctionId}/${event.customerId}/${(JSON.parse(event.payload) as { amount?: number }).amount}`));
  const agents = records.filter((record) => record.kind === 'agent' && record.status === 200);
  for (const record of agents) {
    if (!agentSets.has(`${record.auctionId}/${record.dealerId}/${record.amount}`)) differences.push(`auction ${record.auctionId}: agent limit ${record.amount} of dealer ${record.dealerId} (answered 200) has no agent_set event in D1`);
  }
  return {
    name: "every acknowledged bid is in the object's log and in D1",
    checked: acknowledged.length + agents.length,
    differences,
    notes: [`${acknowledged.length} hand bids and ${agents.length} agent limits answered 200`],
  };
}

function countedOnce(records: readonly BidRecord[], logs: Map<number, ObjectLog>, d1: D1Day): InvariantResult {
  const differences: string[] = [];
  const d1ByAuction = new Map<number, typeof d1.bids>();
  for (const bid of d1.bids) d1ByAuction.set(bid.auctionId, [...(d1ByAuction.get(bid.auctionId) ?? []), bid]);
  let checked = 0;
  for (const log of logs.values()) {
    const rows = d1ByAuction.get(log.auctionId) ?? [];
    checked += log.bids.length;
    const objectKeys = new Map(log.bids.map((bid) => [bid.seq, bidKey(log.auctionId, bid.customerId, bid.amount, bid.kind)]));
    const d1Keys = new Map(rows.map((bid) => [bid.seq, bidKey(bid.auctionId, bid.customerId, bid.amount, bid.kind)]));
    for (const [seq, key] of objectKeys) if (d1Keys.get(seq) !== key) differences.push(`auction ${log.auctionId} seq ${seq}: object has ${key}, D1 has ${d1Keys.get(seq) ?? 'nothing'}`);
    for (const [seq, key] of d1Keys) if (!objectKeys.has(seq)) differences.push(`auction ${log.auctionId} seq ${seq}: D1 has ${key}, the object has no such bid`);
    const seen = new Set<string>();
    for (const key of objectKeys.values()) {
      if (seen.has(key)) differences.push(`auction ${log.auctionId}: the same bid twice in the object's log (${key})`);
      seen.add(key);
    }
    const product = d1.products.get(log.auctionId);
    const counts = [log.bidCount, log.bids.length, rows.length, product?.bidCount ?? -1];
    if (new Set(counts).size !== 1) differences.push(`auction ${log.auctionId}: bid count object ${log.bidCount}, object log ${log.bids.length}, D1 auction_bids ${rows.length}, catalogue ${product?.bidCount ?? 'no row'}`);
  }
  const retries = records.filter((record) => record.kind === 'retry');
  for (const retry of retries) {
    if (retry.outcome !== 'accepted (replayed)') differences.push(`auction ${retry.auctionId}: a repeated request ${retry.requestId} answered "${retry.outcome}", not the first answer replayed`);
  }
  const requestIds = new Map<string, number>();
  for (const record of records) if (record.kind === 'bid' && record.requestId) requestIds.set(record.requestId, (requestIds.get(record.requestId) ?? 0) + 1);
  for (const [requestId, count] of requestIds) if (count > 1) differences.push(`request ${requestId} was sent as a new bid ${count} times (bench fault)`);
  return { name: 'no bid is counted twice (per auction+seq, per requestId, bid counts agree)', checked, differences, notes: [`${retries.length} requests repeated with the same requestId`] };
}

/** "RE-2026-000123" -> 123 within the series "invoice:2026" (domain/auction/settlement.ts); imported history has other numbers. */
function invoiceValue(number: string): { year: string; value: number } | null {
  const match = /^RE-(\d{4})-(\d+)$/.exec(number);
  return match ? { year: match[1] ?? '', value: Number(match[2]) } : null;
}

function ordersAndInvoices(logs: Map<number, ObjectLog>, d1: D1Day): InvariantResult {
  const differences: string[] = [];
  let sold = 0;
  for (const log of logs.values()) {
    const orders = d1.orders.filter((order) => order.auctionId === log.auctionId);
    if (log.status === 'sold') {
      sold += 1;
      if (orders.length !== 1) differences.push(`auction ${log.auctionId} sold: ${orders.length} orders`);
      const buyer = log.bids.at(-1)?.customerId;
      if (orders[0] && buyer !== undefined && orders[0].buyerId !== buyer) differences.push(`auction ${log.auctionId}: order ${orders[0].id} names buyer ${orders[0].buyerId}, the last bid is dealer ${buyer}'s`);
    } else if (orders.length > 0) differences.push(`auction ${log.auctionId} not sold (${log.status}) has ${orders.length} orders`);
  }
  const byYear = new Map<string, number[]>();
  let outside = 0;
  for (const order of d1.orders) {
    const parsed = invoiceValue(order.invoiceNumber);
    if (!parsed) {
      outside += 1;
      continue;
    }
    byYear.set(parsed.year, [...(byYear.get(parsed.year) ?? []), parsed.value]);
  }
  for (const [year, values] of byYear) {
    const sorted = [...values].sort((a, b) => a - b);
    const last = d1.series.find((entry) => entry.series === `invoice:${year}`)?.lastValue ?? 0;
    const duplicates = sorted.filter((value, index) => index > 0 && sorted[index - 1] === value);
    const missing: number[] = [];
    for (let value = 1; value <= Math.max(last, sorted.at(-1) ?? 0); value++) if (!sorted.includes(value)) missing.push(value);
    if (duplicates.length) differences.push(`invoice series ${year}: numbers used twice: ${duplicates.slice(0, 10).join(', ')}`);
    if (missing.length) differences.push(`invoice series ${year}: gaps at ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ` (+${missing.length - 10})` : ''}`);
    if (last !== sorted.length) differences.push(`invoice series ${year}: the counter stands at ${last}, ${sorted.length} orders carry a number`);
  }
  return { name: 'every sold auction has exactly one order; invoice numbers gap-free', checked: sold, differences, notes: [`${sold} auctions sold; ${d1.orders.length} orders in D1, the demo data's included; ${outside} imported orders with numbers outside the series`] };
}

/** highest_bidder and bid_placed are the same message of a bid: which one depends on how the events were batched. */
const normal = (kind: string) => (kind === 'highest_bidder' ? 'bid_placed' : kind);

/** A message's identity across batching: customer, source (auction:id:seq or order:id:created) and kind as normalised. */
export function normalMessageKey(customerId: number, sourceKey: string, kind: string): string {
  if (!sourceKey.startsWith('auction:')) return `${customerId}|${sourceKey}`;
  const [prefix, auctionId, seq] = sourceKey.split(':');
  return `${customerId}|${prefix}:${auctionId}:${seq}:${normal(kind)}`;
}

export function asEvent(row: D1Event): AuctionEvent {
  const payload = JSON.parse(row.payload) as Record<string, unknown>;
  return { ...payload, type: row.type, seq: row.seq, at: row.createdAt, ...(row.customerId !== null ? { customerId: row.customerId } : {}) } as unknown as AuctionEvent;
}

function messagesOnce(plans: readonly AuctionPlan[], d1: D1Day, checkedAt: number): { messages: InvariantResult; mails: InvariantResult } {
  const expected = new Map<string, string>();
  for (const plan of plans) {
    const events = d1.events.filter((event) => event.auctionId === plan.auctionId).map(asEvent);
    const drafts = auctionMessages({ auctionId: plan.auctionId, productId: plan.productId, sellerId: plan.sellerId, title: '', participants: [] }, events);
    for (const draft of drafts) expected.set(normalMessageKey(draft.customerId, draft.sourceKey, draft.kind), draft.kind);
  }
  const myAuctions = new Set(plans.map((plan) => plan.auctionId));
  for (const order of d1.orders) if (myAuctions.has(order.auctionId)) expected.set(`${order.buyerId}|order:${order.id}:created`, 'order_created');
  const actual = new Map<string, number>();
  for (const message of d1.messages) {
    const key = normalMessageKey(message.customerId, message.sourceKey, message.kind);
    actual.set(key, (actual.get(key) ?? 0) + 1);
  }
  const messageDifferences: string[] = [];
  for (const key of expected.keys()) if (!actual.has(key)) messageDifferences.push(`missing: customer ${key.replace('|', ', ')}`);
  for (const [key, count] of actual) {
    if (!expected.has(key)) messageDifferences.push(`unexpected: customer ${key.replace('|', ', ')}`);
    if (count > 1) messageDifferences.push(`${count} times: customer ${key.replace('|', ', ')}`);
  }
  // Mails: each mail the messages settled as sent is one mail_outbox row, and nothing due stays unsent.
  const mailDifferences: string[] = [];
  const sentBy = new Map<string, number>();
  const states = new Map<string, number>();
  let notDue = 0;
  /** Due (more than 90 s before the check) and still not handed over, by kind: how many, the oldest. */
  const late = new Map<string, { count: number; oldestMs: number }>();
  for (const message of d1.messages) {
    const plan = MESSAGE_MAILS[message.kind as MessageKind];
    if (!plan) continue;
    states.set(message.mailState ?? 'none', (states.get(message.mailState ?? 'none') ?? 0) + 1);
    if (message.mailState === 'sent') sentBy.set(`${message.customerId}/${message.kind}`, (sentBy.get(`${message.customerId}/${message.kind}`) ?? 0) + 1);
    if (message.mailState === 'failed') mailDifferences.push(`message ${message.id} (${message.kind} to customer ${message.customerId}): mail failed`);
    if (message.mailState === 'pending' || message.mailState === 'sending') {
      const due = message.mailDueAt ?? message.createdAt;
      if (due > checkedAt - 90_000) notDue += 1;
      else {
        const entry = late.get(message.kind) ?? { count: 0, oldestMs: 0 };
        late.set(message.kind, { count: entry.count + 1, oldestMs: Math.max(entry.oldestMs, checkedAt - due) });
      }
    }
  }
  for (const [kind, { count, oldestMs }] of late) {
    mailDifferences.push(
      `${count} ${kind} mails due but not handed to the transport at the check (the oldest due ${Math.round(oldestMs / 1000)} s before it): ` +
        'due mails leave the message outbox when the cron (every minute) hands them to the mail queue',
    );
  }
  const outboxBy = new Map<string, number>();
  for (const mail of d1.mails) {
    const customerId = d1.customerByEmail.get(mail.recipient);
    if (customerId === undefined || !(mail.kind in MESSAGE_MAILS)) continue;
    outboxBy.set(`${customerId}/${mail.kind}`, (outboxBy.get(`${customerId}/${mail.kind}`) ?? 0) + 1);
  }
  for (const key of new Set([...sentBy.keys(), ...outboxBy.keys()])) {
    const sent = sentBy.get(key) ?? 0;
    const handed = outboxBy.get(key) ?? 0;
    if (sent !== handed) mailDifferences.push(`customer/kind ${key}: ${sent} messages settled as sent, ${handed} mails handed to the transport`);
  }
  return {
    messages: { name: 'every expected message was stored exactly once', checked: expected.size, differences: messageDifferences, notes: [`${expected.size} expected from the projected events and orders, ${d1.messages.length} stored`] },
    mails: {
      name: 'every due e-mail was handed to the transport exactly once',
      checked: d1.mails.length,
      differences: mailDifferences,
      notes: [`mail states ${[...states].map(([state, count]) => `${state} ${count}`).join(', ')}; ${notDue} not due yet (outbid mails wait 5 minutes) or due within the last 90 s`],
    },
  };
}

export function checkInvariants(plans: readonly AuctionPlan[], records: readonly BidRecord[], logs: Map<number, ObjectLog>, d1: D1Day, checkedAt: number): InvariantResult[] {
  const { messages, mails } = messagesOnce(plans, d1, checkedAt);
  return [acknowledgedBids(records, logs, d1), countedOnce(records, logs, d1), ordersAndInvoices(logs, d1), messages, mails];
}
