/**
 * One Durable Object per auction: loads its state, lets the domain rules decide each command, stores the result in
 * its own SQLite storage, pushes it to live sockets, hands its new events to the effects queue through its event
 * outbox (the worker's consumers project them to D1, record sales and tell the parties) and keeps one alarm for the
 * next due transition. Between reading the state and staging the new one nothing is awaited; the commands of a moment
 * are flushed to storage together, and nothing they changed leaves the object before that flush. It imports the domain
 * and its own storage only: D1 facts come through the worker's AuctionSources entrypoint, effects leave through the
 * queue (docs/architecture.md, "Effects through queues"; durable-objects/imports.test.ts holds it).
 */
import { DurableObject } from 'cloudflare:workers';
import { nextWake } from '../domain/auction/advance.ts';
import { isClaimRefusal } from '../domain/auction/bidding-claims.ts';
import { commitmentsOf, type Commitment } from '../domain/auction/commitments.ts';
import { decide } from '../domain/auction/decide.ts';
import { auctionEventsEffect, type AuctionEventsEffect, type AuctionSeed } from '../domain/auction/effects.ts';
import { EVERYONE, INVALIDATION_WINDOW_MS } from '../domain/auction/invalidations.ts';
import { participantsOf } from '../domain/auction/participants.ts';
import { scheduleAuction } from '../domain/auction/schedule.ts';
import type { Actor, AuctionEvent, AuctionState, Command, OperatorPause, RejectionCode } from '../domain/auction/types.ts';
import { snapshot, type AuctionSnapshot } from '../domain/auction/view.ts';
import type { PriceRule } from '../domain/pricing.ts';
import { AuctionStorage, type StoredResult } from './auction-storage.ts';
import { answerPing, broadcast, closeSession, openSocket } from './auction-live.ts';
import { BidThrottle } from './bid-throttle.ts';
import { feedBoards, type BoardFeedEnv } from './board-feeds.ts';

/** The bindings the object uses: the queue its effects leave through, and the hubs that carry the dealers' boards. */
export interface AuctionRoomEnv extends BoardFeedEnv {
  AUCTION_EFFECTS: Queue<AuctionEventsEffect>;
}

/** What the object reads from D1, through the worker's loopback entrypoint (worker/entrypoints/auction-sources.ts). */
export interface AuctionSourcesPort {
  seed(auctionId: number, now: number): Promise<AuctionSeed | null>;
  invalidations(now: number): Promise<{ revocations: Map<number, number>; ended: Map<string, number> }>;
}

/** The domain's commands as the worker sends them; the object adds the actor, the schedule and the time. */
type WithoutContext<C> = C extends unknown ? Omit<C, 'actor' | 'schedule'> : never;
export type RoomCommand = WithoutContext<Exclude<Command, { type: 'tick' }>>;

export type RoomResult =
  | { ok: true; snapshot: AuctionSnapshot; outcome?: 'overbid'; replayed?: true }
  | { ok: false; code: RejectionCode | 'not_found' | 'rate_limited' | 'claims_stale' | 'session_ended'; details?: Record<string, number>; snapshot?: AuctionSnapshot; replayed?: true };

/** What the operator console shows of an auction: figures bidders never see, the bids and the latest events. */
export interface OperatorView {
  snapshot: AuctionSnapshot;
  sellerId: number;
  minimumPrice: number;
  scheduledEndAt: number | null;
  pause: OperatorPause | null;
  /** Merchants who take part in the current round (bid, agent, pending offer): whom a pause or cancellation concerns. */
  participants: number[];
  /** Every bid the object holds, in arrival order. */
  bids: AuctionEvent[];
  /** The newest events, newest first. */
  events: AuctionEvent[];
}

/** How many of the newest events the operator view carries. */
const OPERATOR_EVENT_LIMIT = 200;

/** A binding command's actor comes from the access token's claims, issued at this time (epoch ms). */
export interface ClaimsStamp {
  issuedAt: number;
  /** The sign-in (refresh-token family) of the token; a token of an ended sign-in speaks for nobody. */
  familyId?: string;
}

