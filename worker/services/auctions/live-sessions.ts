/**
 * The worker's side of live auction sockets: which pages may open one (Origin), who is watching (headers only the
 * worker sets for the auction object), and closing a session's sockets at once when its viewer signs out.
 */
import type { Context } from 'hono';
import { LIVE_HEADERS } from '../../../durable-objects/auction-live.ts';
import { notifyHub, streamShard } from '../messages/notify-hubs.ts';
import { auctionRoom } from './rooms.ts';
import type { AppEnv, Bindings } from '../../env.ts';
import { clientKey } from '../../lib/client-key.ts';
import { isCrossSiteRequest } from '../../lib/cross-site.ts';
import { hmacHex } from '../../lib/crypto.ts';
import { authSecret } from '../auth/secret.ts';

export interface SiteOrigins {
  /** The URL the request came in on. */
  requestUrl: string;
  publicOrigin?: string;
  /** The country domains (host → locale). */
  hosts: Record<string, string>;
}

/**
 * Whether a page of `origin` may open a live socket: this site only (the request's own origin, PUBLIC_ORIGIN and the
 * https country domains). Browsers always send Origin on a WebSocket upgrade, so a missing one means a client that is
 * not a browser (an app, the benchmark): cross-site socket hijacking needs a browser's ambient cookies, and such a
 * client can only present credentials it holds itself, so it may connect. "null" (sandboxed frames, files) may not.
 */
export function liveOriginAllowed(origin: string | undefined, site: SiteOrigins): boolean {
  const countryDomains = Object.keys(site.hosts).map((host) => `https://${host}`);
  const allowedOrigins = site.publicOrigin ? [site.publicOrigin, ...countryDomains] : countryDomains;
  return !isCrossSiteRequest({ secFetchSite: undefined, origin, requestUrl: site.requestUrl, allowedOrigins });
}

/**
 * The viewer for the auction object: customer, operator flag, session family and access-token expiry (the socket
 * ends with them), and the client key hashed with the server secret (the object counts sockets per client and keeps
 * no address). Built fresh, so nothing a client sends reaches the object as one of these headers.
 */
export async function liveViewerHeaders(c: Context<AppEnv>): Promise<Headers> {
  const headers = new Headers({ Upgrade: 'websocket' });
  headers.set(LIVE_HEADERS.clientKey, (await hmacHex(authSecret(c.env), `live-client:${clientKey(c)}`)).slice(0, 32));
  const customer = c.get('viewer').customer;
  const auth = c.get('auth');
  if (customer && auth && auth.customerId === customer.customerId) {
    headers.set(LIVE_HEADERS.viewerId, String(customer.customerId));
    headers.set(LIVE_HEADERS.familyId, auth.familyId);
    headers.set(LIVE_HEADERS.expiresAt, String(auth.accessExpiresAt));
    // Operator rights on the socket (auctions outside the catalogue) need this sign-in's second factor.
    if (c.get('operator')) headers.set(LIVE_HEADERS.operator, '1');
  }
  return headers;
}

/**
 * Remembers that the customer watches `auctionId` live until `expiresAt`, so that signing out can close it. Never
 * fails the socket: without the entry it still closes when its access token expires.
 */
export async function watchingLive(env: Pick<Bindings, 'NOTIFY_HUB'>, customerId: number, auctionId: number, expiresAt: number): Promise<void> {
  try {
    await notifyHub(env, customerId).watching(auctionId, expiresAt);
  } catch (error) {
    console.error(JSON.stringify({ job: 'live-watching', customerId, auctionId, error: String(error) }));
  }
}

/**
 * Closes the notification streams of one session (refresh-token family) at the customer's shard and its live sockets
 * on every auction the customer watches (the hub remembers which); returns how many. Never fails the sign-out: sockets it cannot reach close when their access token expires.
 */
export async function closeLiveSockets(env: Pick<Bindings, 'NOTIFY_HUB' | 'AUCTION_ROOM'>, customerId: number, familyId: string): Promise<number> {
  try {
    const auctions = await notifyHub(env, customerId).watched();
    // One auction or the shard failing must not keep the others' sockets open; those close at their token's expiry.
    const closed = await Promise.allSettled([
      streamShard(env, customerId).closeFamily(familyId),
      ...auctions.map((auctionId) => auctionRoom(env, auctionId).closeSession(familyId)),
    ]);
    return closed.reduce((sum, result) => sum + (result.status === 'fulfilled' ? result.value : 0), 0);
  } catch (error) {
    console.error(JSON.stringify({ job: 'live-sign-out', customerId, error: String(error) }));
    return 0;
  }
}
