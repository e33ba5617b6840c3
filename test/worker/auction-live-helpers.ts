/** Live-socket helpers for the auction-live tests: open a socket (through the worker or straight at the object) and read it. */
import { expect } from 'vitest';
import { auctionStub, requestId, type Party } from './auction-fixtures.ts';
import { call } from './helpers.ts';

export interface LiveMessage {
  type: 'snapshot' | 'update';
  events: { type: string; seq: number; amount?: number; [field: string]: unknown }[];
  snapshot: { seq: number; status: string; highestBid: number | null; context: { holdingHighestBid: boolean; state: string | null; agentMax: number | null } };
}

export interface Watcher {
  messages: LiveMessage[];
  /** The raw text of every message, to search for what must not be there. */
  texts: string[];
  /** Resolves with the `count`-th message. */
  next: (count: number) => Promise<LiveMessage>;
  /** Resolves once the server closed the socket. */
  closed: Promise<{ code: number; reason: string }>;
  /** Sends the keep-alive; resolves with 'pong', or with 'closed' when the server closed the socket instead. */
  ping: () => Promise<'pong' | 'closed'>;
  close: () => void;
}

let address = 0;
/** A client address of its own per call (TEST-NET-2), so per-client limits of one test never touch another's. */
export function clientAddress(): string {
  address += 1;
  return `198.51.${100 + Math.floor(address / 250)}.${address % 250}`;
}

function watcherOf(socket: WebSocket): Watcher {
  const messages: LiveMessage[] = [];
  const texts: string[] = [];
  const waiters: (() => void)[] = [];
  const pongs: ((answer: 'pong' | 'closed') => void)[] = [];
  let onClose: (value: { code: number; reason: string }) => void = () => {};
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (onClose = resolve));
  socket.addEventListener('message', (event) => {
    const text = String(event.data);
    if (text === 'pong') return pongs.shift()?.('pong');
    texts.push(text);
    messages.push(JSON.parse(text) as LiveMessage);
    waiters.splice(0).forEach((wake) => wake());
  });
  let open = true;
  socket.addEventListener('close', (event) => {
    open = false;
    onClose({ code: event.code, reason: event.reason });
    waiters.splice(0).forEach((wake) => wake());
    pongs.splice(0).forEach((answer) => answer('closed'));
  });
  socket.accept();
  const next = async (count: number) => {
    while (messages.length < count) {
      if (!open) throw new Error(`socket closed after ${messages.length} messages`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
    return messages[count - 1] as LiveMessage;
  };
  const ping = () =>
    new Promise<'pong' | 'closed'>((resolve) => {
      if (!open) return resolve('closed');
      pongs.push(resolve);
      socket.send('ping');
    });
  return { messages, texts, next, closed, ping, close: () => socket.close(1000, 'done') };
}

/** Opens the live socket through the worker as `party` (or anonymously), from a client address of its own. */
export async function watch(auctionId: number, options: { party?: Party; since?: number; headers?: Record<string, string> } = {}): Promise<Watcher> {
  const path = `/public/auction/${auctionId}/live${options.since ? `?since=${options.since}` : ''}`;
  const response = await call(path, { headers: { Upgrade: 'websocket', 'CF-Connecting-IP': clientAddress(), ...options.party?.headers, ...options.headers } });
  expect(response.status).toBe(101);
  if (!response.webSocket) throw new Error('no socket');
  return watcherOf(response.webSocket);
}

/** Opens a socket straight at the auction object with the headers the worker would set (to control the session's expiry). */
export async function watchObject(auctionId: number, headers: Record<string, string>): Promise<Watcher> {
  const response = await auctionStub(auctionId).fetch(new Request(`https://auction.internal/live?auctionId=${auctionId}`, { headers: { Upgrade: 'websocket', ...headers } }));
  expect(response.status).toBe(101);
  if (!response.webSocket) throw new Error('no socket');
  return watcherOf(response.webSocket);
}

export const placeBid = (party: Party, auctionId: number, amount: number) =>
  call(`/private/auction/${auctionId}/bid`, { method: 'POST', headers: party.headers, json: { amount, requestId: requestId() } });

export const setAgent = (party: Party, auctionId: number, maxAmount: number) =>
  call(`/private/auction/${auctionId}/agent`, { method: 'PUT', headers: party.headers, json: { maxAmount } });
