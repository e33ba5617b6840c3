/**
 * The auction object's own SQLite storage: its state, each bidder's maximum (one row per merchant, so a bid writes
 * only what it changed however many merchants bid), its numbered events (bids included), the answers of idempotent
 * requests, the bidding claims invalidated since they were issued and the sign-ins that ended. Nothing is written before the object knows its
 * auction exists (an id nobody created costs no storage). Commands are staged and flushed in batches: every command
 * staged since the last flush commits in one transaction, or none of them does.
 */
import type { AuctionEvent, AuctionState, Maximum, RejectionCode } from '../domain/auction/types.ts';
import type { PriceRule } from '../domain/pricing.ts';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY, type TEXT NOT NULL, customer_id INTEGER, body TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS maxima (customer_id INTEGER PRIMARY KEY, body TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS answers (request_id TEXT NOT NULL, customer_id INTEGER NOT NULL, result TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (request_id, customer_id));
  CREATE TABLE IF NOT EXISTS revocations (customer_id INTEGER PRIMARY KEY, at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS ended_sessions (family_id TEXT PRIMARY KEY, at INTEGER NOT NULL);
`;

/**
 * Objects created before answers were kept per merchant stored them keyed by request id alone, so a second merchant
 * reusing an id collided. Their rows move to the per-merchant table once.
 */
const MIGRATE_REQUESTS = `
  INSERT OR IGNORE INTO answers (request_id, customer_id, result, at) SELECT request_id, customer_id, result, at FROM requests;
  DROP TABLE requests;
`;

/**
 * What an idempotent request answered, kept so a repeat with the same requestId gets the same answer: an acceptance
 * (with its outcome) or a final refusal (its code and amounts). Rows stored before refusals were kept read as acceptances.
 */
export interface StoredResult {
  outcome?: 'overbid';
  refused?: { code: RejectionCode; details?: Record<string, number> };
}

type Transaction = <T>(work: () => T) => T;

/** Meta key of the outbox position (named when the object projected to D1 itself; stored objects keep it). */
const HANDED_OVER = 'projected_seq';

/** An answer to keep, with the time it was given. */
interface AnswerRow {
  id: string;
  customerId: number;
  result: StoredResult;
  at: number;
}

const answerKey = (requestId: string, customerId: number) => `${customerId}:${requestId}`;

/** What the commands staged since the last flush wrote: the newest state, whose maxima changed, their events and answers. */
interface Batch {
  state: AuctionState;
  maxima: Set<number> | 'all';
  events: AuctionEvent[];
  answers: Map<string, AnswerRow>;
}

/**
 * Flushed events not yet handed over are kept in memory up to this many, so the outbox reads them without SQL and
 * JSON; beyond it (the queue is down for a while) they are read from the table again.
 */
const RECENT_LIMIT = 10_000;

export class AuctionStorage {
  private ready: boolean;
  /** Which requests have stored answers (read once, then kept in step), so a new request costs no lookup. */
  private answeredKeys: Set<string> | null = null;
  /** Refusals answered but not yet written: they go out with the next commit or flush (see keepAnswer). */
  private readonly unwritten = new Map<string, AnswerRow>();
  /** Commands staged and not yet flushed (see stage). */
  private batch: Batch | null = null;
  /** Flushed events in order, without a gap, from the oldest one not known to be handed over (see RECENT_LIMIT). */
  private recent: AuctionEvent[] = [];
  /** The outbox position, read once and then kept in step; written with the next flush when `positionDirty`. */
  private handedOver: number | null = null;
  private positionDirty = false;

  constructor(
    private readonly sql: SqlStorage,
    private readonly transaction: Transaction,
  ) {
    this.ready = this.tableExists('meta');
    if (this.ready) this.migrate();
  }

  private tableExists(name: string): boolean {
    return this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", name).toArray().length > 0;
  }

  private migrate(): void {
    this.sql.exec(SCHEMA);
    if (this.tableExists('requests')) this.sql.exec(MIGRATE_REQUESTS);
  }

  private meta<T>(key: string): T | null {
    if (!this.ready) return null;
    const row = this.sql.exec<{ value: string }>('SELECT value FROM meta WHERE key = ?', key).toArray()[0];
    return row ? (JSON.parse(row.value) as T) : null;
  }

  private setMeta(key: string, value: unknown): void {
    this.sql.exec('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value', key, JSON.stringify(value));
  }

  loadState(): AuctionState | null {
    const state = this.meta<AuctionState>('state');
    if (!state) return null;
    const maxima = this.sql.exec<{ body: string }>('SELECT body FROM maxima').toArray();
    // States stored before deletion (or the operator's pause) was part of the state have no deletedAt (operatorPause).
    return { ...state, deletedAt: state.deletedAt ?? null, operatorPause: state.operatorPause ?? null, maxima: maxima.map((row) => JSON.parse(row.body) as Maximum) };
  }

  private writeMaxima(state: AuctionState, customers: Iterable<number> | 'all'): void {
    if (customers === 'all') this.sql.exec('DELETE FROM maxima');
    const wanted = customers === 'all' ? null : new Set(customers);
    for (const entry of state.maxima) {
      if (wanted && !wanted.has(entry.customerId)) continue;
      this.sql.exec('INSERT INTO maxima (customer_id, body) VALUES (?, ?) ON CONFLICT (customer_id) DO UPDATE SET body = excluded.body', entry.customerId, JSON.stringify(entry));
    }
  }

  loadPriceRule(): PriceRule {
    return this.meta<PriceRule>('price_rule') ?? { vatReportable: false, netPrices: false };
  }

  /** The first write of an object: its auction as D1 describes it. */
  initialise(state: AuctionState, priceRule: PriceRule): void {
    this.transaction(() => {
      this.migrate();
      this.setMeta('state', { ...state, maxima: [] });
      this.writeMaxima(state, 'all');
      this.setMeta('price_rule', priceRule);
      this.setMeta(HANDED_OVER, state.seq);
    });
    this.ready = true;
    this.handedOver = state.seq;
  }

  /**
   * Stages one command's writes for the next flush. Nothing is written yet: the state row and each changed maximum are
   * written once per batch, however many commands of the batch changed them, and the whole batch commits together.
   */
  stage(previous: AuctionState, state: AuctionState, events: readonly AuctionEvent[], request?: { id: string; customerId: number; result: StoredResult }): void {
    const batch: Batch = (this.batch ??= { state, maxima: new Set<number>(), events: [], answers: new Map<string, AnswerRow>() });
    batch.state = state;
    // Only the merchants an event names can have a changed maximum, unless a new round (or a stop) cleared them all.
    const cleared = state.round !== previous.round || state.maxima.length < previous.maxima.length;
    if (cleared) batch.maxima = 'all';
    else if (batch.maxima !== 'all') for (const event of events) if ('customerId' in event) batch.maxima.add(event.customerId);
    batch.events.push(...events);
    if (request) batch.answers.set(answerKey(request.id, request.customerId), { ...request, at: events[0]?.at ?? 0 });
  }

  /**
   * Writes the staged commands and the kept refusals in one transaction; true when anything was written. On failure
   * nothing of it is written and the staged commands stay staged: the caller discards them (discardStaged).
   */
  flush(): boolean {
    const batch = this.batch;
    if (!batch && this.unwritten.size === 0 && !this.positionDirty) return false;
    const position = this.positionDirty ? this.handedOver : null;
    this.transaction(() => {
      if (position !== null) this.setMeta(HANDED_OVER, position);
      if (batch) {
        this.setMeta('state', { ...batch.state, maxima: [] });
        this.writeMaxima(batch.state, batch.maxima);
        for (const event of batch.events) {
          const customerId = 'customerId' in event ? event.customerId : null;
          this.sql.exec('INSERT INTO events (seq, type, customer_id, body, at) VALUES (?, ?, ?, ?, ?)', event.seq, event.type, customerId, JSON.stringify(event), event.at);
        }
        for (const row of batch.answers.values()) this.insertAnswer(row);
      }
      this.writeUnwritten();
    });
    this.batch = null;
    this.positionDirty = false;
    this.settleUnwritten();
    if (batch) {
      for (const key of batch.answers.keys()) this.answeredKeys?.add(key);
      this.remember(batch.events);
    }
    return true;
  }

  /** Forgets the staged commands after a failed flush (the kept refusals stay kept). */
  discardStaged(): void {
    this.batch = null;
  }

  private remember(events: readonly AuctionEvent[]): void {
    if (this.recent.length + events.length > RECENT_LIMIT) {
      // Too many waiting: the outbox reads them from the table (an emptied tail starts again after a gap, see eventsAfter).
      this.recent = [];
      return;
    }
    this.recent.push(...events);
  }

  private insertAnswer(row: AnswerRow): void {
    this.sql.exec('INSERT INTO answers (request_id, customer_id, result, at) VALUES (?, ?, ?, ?)', row.id, row.customerId, JSON.stringify(row.result), row.at);
  }

  private writeUnwritten(): void {
    for (const row of this.unwritten.values()) this.insertAnswer(row);
  }

  /** After the commit that wrote them: the kept refusals are stored answers like any other. */
  private settleUnwritten(): void {
    for (const key of this.unwritten.keys()) this.answeredKeys?.add(key);
    this.unwritten.clear();
  }

  /**
   * Keeps the answer of a request that changed nothing (a final refusal). It counts at once and is written with the
   * next commit or flush, not on its own: a refusal then costs no storage write of its own (an object restarting in
   * between forgets it, and a repeat is decided again).
   */
  keepAnswer(row: AnswerRow): void {
    if (!this.ready) return;
    this.unwritten.set(answerKey(row.id, row.customerId), row);
  }

  answered(requestId: string, customerId: number): StoredResult | null {
    if (!this.ready) return null;
    const key = answerKey(requestId, customerId);
    // A staged acceptance answers a repeat too (the object lets the repeat's answer wait for the flush).
    const unwritten = this.unwritten.get(key) ?? this.batch?.answers.get(key);
    if (unwritten) return unwritten.result;
    this.answeredKeys ??= new Set(
      this.sql.exec<{ request_id: string; customer_id: number }>('SELECT request_id, customer_id FROM answers').toArray().map((entry) => answerKey(entry.request_id, entry.customer_id)),
    );
    if (!this.answeredKeys.has(key)) return null;
    const row = this.sql.exec<{ result: string }>('SELECT result FROM answers WHERE request_id = ? AND customer_id = ?', requestId, customerId).toArray()[0];
    return row ? (JSON.parse(row.result) as StoredResult) : null;
  }

  /** Remembers that claims issued up to `at` no longer speak for this customer (or, for customer 0, for everyone). */
  revoke(customerId: number, at: number): void {
    if (!this.ready) return;
    this.sql.exec('INSERT INTO revocations (customer_id, at) VALUES (?, ?) ON CONFLICT (customer_id) DO UPDATE SET at = max(at, excluded.at)', customerId, at);
  }

  /** Remembers that the sign-in `familyId` ended at `at`; entries older than `forgetBefore` go (their tokens expired). */
  endSession(familyId: string, at: number, forgetBefore: number): void {
    if (!this.ready) return;
    this.sql.exec('INSERT INTO ended_sessions (family_id, at) VALUES (?, ?) ON CONFLICT (family_id) DO NOTHING', familyId, at);
    this.sql.exec('DELETE FROM ended_sessions WHERE at < ?', forgetBefore);
  }

  endedSessions(): Map<string, number> {
    if (!this.ready) return new Map();
    return new Map(this.sql.exec<{ family_id: string; at: number }>('SELECT family_id, at FROM ended_sessions').toArray().map((row) => [row.family_id, row.at]));
  }

  revocations(): Map<number, number> {
    if (!this.ready) return new Map();
    return new Map(this.sql.exec<{ customer_id: number; at: number }>('SELECT customer_id, at FROM revocations').toArray().map((row) => [row.customer_id, row.at]));
  }

  /** Flushed events after `seq`, oldest first: from memory when it holds every one of them, else from the table. */
  eventsAfter(seq: number, limit: number): AuctionEvent[] {
    if (!this.ready) return [];
    const start = this.recent.findIndex((event) => event.seq > seq);
    if (start > 0) this.recent.splice(0, start);
    if (start === -1) this.recent = [];
    const first = this.recent[0];
    if (first && first.seq === seq + 1) return this.recent.slice(0, limit);
    return this.sql
      .exec<{ body: string }>('SELECT body FROM events WHERE seq > ? ORDER BY seq LIMIT ?', seq, limit)
      .toArray()
      .map((row) => JSON.parse(row.body) as AuctionEvent);
  }

  bids(): AuctionEvent[] {
    if (!this.ready) return [];
    return this.sql
      .exec<{ body: string }>("SELECT body FROM events WHERE type = 'bid_placed' ORDER BY seq")
      .toArray()
      .map((row) => JSON.parse(row.body) as AuctionEvent);
  }

  /** The newest events, newest first (the operator console's event log). */
  latestEvents(limit: number): AuctionEvent[] {
    if (!this.ready) return [];
    return this.sql
      .exec<{ body: string }>('SELECT body FROM events ORDER BY seq DESC LIMIT ?', limit)
      .toArray()
      .map((row) => JSON.parse(row.body) as AuctionEvent);
  }

  /** The last event handed to the effects queue (the outbox's position). */
  handedOverSeq(): number {
    this.handedOver ??= this.meta<number>(HANDED_OVER) ?? 0;
    return this.handedOver;
  }

  /** Moves the outbox position; it is written with the next flush (see AuctionRoom.handOverPending). */
  setHandedOverSeq(seq: number): void {
    this.handedOver = seq;
    this.positionDirty = true;
  }
}
