/**
 * Production adapter of the push port: encrypts the payload for the subscription (RFC 8291, aes128gcm), signs a VAPID
 * token (RFC 8292) with @block65/webcrypto-web-push (Web Crypto only, runs in Workers) and posts it to the endpoint.
 */
import { buildPushPayload } from '@block65/webcrypto-web-push';
import { pushOutcomeOf, type VapidKeys } from '../../../domain/messages/web-push.ts';
import type { PushOutcome, PushPayload, PushTarget, PushTransport } from './push-port.ts';

/** How long a push service keeps an undelivered message: an outbid notice or a turn is stale after a few hours. */
export const PUSH_TTL_SECONDS = 6 * 60 * 60;

export type Fetcher = (input: string, init: RequestInit) => Promise<Response>;

export class HttpPushTransport implements PushTransport {
  constructor(
    private readonly keys: VapidKeys,
    // Wrapped, not passed as `fetch` itself: the Workers runtime refuses fetch called with another `this`.
    private readonly fetcher: Fetcher = (input, init) => fetch(input, init),
  ) {}

  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    const request = await buildPushPayload(
      // urgency high: the dealer has to act (outbid, a turn with a deadline). The topic (the thread) lets the push
      // service replace an undelivered older message of the same auction instead of queueing both.
      { data: { ...payload }, options: { ttl: PUSH_TTL_SECONDS, urgency: 'high', topic: payload.tag } },
      { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
      this.keys,
    );
    const headers = new Headers(request.headers);
    // The runtime sets the length from the body itself.
    headers.delete('content-length');
    const response = await this.fetcher(target.endpoint, { method: 'POST', headers, body: request.body });
    // Read the (small) answer so the connection is released.
    await response.arrayBuffer().catch(() => undefined);
    return pushOutcomeOf(response.status);
  }
}
