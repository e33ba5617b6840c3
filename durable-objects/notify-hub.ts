/** One Durable Object per customer for live notifications; the messaging module fills in the stream. */
import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '../worker/env.ts';

export class NotifyHub extends DurableObject<Bindings> {
  async ping(): Promise<'pong'> {
    return 'pong';
  }
}
