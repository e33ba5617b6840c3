/** One dealer's live socket on one auction: its view, which bids it saw (live or on catching up), and why it closed. */

/** Node's WebSocket takes request headers as an option (an extension the DOM type does not describe). */
type NodeWebSocket = new (url: string, options: { headers: Record<string, string> }) => WebSocket;

const LIVE_STATUSES = new Set(['running', 'hotbidding']);
/** A dropped client comes back after this (the storefront retries after 1 to 3 seconds). */
const RECONNECT_MS = 1_000;
/** A socket whose snapshot has not come this long after it was opened is given up (and closed): nothing waits forever. */
const SNAPSHOT_TIMEOUT_MS = 20_000;

export interface LiveView {
  status: string;
  endingAt: number | null;
  minNextBid: number;
  highestBid: number | null;
  bidCount: number;
  seq: number;
  holding: boolean;
  agentMax: number | null;
}

interface WireEvent {
  type: string;
  seq: number;
  at: number;
  status?: string;
  endingAt?: number;
}

interface WireSnapshot {
  status: string;
  endingAt: number | null;
  minNextBid: number;
  highestBid: number | null;
  bidCount: number;
  seq: number;
  context?: { holdingHighestBid?: boolean; agentMax?: number | null };
}

interface WireMessage {
  type: 'snapshot' | 'update';
  events?: WireEvent[];
  snapshot?: WireSnapshot;
  serverTime?: number;
}

/** Shared sinks: every watcher reports into these. */
export interface LiveSinks {
  /** accept (the event's time in the object) to receipt, per received bid update. */
  fanOut: number[];
  /** The auction closed: the closing update's broadcast time, per auction (earliest seen). */
  closed: Map<number, { serverTime: number; status: string }>;
  /** A socket of a dealer who bid here learnt they were outbid. */
  onOutbid: (watch: LiveWatch) => void;
  /** Catching up after a dropped socket: reconnect to the snapshot with the missed events. */
  catchUp: number[];
  /** Events the catch-up messages carried, and catch-ups too far behind for a replay (snapshot only). */
  catchUpEvents: { replayed: number; snapshotOnly: number };
}

export class LiveWatch {
  view: LiveView | null = null;
  /** Bid seqs received as live updates, and as the replay of a reconnect. */
  readonly liveBids = new Set<number>();
  readonly replayedBids = new Set<number>();
  /** Seq ranges a reconnect's snapshot covered without replaying them (too far behind). */
  readonly snapshotCovered: [number, number][] = [];
  /** The auction's seq when this watcher first connected: bids after it are expected. */
  firstSeq: number | null = null;
  readonly closeReasons: string[] = [];
  connects = 0;
  /** When the last connection got its snapshot (0: never). */
  openedAt = 0;
  private socket: WebSocket | null = null;
  private done = false;
  private pendingReconnect: ReturnType<typeof setTimeout> | null = null;

  readonly url: string;
  readonly auctionId: number;
  readonly dealerId: number;
  private readonly clientIp: string;
  private readonly token: () => string;
  private readonly sinks: LiveSinks;

  constructor(url: string, auctionId: number, dealerId: number, clientIp: string, token: () => string, sinks: LiveSinks) {
    this.url = url;
    this.auctionId = auctionId;
    this.dealerId = dealerId;
    this.clientIp = clientIp;
    this.token = token;
    this.sinks = sinks;
  }

  get live(): boolean {
    return this.view !== null && LIVE_STATUSES.has(this.view.status);
  }

  /** The dealer left the page (closed on purpose): the socket is not coming back. */
  get left(): boolean {
    return this.done;
  }

  get connected(): boolean {
    return this.socket !== null && this.socket.readyState === WebSocket.OPEN;
  }

  /** Opens the socket; resolves at its first message (the snapshot). */
  open(): Promise<void> {
    return this.connect(null);
  }

  /** The client's access token was renewed: a new socket (catching up from the last seq) replaces this one. */
  async renew(): Promise<void> {
    if (this.done) return;
    const old = this.socket;
    this.socket = null;
    await this.connect(this.view?.seq ?? null).catch(() => this.scheduleReconnect());
    if (old) this.quietClose(old);
  }

  /** The socket-drop fault: the client loses its connection for `offlineMs`, then reconnects with `?since=`. */
  drop(offlineMs: number): void {
    if (this.done || !this.socket) return;
    const old = this.socket;
    this.socket = null;
    this.quietClose(old);
    this.closeReasons.push('dropped by the socket-drop fault');
    setTimeout(() => {
      if (this.done) return;
      const started = Date.now();
      const before = this.replayedBids.size;
      void this.connect(this.view?.seq ?? null).then(
        () => {
          this.sinks.catchUp.push(Date.now() - started);
          this.sinks.catchUpEvents.replayed += this.replayedBids.size - before;
        },
        () => this.scheduleReconnect(),
      );
    }, offlineMs);
  }

