/** Who counts as one client (IPv6 by /64, IPv4-mapped as IPv4), and the per-client limit on live-socket opens. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, Bindings } from '../../worker/env.ts';
import { clientKey, MISSING_ADDRESS_BUCKET } from '../../worker/lib/client-key.ts';
import { ABUSE_LIMITS } from '../../worker/services/abuse-limits.ts';
import { expectRefused, freezeClock, freshIp, freshIpv6Prefix, ipSubject, leaveOne, MESSAGES } from './abuse-helpers.ts';
import { createAuction, createSeller } from './auction-fixtures.ts';
import { call } from './helpers.ts';

freezeClock();

const contact = (ip: string) =>
  call('/public/contact', {
    method: 'POST',
    headers: { 'CF-Connecting-IP': ip, 'X-Locale': 'en' },
    json: { name: 'Lena', surname: 'Hoffmann', email: 'lena@example.com', question: 'Is the Hymer still available?' },
  });

const [contactWindow] = ABUSE_LIMITS.contact.windows;

describe('IPv6 clients', () => {
  it('share one bucket per /64, however the addresses are written', async () => {
    const prefix = freshIpv6Prefix();
    const [a, b, c, d] = prefix.split(':');
    const sameNetwork = [
      `${prefix}::1`,
      `${prefix}:0:0:0:2`,
      `${prefix}:ffff:ffff:ffff:ffff`,
      `${a?.toUpperCase()}:${b?.toUpperCase()}:${c?.padStart(4, '0')}:${d?.padStart(4, '0')}:1:2:3:4`,
      `${prefix}::abcd:1`,
    ];
    const statuses: number[] = [];
    for (let i = 0; i < contactWindow.limit; i++) statuses.push((await contact(sameNetwork[i % sameNetwork.length] ?? '')).status);
    expect(statuses).toEqual(Array<number>(contactWindow.limit).fill(201));
    expect((await contact(`${prefix}::9`)).status).toBe(429);
  });

  it('do not share a bucket across /64 networks', async () => {
    const prefix = freshIpv6Prefix();
    for (let i = 0; i < contactWindow.limit; i++) await contact(`${prefix}::${i + 1}`);
    expect((await contact(`${prefix}::99`)).status).toBe(429);
    const [a, b, c, d = '0'] = prefix.split(':');
    const neighbour = `${a}:${b}:${c}:${(parseInt(d, 16) ^ 1).toString(16)}::1`;
    expect((await contact(neighbour)).status).toBe(201);
  });

  it('count IPv4-mapped addresses as the IPv4 client', async () => {
    const ip = freshIp();
    for (let i = 0; i < contactWindow.limit; i++) expect((await contact(i % 2 ? `::ffff:${ip}` : ip)).status).toBe(201);
    expect((await contact(`::ffff:${ip}`)).status).toBe(429);
    expect((await contact(ip)).status).toBe(429);
  });
});

describe('a request without an address', () => {
  const keyOf = async (environment: string | undefined, address?: string) => {
    const app = new Hono<AppEnv>();
    app.get('/', (c) => {
      c.set('visitorId', 'visitor-1');
      return c.text(clientKey(c));
    });
    const response = await app.request('/', { headers: address ? { 'CF-Connecting-IP': address } : {} }, { ENVIRONMENT: environment } as Bindings);
    return response.text();
  };

  it('shares one bucket in production (and unknown environments), and is the visitor only in development', async () => {
    expect(await keyOf('production')).toBe(MISSING_ADDRESS_BUCKET);
    expect(await keyOf(undefined)).toBe(MISSING_ADDRESS_BUCKET);
    expect(await keyOf('staging')).toBe(MISSING_ADDRESS_BUCKET);
    expect(await keyOf('test')).toBe(MISSING_ADDRESS_BUCKET);
    expect(await keyOf('development')).toBe('visitor:visitor-1');
    expect(await keyOf('production', '2001:db8:7:8::1')).toBe('ip:2001:db8:7:8::/64');
  });
});

describe('live socket opens per client', () => {
  const open = (auctionId: number, ip: string, locale = 'en') =>
    call(`/public/auction/${auctionId}/live`, { headers: { Upgrade: 'websocket', 'CF-Connecting-IP': ip, 'X-Locale': locale, Origin: 'http://localhost' } });

  it.each([0, 1])('refuses the open over window %i with 429 before any auction object is asked', async (index) => {
    const seller = await createSeller();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const ip = freshIp();
    await leaveOne(ABUSE_LIMITS.liveSocket, ipSubject(ip), index);
    const allowed = await open(auctionId, ip);
    expect(allowed.status).toBe(101);
    allowed.webSocket?.accept();
    allowed.webSocket?.close(1000, 'done');
    await expectRefused(await open(auctionId, ip, 'nl'), MESSAGES.nl, Math.ceil((ABUSE_LIMITS.liveSocket.windows[index]?.windowMs ?? 0) / 1000));
    // Counted across auctions, and before the id is even looked up.
    expect((await open(auctionId + 1_000_000, ip)).status).toBe(429);
    // Another client still connects.
    const other = await open(auctionId, freshIp());
    expect(other.status).toBe(101);
    other.webSocket?.accept();
    other.webSocket?.close(1000, 'done');
  });
});
