/**
 * Who may open and keep a live socket: pages of this site only (Origin), a cap per client and per auction inside the
 * object, and only the seller and operators once the auction leaves the catalogue.
 */
import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '../../domain/auction/live-message.ts';
import { LIVE_HEADERS, LIVE_LIMITS } from '../../durable-objects/auction-live.ts';
import { auctionStub, createAuction, createOperator, createSeller } from './auction-fixtures.ts';
import { clientAddress, watch, watchObject } from './auction-live-helpers.ts';
import { call, json } from './helpers.ts';

const upgrade = (auctionId: number, headers: Record<string, string> = {}) =>
  call(`/public/auction/${auctionId}/live`, { headers: { Upgrade: 'websocket', 'CF-Connecting-IP': clientAddress(), ...headers } });

describe('live socket origin', () => {
  it('refuses pages of other sites before the upgrade, with a localized error', async () => {
    const seller = await createSeller();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    for (const origin of ['https://evil.example', 'null', 'http://localhost:8080', 'http://campermarkt24.nl']) {
      const response = await upgrade(auctionId, { Origin: origin, 'Accept-Language': 'en' });
      expect(response.status, origin).toBe(403);
      expect(response.webSocket).toBeNull();
      expect((await json<{ error: { code: string; message: string } }>(response)).error.code).toBe('forbidden');
    }
  });

  it('lets the site’s own origin, the country domains and clients without Origin (not browsers) connect', async () => {
    const seller = await createSeller();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    // The test worker runs on http://localhost with LOCALE_HOSTS campermarkt24.nl and campermarkt24.com.
    for (const headers of [{ Origin: 'http://localhost' }, { Origin: 'https://campermarkt24.nl' }, { Origin: 'https://campermarkt24.com' }, {}] as Record<string, string>[]) {
      const response = await upgrade(auctionId, headers);
      expect(response.status, JSON.stringify(headers)).toBe(101);
      response.webSocket?.accept();
      response.webSocket?.close(1000, 'done');
    }
  });
});

describe('live socket caps', () => {
  it('answers 429 to a client beyond its sockets on one auction; other clients still get in', async () => {
    const seller = await createSeller();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const address = clientAddress();
    const open = [];
    for (let i = 0; i < LIVE_LIMITS.perClient; i++) open.push(await watch(auctionId, { headers: { 'CF-Connecting-IP': address } }));
    const refused = await upgrade(auctionId, { 'CF-Connecting-IP': address });
    expect(refused.status).toBe(429);
    expect(refused.webSocket).toBeNull();
    expect((await json<{ error: { code: string } }>(refused)).error.code).toBe('too_many_requests');
    const other = await watch(auctionId);
    // A closed socket frees its place.
    open[0]?.close();
    await open[0]?.closed;
    const again = await watch(auctionId, { headers: { 'CF-Connecting-IP': address } });
    for (const watcher of [...open, other, again]) watcher.close();
  });

  it('answers 429 beyond the sockets of one auction, whoever asks', async () => {
    const seller = await createSeller();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const open = [];
    // Straight at the object, each from its own client key: only the total cap applies.
    for (let i = 0; i < LIVE_LIMITS.perAuction; i++) open.push(await watchObject(auctionId, { [LIVE_HEADERS.clientKey]: `k${i}` }));
    const refused = await auctionStub(auctionId).fetch(
      new Request(`https://auction.internal/live?auctionId=${auctionId}`, { headers: { Upgrade: 'websocket', [LIVE_HEADERS.clientKey]: 'another' } }),
    );
    expect(refused.status).toBe(429);
    for (const watcher of open) watcher.close();
  });
});

describe('an auction leaving the catalogue', () => {
  it('sends visitors and rivals the new status and closes their sockets; the seller and operators stay', async () => {
    const seller = await createSeller();
    const operator = await createOperator();
    const visitor = await createSeller();
    const { auctionId, productId } = await createAuction({ sellerId: seller.id });
    const anonymous = await watch(auctionId);
    const signedIn = await watch(auctionId, { party: visitor });
    const own = await watch(auctionId, { party: seller });
    const operating = await watch(auctionId, { party: operator });
    expect((await call(`/private/product/${productId}/stop`, { method: 'POST', headers: seller.headers })).status).toBe(200);
    for (const watcher of [anonymous, signedIn]) {
      expect((await watcher.next(2)).snapshot.status).toBe('inactive');
      expect(await watcher.closed).toEqual({ code: LIVE_CLOSE.unlisted, reason: 'unlisted' });
    }
    for (const watcher of [own, operating]) {
      expect((await watcher.next(2)).snapshot.status).toBe('inactive');
      expect(await watcher.ping()).toBe('pong');
    }
    // Still open: a later change reaches them (the seller resubmits), and new visitors cannot join meanwhile.
    expect((await upgrade(auctionId)).status).toBe(404);
    expect((await call(`/private/product/${productId}/resubmit`, { method: 'POST', headers: seller.headers, json: {} })).status).toBe(200);
    expect((await own.next(3)).events.map((event) => event.type)).toContain('round_started');
    expect((await operating.next(3)).events.map((event) => event.type)).toContain('round_started');
    own.close();
    operating.close();
  });
});
