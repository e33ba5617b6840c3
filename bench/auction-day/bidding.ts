/** The dealers' bidding: hand bids faster as an end nears (a few in the last seconds), agents, retries; every answer kept. */
import { increment } from '../../domain/auction/increments.ts';
import { random } from './config.ts';
import type { LiveView } from './live-watch.ts';
import type { AuctionPlan } from './seed.ts';
import { exponential, sleep, Tally } from './stats.ts';

const LIVE = new Set(['running', 'hotbidding']);
const LATE_MS = 30_000;
/** Share of accepted bids sent a second time with the same requestId, as a client does when the answer got lost. */
const RETRY_SHARE = 0.02;
/** How long a dealer waits for a bid's answer. */
const ANSWER_TIMEOUT_MS = 30_000;

export interface BidRecord {
  auctionId: number;
  dealerId: number;
  kind: 'bid' | 'agent' | 'retry';
  amount: number;
  requestId: string | null;
  sentAt: number;
  answeredAt: number;
  status: number;
  outcome: string;
  bidCount: number | null;
  seq: number | null;
}

interface Answer {
  bidCount?: number;
  seq?: number;
  outcome?: string;
  replayed?: boolean;
  snapshot?: { minNextBid: number; seq: number; bidCount: number };
  error?: { code?: string };
  code?: string;
}

export interface BiddingContext {
  url: string;
  token: (dealerId: number) => string;
  /** The dealer's own view of the auction (its socket), or null when it has none yet. */
  viewOf: (dealerId: number, auctionId: number) => LiveView | null;
  /** The freshest view of the auction any watcher holds. */
  auctionView: (auctionId: number) => LiveView | null;
  records: BidRecord[];
  outcomes: { bid: Tally; agent: Tally; retry: Tally };
  bidRate: number;
  seed: number;
  stopped: () => boolean;
}

let requestCounter = 0;

function errorCode(answer: Answer): string {
  return answer.error?.code ?? answer.code ?? 'unknown';
}