/** Commands applied in memory and staged in storage, waiting for their flush (see AuctionRoom.apply). */
interface PendingBatch {
  applied: { state: AuctionState; events: AuctionEvent[] }[];
  stored: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** How long to wait before retrying a failed hand-over to the effects queue. */
const HANDOVER_RETRY_MS = 5_000;
/**
 * A burst of bids leaves together: after a change the object waits this long, so one queue message carries all bids
 * of the moment instead of one message per bid (bidding never waits for its effects).
 */
const HANDOVER_DELAY_MS = 100;
/** Events of a bidding burst, which wait HANDOVER_DELAY_MS to leave together; any other event leaves at once. */
const BURST_EVENTS: ReadonlySet<AuctionEvent['type']> = new Set(['bid_placed', 'outbid', 'agent_set', 'agent_removed', 'end_extended']);
/** Events per queue message (well below a message's 128 KB). */
const HANDOVER_CHUNK = 100;

const THROTTLED: readonly RoomCommand['type'][] = ['bid', 'set_agent', 'remove_agent', 'buy_now', 'late_offer'];
/** After D1 said "no such auction", further calls within this time answer at once instead of asking again. */
const MISSING_TTL_MS = 60_000;
/** Commands that start a round: the object refreshes the recent revocations from D1 first (not on the bid path). */
const ROUND_STARTS: readonly RoomCommand['type'][] = ['publish', 'resubmit'];

export class AuctionRoom extends DurableObject<AuctionRoomEnv> {
  private readonly storage: AuctionStorage;
  private state: AuctionState | null;
  private priceRule: PriceRule;
  private readonly throttle = new BidThrottle();
  private handingOver: Promise<void> | null = null;
  private handOverTimer: ReturnType<typeof setTimeout> | null = null;
  private answersTimer: ReturnType<typeof setTimeout> | null = null;
  /** The commands applied since the last flush: what to broadcast once they are stored, and who waits for it. */
  private batch: PendingBatch | null = null;
  private handOverFailedAt: number | null = null;
  private alarmAt: number | null = null;
  private missingUntil = 0;
  /** Per customer (EVERYONE: all of them), the time up to which issued bidding claims no longer count. */
  private revoked: Map<number, number>;
  /** Sign-ins (refresh-token families) that ended while their access tokens may still be unexpired, with the time. */
  private ended: Map<string, number>;

  constructor(ctx: DurableObjectState, env: AuctionRoomEnv) {
    super(ctx, env);
    this.storage = new AuctionStorage(ctx.storage.sql, (work) => ctx.storage.transactionSync(work));
    this.state = this.storage.loadState();
    this.priceRule = this.storage.loadPriceRule();
    this.revoked = this.storage.revocations();
    this.ended = this.storage.endedSessions();
  }

  /** Round trip used by GET /ready to prove Durable Objects answer. */
  async ping(): Promise<'pong'> {
    return 'pong';
  }

  /** The state, read from D1 on the object's first use; null when D1 has no such auction. */
  private async load(auctionId: number): Promise<AuctionState | null> {
    if (this.state) return this.state;
    const now = Date.now();
    // Ids nobody created get no storage, and asking again and again does not reach D1 each time.
    if (now < this.missingUntil) return null;
    const [seed, { revocations, ended }] = await Promise.all([this.sources().seed(auctionId, now), this.sources().invalidations(now)]);
    // Another call may have loaded it while we waited for D1.
    if (this.state) return this.state;
    if (!seed) {
      this.missingUntil = now + MISSING_TTL_MS;
      return null;
    }
    this.storage.initialise(seed.state, seed.priceRule);
    this.state = seed.state;
    this.priceRule = seed.priceRule;
    this.remember(revocations);
    this.rememberEnded(ended);
    // A row that says running before its start is published until then (domain/auction/opening.ts); D1 learns it.
    this.advance();
    this.scheduleAlarm();
    return this.state;
  }

