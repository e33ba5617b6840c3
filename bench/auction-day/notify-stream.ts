/** One dealer's notification stream (GET /notifications/get-sse, signed in by header): every message it receives, with the time. */

const OPEN_TIMEOUT_MS = 20_000;

export interface StreamReceipt {
  dealerId: number;
  messageId: number | null;
  auctionId: number | null;
  cta: string;
  receivedAt: number;
}

/** A row update of the dealer's board on the same stream. */
export interface BoardReceipt {
  dealerId: number;
  auctionId: number;
  seq: number;
  /** The dealer's own context said they hold the highest bid (only ever their own: checked by the figures). */
  holding: boolean;
  receivedAt: number;
}

interface StreamPayload {
  message?: { callToActionTypeCode?: string; auctionId?: number | null; messageId?: number | null };
  board?: { snapshot?: { auctionId: number; seq: number; context: { holdingHighestBid: boolean } } };
}

export class NotifyStream {
  readonly closeReasons: string[] = [];
  opens = 0;
  private controller: AbortController | null = null;
  private done = false;

  private readonly url: string;
  readonly dealerId: number;
  private readonly clientIp: string;
  private readonly token: () => string;
  private readonly receipts: StreamReceipt[];
  private readonly boards: BoardReceipt[];

  constructor(url: string, dealerId: number, clientIp: string, token: () => string, receipts: StreamReceipt[], boards: BoardReceipt[]) {
    this.url = url;
    this.dealerId = dealerId;
    this.clientIp = clientIp;
    this.token = token;
    this.receipts = receipts;
    this.boards = boards;
  }

  /** Opens the stream; resolves once the first chunk (retry line and comment) arrived, i.e. it is open end to end. */
  async open(): Promise<void> {
    const controller = new AbortController();
    this.opens += 1;
    // Nothing waits forever: a stream not open end to end within this is given up.
    const timer = setTimeout(() => controller.abort(new Error(`stream of ${this.dealerId}: not open within ${OPEN_TIMEOUT_MS / 1000} s`)), OPEN_TIMEOUT_MS);
    let reader: ReadableStreamDefaultReader<string>;
    try {
      const response = await fetch(`${this.url}/notifications/get-sse?storeCode=de`, {
        headers: { Authorization: `Bearer ${this.token()}`, 'CF-Connecting-IP': this.clientIp },
        signal: controller.signal,
      });
      if (response.status !== 200 || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        throw new Error(`stream of ${this.dealerId} answered ${response.status}`);
      }
      reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      await reader.read();
    } finally {
      clearTimeout(timer);
    }
    const previous = this.controller;
    this.controller = controller;
    previous?.abort();
    void this.read(reader, controller);
  }

  /** The token was renewed: a new stream opens before the old one closes, so nothing falls between them. */
  async renew(): Promise<void> {
    if (this.done) return;
    await this.open().catch((error: unknown) => this.closeReasons.push(`renewal failed: ${String(error)}`));
  }

  close(): void {
    this.done = true;
    this.controller?.abort();
  }

  private async read(reader: ReadableStreamDefaultReader<string>, controller: AbortController): Promise<void> {
    let buffer = '';
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) break;
      const receivedAt = Date.now();
      buffer += chunk.value;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('data: ')) continue;
        const payload = JSON.parse(line.slice(6)) as StreamPayload;
        const row = payload.board?.snapshot;
        if (row) this.boards.push({ dealerId: this.dealerId, auctionId: row.auctionId, seq: row.seq, holding: row.context.holdingHighestBid, receivedAt });
        const message = payload.message;
        if (!message) continue;
        this.receipts.push({ dealerId: this.dealerId, messageId: message.messageId ?? null, auctionId: message.auctionId ?? null, cta: message.callToActionTypeCode ?? '', receivedAt });
      }
    }
    // Aborted by a renewal or the end of the day; anything else is the server ending the stream.
    if (controller !== this.controller || this.done) return;
    this.closeReasons.push('ended by the server');
    this.controller = null;
    setTimeout(() => {
      if (!this.done) void this.open().catch((error: unknown) => this.closeReasons.push(`reopen failed: ${String(error)}`));
    }, 3_000);
  }
}