async function send(context: BiddingContext, kind: BidRecord['kind'], auctionId: number, dealerId: number, amount: number, requestId: string | null): Promise<{ record: BidRecord; answer: Answer }> {
  const sentAt = Date.now();
  const path = kind === 'agent' ? `/private/auction/${auctionId}/agent` : `/private/auction/${auctionId}/bid`;
  const body = kind === 'agent' ? { maxAmount: amount } : { amount, requestId };
  let status = 0;
  let answer: Answer = {};
  try {
    const response = await fetch(`${context.url}${path}`, {
      method: kind === 'agent' ? 'PUT' : 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${context.token(dealerId)}` },
      body: JSON.stringify(body),
      // A dealer gives up on an answer after this; counted apart, never waited for at the end of the day.
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    status = response.status;
    const text = await response.text();
    answer = text.startsWith('{') ? (JSON.parse(text) as Answer) : {};
  } catch {
    status = 0;
  }
  const answeredAt = Date.now();
  let outcome: string;
  if (status === 200) outcome = answer.replayed ? 'accepted (replayed)' : answer.outcome === 'overbid' ? 'accepted, overbid at once by an agent' : 'accepted';
  else if (status === 0) outcome = Date.now() - sentAt >= ANSWER_TIMEOUT_MS ? `no answer within ${ANSWER_TIMEOUT_MS / 1000} s` : 'network error';
  else if (status >= 400 && status < 500 && answer.snapshot) outcome = `refused ${errorCode(answer)}`;
  else outcome = `HTTP ${status} ${errorCode(answer)}`;
  const record: BidRecord = {
    auctionId,
    dealerId,
    kind,
    amount,
    requestId,
    sentAt,
    answeredAt,
    status,
    outcome,
    bidCount: answer.bidCount ?? null,
    seq: answer.seq ?? null,
  };
  context.records.push(record);
  context.outcomes[kind].add(outcome);
  return { record, answer };
}

/** A hand bid at the dealer's minimum next bid; one more try when a rival was quicker, sometimes a retry of the same request. */
async function handBid(context: BiddingContext, auctionId: number, dealerId: number, next: () => number): Promise<void> {
  const view = context.viewOf(dealerId, auctionId) ?? context.auctionView(auctionId);
  if (!view) return;
  const requestId = `day-${auctionId}-${dealerId}-${++requestCounter}`;
  const { record, answer } = await send(context, 'bid', auctionId, dealerId, view.minNextBid, requestId);
  if (record.status === 200 && next() < RETRY_SHARE) {
    await sleep(100);
    await send(context, 'retry', auctionId, dealerId, view.minNextBid, requestId);
  }
  if (record.outcome === 'refused bid_too_low' && answer.snapshot && next() < 0.5) {
    await sleep(300 + next() * 500);
    const fresh = context.auctionView(auctionId);
    if (fresh && LIVE.has(fresh.status)) await send(context, 'bid', auctionId, dealerId, Math.max(answer.snapshot.minNextBid, fresh.minNextBid), `day-${auctionId}-${dealerId}-${++requestCounter}`);
  }
}

/** Mean time between hand bids on one auction, by the time left: the hotbid phase quickens, the last seconds most. */
function meanGapMs(remaining: number): number {
  if (remaining > 300_000) return 15_000;
  if (remaining > 120_000) return 6_000;
  if (remaining > LATE_MS) return 3_000;
  return 2_000;
}

/** Drives the hand bids of one auction until it ends (open loop: a slow answer never slows the bidding down). */
export async function driveAuction(context: BiddingContext, plan: AuctionPlan): Promise<void> {
  const next = random(context.seed * 7_919 + plan.auctionId);
  let late = 0;
  const pending: Promise<void>[] = [];
  while (!context.stopped()) {
    const view = context.auctionView(plan.auctionId);
    if (!view || !LIVE.has(view.status) || view.endingAt === null) {
      if (view && !LIVE.has(view.status)) break;
      await sleep(500);
      continue;
    }
    const remaining = view.endingAt - Date.now();
    if (remaining <= LATE_MS && late >= plan.lateBudget) {
      await sleep(500);
      continue;
    }
    await sleep(exponential(meanGapMs(remaining) / context.bidRate, next));
    const now = context.auctionView(plan.auctionId);
    if (!now || !LIVE.has(now.status) || now.endingAt === null || now.endingAt < Date.now()) continue;
    if (now.endingAt - Date.now() <= LATE_MS) {
      if (late >= plan.lateBudget) continue;
      late += 1;
    }
    const candidates = plan.handBidders.filter((dealerId) => !context.viewOf(dealerId, plan.auctionId)?.holding);
    const dealerId = candidates[Math.floor(next() * candidates.length)];
    if (dealerId === undefined) continue;
    pending.push(handBid(context, plan.auctionId, dealerId, next));
  }
  await Promise.all(pending);
}

/** An agent limit some steps above the current price (within the product's guard for agent limits). */
function agentLimit(view: LiveView, steps: number): number {
  const minimum = view.minNextBid;
  return minimum + increment(minimum) * steps;
}

/**
 * One agent dealer on one auction: sets its agent once the auction has a bid and its end is a few minutes away, and
 * raises it once when outbid in the last two minutes (half of them do).
 */
export class AgentPlan {
  private raised = false;
  private set = false;
  private readonly context: BiddingContext;
  readonly auctionId: number;
  readonly dealerId: number;

  constructor(context: BiddingContext, auctionId: number, dealerId: number) {
    this.context = context;
    this.auctionId = auctionId;
    this.dealerId = dealerId;
  }

  async run(): Promise<void> {
    const next = random(this.context.seed * 104_729 + this.auctionId * 31 + this.dealerId);
    const setWhenLeft = 45_000 + next() * 195_000;
    while (!this.context.stopped()) {
      const view = this.context.viewOf(this.dealerId, this.auctionId) ?? this.context.auctionView(this.auctionId);
      if (view && !LIVE.has(view.status)) return;
      if (view && view.endingAt !== null && view.endingAt - Date.now() <= setWhenLeft && view.bidCount > 0) break;
      await sleep(1_000);
    }
    for (let attempt = 0; attempt < 3 && !this.context.stopped(); attempt++) {
      const view = this.context.viewOf(this.dealerId, this.auctionId) ?? this.context.auctionView(this.auctionId);
      if (!view || !LIVE.has(view.status)) return;
      const { record } = await send(this.context, 'agent', this.auctionId, this.dealerId, agentLimit(view, 1 + Math.floor(next() * 12)), null);
      if (record.status === 200) {
        this.set = true;
        return;
      }
      await sleep(2_000);
    }
  }

  /** The dealer's socket said they were outbid. */
  async outbid(view: LiveView, next: () => number): Promise<void> {
    if (!this.set || this.raised || view.endingAt === null || view.endingAt - Date.now() > 120_000 || !LIVE.has(view.status)) return;
    this.raised = true;
    if (next() < 0.5) return;
    await sleep(500 + next() * 2_000);
    const fresh = this.context.viewOf(this.dealerId, this.auctionId) ?? view;
    if (LIVE.has(fresh.status)) await send(this.context, 'agent', this.auctionId, this.dealerId, agentLimit(fresh, 1 + Math.floor(next() * 6)), null);
  }
}
