/**
 * Turns a WebSocket to the customer's stream shard (a NotifyHub) into a server-sent-events response. The shard's socket
 * hibernates; this side
 * only forwards what arrives, sends a comment line and a ping now and then so that proxies keep the connection, and
 * ends the response when the token expires, the hub closes it, or the browser goes away.
 */
import { STREAM_HEADERS } from '../../../durable-objects/notify-hub.ts';
import type { Bindings } from '../../env.ts';
import { markStreamOpen } from '../../db/repositories/live-streams.ts';
import { streamShard } from './notify-hubs.ts';

/** Proxies drop connections that stay silent for about a minute; a comment line every 25 s keeps it open. */
const KEEP_ALIVE_MS = 25_000;
/** The browser's EventSource waits this long before reconnecting (the spec's 3 seconds). */
const RETRY_MS = 3_000;

export interface StreamSession {
  customerId: number;
  familyId: string;
  accessExpiresAt: number;
}

export async function openNotificationStream(env: Bindings, session: StreamSession): Promise<Response> {
  // Marked before the stream can receive anything: a message stored after this point finds the stream listed.
  await markStreamOpen(env.DB, session.customerId, session.accessExpiresAt);
  const upgraded = await streamShard(env, session.customerId).fetch('https://notify.internal/stream', {
    headers: {
      Upgrade: 'websocket',
      [STREAM_HEADERS.customerId]: String(session.customerId),
      [STREAM_HEADERS.familyId]: session.familyId,
      [STREAM_HEADERS.expiresAt]: String(session.accessExpiresAt),
    },
  });
  const socket = upgraded.webSocket;
  if (!socket) return new Response(null, { status: 401 });
  socket.accept();
  const encoder = new TextEncoder();
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  let open = true;
  const end = () => {
    if (!open) return;
    open = false;
    clearInterval(keepAlive);
    clearTimeout(expiry);
    try {
      socket.close(1000, 'stream ended');
    } catch {
      // Already closed.
    }
    writer.close().catch(() => undefined);
  };
  const write = (text: string) => {
    if (!open) return;
    writer.write(encoder.encode(text)).catch(end);
  };
  const keepAlive = setInterval(() => {
    write(': keep-alive\n\n');
    try {
      socket.send('ping');
    } catch {
      end();
    }
  }, KEEP_ALIVE_MS);
  const expiry = setTimeout(end, Math.max(0, session.accessExpiresAt - Date.now()));
  socket.addEventListener('message', (event) => {
    if (typeof event.data === 'string' && event.data !== 'pong') write(`data: ${event.data}\n\n`);
  });
  socket.addEventListener('close', end);
  socket.addEventListener('error', end);
  write(`retry: ${RETRY_MS}\n: connected\n\n`);
  return new Response(readable, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
  });
}
