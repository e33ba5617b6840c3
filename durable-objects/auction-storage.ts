/**
 * The auction object's own SQLite storage: its state, each bidder's maximum (one row per merchant, so a bid writes
 * only what it changed however many merchants bid), its numbered events (bids included) and answered requests.
 */
import type { AuctionEvent, AuctionState, Maximum } from '../domain/auction/types.ts';
import type { PriceRule } from '../domain/pricing.ts';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY, type TEXT NOT NULL, customer_id INTEGER, body TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS maxima (customer_id INTEGER PRIMARY KEY, body TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS requests (request_id TEXT PRIMARY KEY, customer_id INTEGER NOT NULL, result TEXT NOT NULL, at INTEGER NOT NULL);
`;

/** What a request that was accepted answered, kept so a retry with the same requestId gets the same answer. */
export interface StoredResult {
  outcome?: 'overbid';
}

export class AuctionStorage {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(SCHEMA);
  }

  private meta<T>(key: string): T | null {
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
    return { ...state, maxima: maxima.map((row) => JSON.parse(row.body) as Maximum) };
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

  initialise(state: AuctionState, priceRule: PriceRule): void {
    this.setMeta('state', { ...state, maxima: [] });
    this.writeMaxima(state, 'all');
    this.setMeta('price_rule', priceRule);
    this.setMeta('projected_seq', state.seq);
  }

  /** Stores the new state, its events and (for an idempotent request) the answer, all synchronously. */
  commit(previous: AuctionState, state: AuctionState, events: readonly AuctionEvent[], request?: { id: string; customerId: number; result: StoredResult }): void {
    this.setMeta('state', { ...state, maxima: [] });
    // Only the merchants an event names can have a changed maximum, unless a new round (or a stop) cleared them all.
    const cleared = state.round !== previous.round || state.maxima.length < previous.maxima.length;
    this.writeMaxima(state, cleared ? 'all' : events.flatMap((event) => ('customerId' in event ? [event.customerId] : [])));
    for (const event of events) {
      const customerId = 'customerId' in event ? event.customerId : null;
      this.sql.exec('INSERT INTO events (seq, type, customer_id, body, at) VALUES (?, ?, ?, ?, ?)', event.seq, event.type, customerId, JSON.stringify(event), event.at);
    }
    if (request) {
      this.sql.exec('INSERT INTO requests (request_id, customer_id, result, at) VALUES (?, ?, ?, ?)', request.id, request.customerId, JSON.stringify(request.result), events[0]?.at ?? 0);
    }
  }

  answered(requestId: string, customerId: number): StoredResult | null {
    const row = this.sql.exec<{ result: string }>('SELECT result FROM requests WHERE request_id = ? AND customer_id = ?', requestId, customerId).toArray()[0];
    return row ? (JSON.parse(row.result) as StoredResult) : null;
  }

  eventsAfter(seq: number, limit: number): AuctionEvent[] {
    return this.sql
      .exec<{ body: string }>('SELECT body FROM events WHERE seq > ? ORDER BY seq LIMIT ?', seq, limit)
      .toArray()
      .map((row) => JSON.parse(row.body) as AuctionEvent);
  }

  bids(): AuctionEvent[] {
    return this.sql
      .exec<{ body: string }>("SELECT body FROM events WHERE type = 'bid_placed' ORDER BY seq")
      .toArray()
      .map((row) => JSON.parse(row.body) as AuctionEvent);
  }

  projectedSeq(): number {
    return this.meta<number>('projected_seq') ?? 0;
  }

  setProjectedSeq(seq: number): void {
    this.setMeta('projected_seq', seq);
  }
}
