/**
 * A live socket never outlives the session it was opened with: signing out closes that session's sockets on every
 * auction at once (through the customer's NotifyHub), and a socket whose access token expired closes on the next
 * ping or broadcast with a code that tells the client to reconnect.
 */
import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '../../domain/auction/live-message.ts';
import { LIVE_HEADERS, type LiveAttachment } from '../../durable-objects/auction-live.ts';
import type { AuctionRoom } from '../../durable-objects/auction-room.ts';
import { bearer, login, PASSWORD } from './accounts-helpers.ts';
import { auctionStub, createAuction, createMerchant, createSeller, type Party } from './auction-fixtures.ts';
import { watch, watchObject } from './auction-live-helpers.ts';
import { call } from './helpers.ts';

const logout = (headers: Record<string, string>) => call('/public/customer/auth/logout', { method: 'POST', headers });

/** Waits (a few hundred ms at most) until `at` has passed. */
async function until(at: number): Promise<void> {
  while (Date.now() <= at) await new Promise((resolve) => setTimeout(resolve, Math.max(1, at - Date.now() + 1)));
}

/** Headers of a signed-in viewer whose access token expires at `expiresAt`, as the worker would send them. */
const sessionHeaders = (viewer: Party, expiresAt: number) => ({
  [LIVE_HEADERS.viewerId]: String(viewer.id),
  [LIVE_HEADERS.familyId]: crypto.randomUUID(),
  [LIVE_HEADERS.expiresAt]: String(expiresAt),
  [LIVE_HEADERS.clientKey]: 'test-client',
});

describe('live sockets and sign-out', () => {
  it('closes the signed-out session’s sockets on every auction at once, and no other session’s', async () => {
    const seller = await createSeller();
    const dealer = await createMerchant();
    const otherSession = { ...dealer, headers: bearer(await login(dealer.email)) };
    const [first, second] = [await createAuction({ sellerId: seller.id }), await createAuction({ sellerId: seller.id })];
    const signedOut = [await watch(first.auctionId, { party: dealer }), await watch(second.auctionId, { party: dealer })];
    const staying = [await watch(first.auctionId, { party: otherSession }), await watch(first.auctionId), await watch(second.auctionId, { party: seller })];
    expect((await logout(dealer.headers)).status).toBe(200);
    // Closed by the time the sign-out answered.
    for (const watcher of signedOut) expect(await watcher.closed).toEqual({ code: LIVE_CLOSE.sessionEnded, reason: 'signed_out' });
    for (const watcher of staying) expect(await watcher.ping()).toBe('pong');
    for (const watcher of staying) watcher.close();
  });

  it('closes the other sessions’ sockets at once when the password changes, and keeps the caller’s own', async () => {
    const seller = await createSeller();
    const dealer = await createMerchant();
    const elsewhere = { ...dealer, headers: bearer(await login(dealer.email)) };
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const [own, other] = [await watch(auctionId, { party: dealer }), await watch(auctionId, { party: elsewhere })];
    const change = await call('/private/customer/password', { method: 'PUT', headers: dealer.headers, json: { currentPassword: PASSWORD, newPassword: 'Camper2027x' } });
    expect(change.status).toBe(200);
    expect(await other.closed).toEqual({ code: LIVE_CLOSE.sessionEnded, reason: 'signed_out' });
    expect(await own.ping()).toBe('pong');
    own.close();
  });

  it('keeps per customer only the auctions whose sockets may still be open', async () => {
    const hub = env.NOTIFY_HUB.get(env.NOTIFY_HUB.idFromName('hub-test-customer'));
    await hub.watching(11, Date.now() - 1);
    await hub.watching(12, Date.now() + 60_000);
    await hub.watching(12, Date.now() + 1_000);
    expect(await hub.watched()).toEqual([12]);
  });
});

describe('live sockets and the access token’s expiry', () => {
  it('passes the session and the token’s expiry to the object, and a hashed client key instead of the address', async () => {
    const seller = await createSeller();
    const dealer = await createMerchant();
    const session = await login(dealer.email);
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const watcher = await watch(auctionId, { party: { ...dealer, headers: bearer(session) }, headers: { 'CF-Connecting-IP': '203.0.113.77' } });
    const sockets = await runInDurableObject(auctionStub(auctionId), (_instance: AuctionRoom, state) =>
      state.getWebSockets().map((socket) => ({ attachment: socket.deserializeAttachment() as LiveAttachment, tags: state.getTags(socket) })),
    );
    expect(sockets).toHaveLength(1);
    const { attachment, tags } = sockets[0] ?? { attachment: null, tags: [] };
    expect(attachment).toEqual({ viewerId: dealer.id, operator: false, familyId: expect.any(String), expiresAt: session.body.access_expires_at });
    expect(tags.join(' ')).not.toContain('203.0.113');
    expect(tags).toContainEqual(expect.stringMatching(/^client:[0-9a-f]{32}$/));
    watcher.close();
  });

  it('closes a socket on its first ping after the token expired; a visitor’s socket has no such end', async () => {
    const seller = await createSeller();
    const dealer = await createMerchant();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const expiresAt = Date.now() + 300;
    const signedIn = await watchObject(auctionId, sessionHeaders(dealer, expiresAt));
    const visitor = await watchObject(auctionId, { [LIVE_HEADERS.clientKey]: 'test-visitor' });
    await until(expiresAt);
    expect(await signedIn.ping()).toBe('closed');
    expect(await signedIn.closed).toEqual({ code: LIVE_CLOSE.sessionEnded, reason: 'session_expired' });
    expect(await visitor.ping()).toBe('pong');
    visitor.close();
  });

  it('closes an expired socket on the next change instead of telling it', async () => {
    const seller = await createSeller();
    const { auctionId, productId } = await createAuction({ sellerId: seller.id });
    const expiresAt = Date.now() + 300;
    // The seller may watch the stopped auction, so only the expiry can close this socket.
    const expired = await watchObject(auctionId, sessionHeaders(seller, expiresAt));
    const current = await watch(auctionId, { party: seller });
    await until(expiresAt);
    expect((await call(`/private/product/${productId}/stop`, { method: 'POST', headers: seller.headers })).status).toBe(200);
    expect((await current.next(2)).snapshot.status).toBe('inactive');
    expect(await expired.closed).toEqual({ code: LIVE_CLOSE.sessionEnded, reason: 'session_expired' });
    expect(expired.messages).toHaveLength(1);
    current.close();
  });
});