  /** D1's facts, asked of the worker (the object imports no worker code). */
  private sources(): AuctionSourcesPort {
    return this.ctx.exports.AuctionSources;
  }

  private remember(revocations: Map<number, number>): void {
    for (const [customerId, at] of revocations) {
      if ((this.revoked.get(customerId) ?? 0) >= at) continue;
      this.revoked.set(customerId, at);
      this.storage.revoke(customerId, at);
    }
  }

  private rememberEnded(ended: Map<string, number>): void {
    const forgetBefore = Date.now() - INVALIDATION_WINDOW_MS;
    for (const [familyId, at] of ended) {
      if (this.ended.has(familyId) || at < forgetBefore) continue;
      this.ended.set(familyId, at);
      this.storage.endSession(familyId, at, forgetBefore);
    }
    for (const [familyId, at] of this.ended) if (at < forgetBefore) this.ended.delete(familyId);
  }

  /** Claims issued at or before a revocation of this customer (or of everyone) no longer speak for them. */
  private stale(customerId: number, claims: ClaimsStamp): boolean {
    return claims.issuedAt <= Math.max(this.revoked.get(customerId) ?? 0, this.revoked.get(EVERYONE) ?? 0);
  }

  async snapshot(auctionId: number, viewerId: number | null): Promise<AuctionSnapshot | null> {
    if (!(await this.load(auctionId))) return null;
    this.advance();
    const view = this.view(viewerId);
    await this.stored();
    return view;
  }

  /**
   * Runs one command. With a requestId, a repeated request of the same customer answers as the first did and changes
   * nothing (another customer's request with the same id is a request of its own): the first answer is the first
   * decision, an acceptance or a refusal by the rules. A refusal because of who the caller is (a claim refusal) is not
   * kept: the worker decides it again from D1's facts, and so is a repeat. An actor taken from token claims brings
   * their issue time: claims an operator has since invalidated are refused as stale.
   */
  async run(auctionId: number, actor: Actor, input: RoomCommand, requestId?: string, claims?: ClaimsStamp): Promise<RoomResult> {
    if (ROUND_STARTS.includes(input.type) && this.state) {
      const { revocations, ended } = await this.sources().invalidations(Date.now());
      this.remember(revocations);
      this.rememberEnded(ended);
    }
    if (!(await this.load(auctionId))) return { ok: false, code: 'not_found' };
    // Before anything else, a retry's stored answer included: an ended sign-in speaks for nobody.
    if (claims?.familyId !== undefined && this.ended.has(claims.familyId)) return { ok: false, code: 'session_ended' };
    const now = Date.now();
    if (requestId) {
      const earlier = this.storage.answered(requestId, actor.customerId);
      if (earlier) {
        const answer = this.replay(earlier, actor.customerId);
        // The first answer may still wait for its flush: the repeat never tells more than is stored.
        await this.stored();
        return answer;
      }
    }
    if (claims && this.stale(actor.customerId, claims)) return { ok: false, code: 'claims_stale' };
    if (THROTTLED.includes(input.type) && !this.throttle.take(actor.customerId, now)) return { ok: false, code: 'rate_limited' };
    const decision = decide(this.current(), this.command(actor, input, now), now);
    if (!decision.ok) {
      const { code, details } = decision.rejection;
      if (requestId && !isClaimRefusal(code)) this.keepRefusal({ id: requestId, customerId: actor.customerId, result: { refused: details ? { code, details } : { code } }, at: now });
      const refusal: RoomResult = { ok: false, code, details, snapshot: this.view(actor.customerId) };
      // The snapshot may show others' commands still waiting for their flush.
      await this.stored();
      return refusal;
    }
    const result = decision.outcome ? { outcome: decision.outcome } : {};
    this.apply(decision.state, decision.events, requestId ? { id: requestId, customerId: actor.customerId, result } : undefined);
    const answer: RoomResult = { ok: true, snapshot: this.view(actor.customerId), ...result };
    await this.stored();
    return answer;
  }

