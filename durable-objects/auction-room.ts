/** One Durable Object per auction; the auction module fills in bidding. Answers readiness pings today. */
import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '../worker/env.ts';

export class AuctionRoom extends DurableObject<Bindings> {
  /** Round trip used by GET /ready to prove Durable Objects answer. */
  async ping(): Promise<'pong'> {
    return 'pong';
  }
}
