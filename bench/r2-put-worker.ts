/**
 * Benchmark worker (never deployed): writes each request body to R2 and nothing else, the floor that the editor's
 * checked upload path is compared with. Started by bench/editor.ts with the product's bindings.
 */
import type { Bindings } from '../worker/env.ts';

export { AuctionRoom } from '../durable-objects/auction-room.ts';
export { NotifyHub } from '../durable-objects/notify-hub.ts';

export default {
  async fetch(request: Request, env: Bindings): Promise<Response> {
    if (request.method !== 'PUT') return new Response('PUT a body', { status: 400 });
    // Read whole, as the editor route does before checking it (a stream of unknown length cannot go to R2 as is).
    await env.MEDIA.put(`bench/${crypto.randomUUID()}`, await request.arrayBuffer());
    return new Response('stored');
  },
};