  /** The dealer leaves the page: closed on purpose, never counted as a loss. */
  close(): void {
    this.done = true;
    if (this.pendingReconnect) clearTimeout(this.pendingReconnect);
    if (this.socket) this.quietClose(this.socket);
    this.socket = null;
  }

  private quietClose(socket: WebSocket): void {
    socket.onclose = null;
    socket.onmessage = null;
    try {
      socket.close(1000, 'bye');
    } catch {
      // Already closing.
    }
  }

  private scheduleReconnect(): void {
    if (this.done || this.pendingReconnect) return;
    this.pendingReconnect = setTimeout(() => {
      this.pendingReconnect = null;
      if (this.done) return;
      void this.connect(this.view?.seq ?? null).catch(() => this.scheduleReconnect());
    }, RECONNECT_MS);
  }

  private connect(since: number | null): Promise<void> {
    const query = since !== null && since > 0 ? `?since=${since}` : '';
    const socket = new (WebSocket as unknown as NodeWebSocket)(`${this.url.replace('http', 'ws')}/public/auction/${this.auctionId}/live${query}`, {
      headers: { Authorization: `Bearer ${this.token()}`, 'CF-Connecting-IP': this.clientIp },
    });
    this.connects += 1;
    return new Promise<void>((ready, fail) => {
      let first = true;
      const timer = setTimeout(() => {
        if (!first) return;
        first = false;
        socket.onclose = null;
        socket.onmessage = null;
        try {
          socket.close();
        } catch {
          // Not open yet.
        }
        fail(new Error(`live socket ${this.auctionId}: no snapshot within ${SNAPSHOT_TIMEOUT_MS / 1000} s`));
      }, SNAPSHOT_TIMEOUT_MS);
      socket.onmessage = (message) => {
        if (typeof message.data !== 'string' || message.data === 'pong') return;
        const received = Date.now();
        const parsed = JSON.parse(message.data) as WireMessage;
        if (first) {
          first = false;
          clearTimeout(timer);
          this.openedAt = received;
          this.onFirst(parsed, since);
          this.socket = socket;
          ready();
          return;
        }
        this.onUpdate(parsed, received);
      };
      socket.onerror = () => {
        if (first) {
          first = false;
          clearTimeout(timer);
          fail(new Error(`live socket ${this.auctionId} failed`));
        }
      };
      socket.onclose = (event) => {
        if (first) {
          first = false;
          clearTimeout(timer);
          fail(new Error(`live socket ${this.auctionId} closed before its snapshot: ${event.code} ${event.reason}`));
          return;
        }
        if (this.socket !== socket) return;
        this.socket = null;
        this.closeReasons.push(`closed by the server (${event.code} ${event.reason || 'no reason'})`);
        // The storefront reconnects while the auction is live; once it ended there is nothing more to watch.
        if (this.live) this.scheduleReconnect();
      };
    });
  }

  private onFirst(message: WireMessage, since: number | null): void {
    const snapshot = message.snapshot;
    if (!snapshot) return;
    if (this.firstSeq === null) this.firstSeq = snapshot.seq;
    const events = message.events ?? [];
    for (const event of events) if (event.type === 'bid_placed') this.replayedBids.add(event.seq);
    if (since !== null && snapshot.seq > since && events.length === 0) {
      this.snapshotCovered.push([since + 1, snapshot.seq]);
      this.sinks.catchUpEvents.snapshotOnly += 1;
    }
    this.noteClose(events, message.serverTime ?? Date.now());
    this.view = viewOf(snapshot);
  }

  private onUpdate(message: WireMessage, received: number): void {
    const events = message.events ?? [];
    for (const event of events) {
      if (event.type === 'bid_placed') {
        this.liveBids.add(event.seq);
        this.sinks.fanOut.push(received - event.at);
      }
    }
    this.noteClose(events, message.serverTime ?? received);
    if (message.snapshot && (!this.view || message.snapshot.seq >= this.view.seq)) this.view = viewOf(message.snapshot);
    if (events.some((event) => event.type === 'outbid')) this.sinks.onOutbid(this);
  }

  private noteClose(events: readonly WireEvent[], serverTime: number): void {
    for (const event of events) {
      if (event.type !== 'status_changed' || !event.status || LIVE_STATUSES.has(event.status)) continue;
      const seen = this.sinks.closed.get(this.auctionId);
      if (!seen || serverTime < seen.serverTime) this.sinks.closed.set(this.auctionId, { serverTime, status: event.status });
    }
  }
}

function viewOf(snapshot: WireSnapshot): LiveView {
  return {
    status: snapshot.status,
    endingAt: snapshot.endingAt,
    minNextBid: snapshot.minNextBid,
    highestBid: snapshot.highestBid,
    bidCount: snapshot.bidCount,
    seq: snapshot.seq,
    holding: snapshot.context?.holdingHighestBid === true,
    agentMax: snapshot.context?.agentMax ?? null,
  };
}
