/**
 * Who may be listening (live_streams): a stream marks its customer until its token expires, a shorter expiry never
 * shortens a longer one, and deliveries learn it for any number of recipients in the round trip that stores them.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { listeningCustomers, markStreamOpen } from '../../worker/db/repositories/live-streams.ts';
import { insertMessagesWithReach } from '../../worker/db/repositories/messages.ts';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { draft, openTicketStream } from './notification-helpers.ts';

describe('live streams', () => {
  it('lists a customer from the moment a stream opens until its token expires', async () => {
    const [customer, other] = [await createCustomer(), await createCustomer()];
    const session = await login(customer.email);
    expect(await listeningCustomers(env.DB, [customer.id, other.id], Date.now())).toEqual(new Set());
    const { response, reader } = await openTicketStream(bearer(session));
    expect(response.status).toBe(200);
    const row = await env.DB.prepare('SELECT open_until AS openUntil FROM live_streams WHERE customer_id = ?').bind(customer.id).first<{ openUntil: number }>();
    expect(row?.openUntil).toBeGreaterThan(Date.now());
    expect(await listeningCustomers(env.DB, [customer.id, other.id], Date.now())).toEqual(new Set([customer.id]));
    expect(await listeningCustomers(env.DB, [customer.id], (row?.openUntil ?? 0) + 1)).toEqual(new Set());
    await reader.cancel();
  });

  it('keeps the later expiry when a stream with an earlier one opens', async () => {
    const customer = await createCustomer();
    const now = Date.now();
    await markStreamOpen(env.DB, customer.id, now + 600_000);
    await markStreamOpen(env.DB, customer.id, now + 60_000);
    expect(await listeningCustomers(env.DB, [customer.id], now + 120_000)).toEqual(new Set([customer.id]));
  });

  it('answers for more recipients than one statement may bind, with the messages stored in the same round trip', async () => {
    const customers = await Promise.all(Array.from({ length: 120 }, () => createCustomer()));
    const now = Date.now();
    const listening = customers.filter((_, index) => index % 3 === 0).map((customer) => customer.id);
    for (const id of listening) await markStreamOpen(env.DB, id, now + 600_000);
    await env.DB.prepare("INSERT INTO push_subscriptions (customer_id, endpoint, p256dh, auth) VALUES (?, 'https://push.example/one', 'key', 'auth')").bind(customers[1]?.id).run();
    const result = await insertMessagesWithReach(
      env.DB,
      customers.map((customer) => ({ ...draft(customer.id), dueAt: null })),
      now,
    );
    expect(result.inserted).toHaveLength(120);
    expect(result.listening).toEqual(new Set(listening));
    expect(result.pushable).toEqual(new Set([customers[1]?.id]));
  });
});