  /**
   * A refusal is the request's answer at once; it is written with the next commit, or within HANDOVER_DELAY_MS
   * together with the others of the moment, so a burst of refused bids costs one storage write, not one each.
   */
  private keepRefusal(row: Parameters<AuctionStorage['keepAnswer']>[0]): void {
    this.storage.keepAnswer(row);
    this.answersTimer ??= setTimeout(() => {
      this.answersTimer = null;
      // Written with the commands of the moment, if any (on failure they stay kept and go out with the next flush).
      this.flush();
    }, HANDOVER_DELAY_MS);
  }

  /** A repeated request's first answer, beside the auction as it is now. */
  private replay(earlier: StoredResult, viewerId: number): RoomResult {
    const snapshot = this.view(viewerId);
    if (earlier.refused) return { ok: false, ...earlier.refused, snapshot, replayed: true };
    return { ok: true, snapshot, ...(earlier.outcome ? { outcome: earlier.outcome } : {}), replayed: true };
  }

  /**
   * An operator changed what a merchant may do (or, for customer 0, new terms came into force): claims issued up to
   * `at` stop counting here, and a blocked merchant's agent stops bidding at once.
   */
  async revoke(auctionId: number, customerId: number, at: number, suspend: boolean): Promise<void> {
    if (!(await this.load(auctionId))) return;
    this.remember(new Map([[customerId, at]]));
    if (!suspend) return;
    const operator: Actor = { customerId: 0, merchant: 'none', operator: true, emailVerified: false, termsAccepted: false };
    const decision = decide(this.current(), { type: 'suspend_bidder', actor: operator, customerId }, Date.now());
    if (decision.ok && decision.events.length > 0) this.apply(decision.state, decision.events);
    await this.stored();
  }

  /**
   * Sign-ins of a customer ended (logout, password change or reset, deletion): their tokens are refused from now on
   * and their live sockets here close.
   */
  async endSessions(auctionId: number, familyIds: readonly string[], at: number): Promise<void> {
    if (!(await this.load(auctionId))) return;
    this.rememberEnded(new Map(familyIds.map((familyId) => [familyId, at])));
    for (const familyId of familyIds) closeSession(this.ctx, familyId);
  }

  /** Applies due transitions (the cron sweep calls this for overdue auctions); a second call changes nothing. */
  async tick(auctionId: number): Promise<AuctionSnapshot | null> {
    if (!(await this.load(auctionId))) return null;
    this.advance();
    const view = this.view(null);
    await this.stored();
    await this.handOver();
    return view;
  }

  /** What binds the customer here now (a leading bid, an agent, an open offer), after due transitions. */
  async commitments(auctionId: number, customerId: number): Promise<Commitment[]> {
    if (!(await this.load(auctionId))) return [];
    this.advance();
    const commitments = commitmentsOf(this.current(), customerId);
    await this.stored();
    return commitments;
  }

  /** Every bid the object holds, in arrival order (tests and audits). */
  async bids(): Promise<AuctionEvent[]> {
    await this.stored();
    return this.storage.bids();
  }

  /** The operator console's view (after due transitions); null when D1 has no such auction. */
  async operatorView(auctionId: number): Promise<OperatorView | null> {
    if (!(await this.load(auctionId))) return null;
    this.advance();
    await this.stored();
    const state = this.current();
    return {
      snapshot: this.view(null),
      sellerId: state.sellerId,
      minimumPrice: state.minimumPrice,
      scheduledEndAt: state.scheduledEndAt,
      pause: state.operatorPause,
      participants: participantsOf(state),
      bids: this.storage.bids(),
      events: this.storage.latestEvents(OPERATOR_EVENT_LIMIT),
    };
  }

  override async alarm(): Promise<void> {
    this.alarmAt = null;
    if (!this.state) return;
    this.advance();
    await this.stored();
    await this.handOver();
    this.scheduleAlarm();
  }

  /**
   * The live socket (the worker's upgrade, with the viewer in headers only it sets): a snapshot on connect, then every
   * change this viewer may see; `?since=` replays the events a client missed. 404 when the viewer may not watch the
   * auction in its status, 429 beyond the socket caps (durable-objects/auction-live.ts).
   */
  override async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const auctionId = Number(url.searchParams.get('auctionId'));
    if (!(await this.load(auctionId))) return new Response('not found', { status: 404 });
    // Due transitions first, so the viewer's first snapshot (and the visibility check) sees the current status.
    this.advance();
    await this.stored();
    const since = Number(url.searchParams.get('since'));
    return openSocket(this.ctx, this.current(), this.storage, request, Number.isInteger(since) && since > 0 ? since : null);
  }

  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (message === 'ping') answerPing(socket);
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    try {
      // Codes the peer may not send back (1005 no status, 1006 abnormal, 1015 TLS) answer as a normal close.
      socket.close(code === 1005 || code === 1006 || code === 1015 ? 1000 : code, 'bye');
    } catch {
      // Already closed.
    }
  }

  private current(): AuctionState {
    if (!this.state) throw new Error('auction state not loaded');
    return this.state;
  }

  private view(viewerId: number | null): AuctionSnapshot {
    return snapshot(this.current(), viewerId);
  }

  private command(actor: Actor, input: RoomCommand, now: number): Command {
    const schedule = () => scheduleAuction(now, this.current().auctionId);
    switch (input.type) {
      case 'publish':
        return { type: 'publish', actor, schedule: schedule() };
      case 'resubmit':
        return { type: 'resubmit', actor, schedule: schedule(), minimumPrice: input.minimumPrice };
      case 'renegotiate':
        return { ...input, actor, schedule: input.action === 'decline_and_restart' ? schedule() : undefined };
      case 'remove_agent':
      case 'buy_now':
      case 'stop':
      case 'delete':
        return { type: input.type, actor };
      default:
        return { ...input, actor };
    }
  }

  /** Applies the transitions due by now, if any. */
  private advance(): void {
    const decision = decide(this.current(), { type: 'tick' }, Date.now());
    if (decision.ok && decision.events.length > 0) this.apply(decision.state, decision.events);
  }

  /**
   * Applies a decided command: in memory at once (the next command decides on it) and staged for the batch's flush.
   * Its broadcast, alarm and hand-over follow the flush, and everyone who learns of it waits for it (stored()).
   */
  private apply(state: AuctionState, events: AuctionEvent[], request?: Parameters<AuctionStorage['stage']>[3]): void {
    this.storage.stage(this.current(), state, events, request);
    this.state = state;
    if (!this.batch) {
      let resolve = () => {};
      let reject: (error: unknown) => void = () => {};
      const stored = new Promise<void>((done, fail) => {
        resolve = done;
        reject = fail;
      });
      // A batch nobody waits for (a transition applied by a read) must not fail unhandled.
      stored.catch(() => {});
      this.batch = { applied: [], stored, resolve, reject };
      // Group commit: the flush runs once the storage has confirmed earlier writes and the calls already at the door
      // have been decided, so concurrent commands share one transaction and one disk flush instead of one each. (A
      // timer would not do: workerd fires timers only when nothing else is ready, tens of milliseconds later under load.)
      void this.ctx.storage.sync().then(
        () => this.flush(),
        () => this.flush(),
      );
    }
    this.batch.applied.push({ state, events });
  }

  /** Settles once every command applied so far is stored (at once when none waits); rejects when their flush failed. */
  private stored(): Promise<void> {
    return this.batch?.stored ?? Promise.resolve();
  }

  /**
   * Writes the batch (and the kept refusals) in one transaction. The output gate holds every answer until the write is
   * confirmed; the answers themselves wait for this. On failure nothing of the batch is stored: the object goes back to
   * the stored state and every command of the batch fails, none of them answered as done.
   */
  private flush(): void {
    const batch = this.batch;
    this.batch = null;
    try {
      this.storage.flush();
    } catch (error) {
      console.error(JSON.stringify({ job: 'auction-flush', auctionId: this.state?.auctionId, commands: batch?.applied.length ?? 0, error: String(error) }));
      if (!batch) return;
      this.storage.discardStaged();
      this.state = this.storage.loadState();
      batch.reject(error);
      return;
    }
    if (!batch) return;
    for (const { state, events } of batch.applied) broadcast(this.ctx, state, events);
    // The boards need only the latest state of the moment.
    const latest = batch.applied.at(-1)?.state;
    if (latest) this.ctx.waitUntil(feedBoards(this.env, latest));
    this.scheduleAlarm();
    // Bids come in bursts and wait a moment to leave together; a change of state (an end, a pause, a sale) leaves at once.
    this.scheduleHandOver(batch.applied.some(({ events }) => events.some((event) => !BURST_EVENTS.has(event.type))));
    batch.resolve();
  }

  /** Hands new events to the effects queue; on failure the alarm retries. One hand-over runs at a time. */
  private scheduleHandOver(urgent: boolean): void {
    if (urgent && this.handOverTimer) {
      clearTimeout(this.handOverTimer);
      this.handOverTimer = null;
    }
    this.handOverTimer ??= setTimeout(
      () => {
        this.handOverTimer = null;
        void this.handOver();
      },
      urgent ? 0 : HANDOVER_DELAY_MS,
    );
  }

  private handOver(): Promise<void> {
    this.handingOver ??= this.handOverPending().finally(() => {
      this.handingOver = null;
    });
    return this.handingOver;
  }

  /**
   * The outbox: events after the last one handed over go to the queue, with the auction's figures as of now, and only
   * then count as handed over. A failure or a restart in between sends them again; the consumers are idempotent.
   */
  private async handOverPending(): Promise<void> {
    for (;;) {
      const events = this.storage.eventsAfter(this.storage.handedOverSeq(), HANDOVER_CHUNK);
      const last = events.at(-1);
      if (!last || !this.state) return;
      try {
        await this.env.AUCTION_EFFECTS.send(auctionEventsEffect(this.state, this.priceRule, events), { contentType: 'json' });
      } catch (error) {
        console.error(JSON.stringify({ job: 'auction-handover', auctionId: this.state.auctionId, error: String(error) }));
        this.handOverFailedAt = Date.now();
        this.scheduleAlarm();
        return;
      }
      this.handOverFailedAt = null;
      this.storage.setHandedOverSeq(last.seq);
      // The position goes out with the next flush; with none waiting, on its own (a lost position only sends again).
      if (!this.batch) this.flush();
    }
  }

  /** One alarm: the next due transition, or sooner when a hand-over must be retried. */
  private scheduleAlarm(): void {
    const wake = this.state ? nextWake(this.state) : null;
    const retry = this.handOverFailedAt === null ? null : this.handOverFailedAt + HANDOVER_RETRY_MS;
    const candidates = [wake, retry].filter((at): at is number => at !== null);
    const next = candidates.length > 0 ? Math.min(...candidates) : null;
    if (next === this.alarmAt) return;
    this.alarmAt = next;
    void (next === null ? this.ctx.storage.deleteAlarm() : this.ctx.storage.setAlarm(next));
  }

  /**
   * Development only (the worker's /dev route answers 404 elsewhere): the object stops as a crash or a deploy would stop
   * it, after its pending writes; the next call starts it from its storage. The day benchmark restarts objects mid-slot.
   */
  async restart(): Promise<void> {
    await this.stored().catch(() => {});
    this.ctx.abort('restart requested');
  }

  /** The viewer signed out of the session `familyId` (worker/services/auctions/live-sessions.ts): its sockets close now. */
  async closeSession(familyId: string): Promise<number> {
    return closeSession(this.ctx, familyId);
  }
}
