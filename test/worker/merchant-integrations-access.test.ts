/** Who may use the Syscara integration (accepted, unblocked dealers) and the limits on its live credential check. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '../../worker/services/abuse-limits.ts';
import { countRows, expectRefused, fillWindow, freezeClock, freshIp, ipSubject, leaveOne, MESSAGES } from './abuse-helpers.ts';
import { createMerchant, type Party } from './auction-fixtures.ts';
import { call, json } from './helpers.ts';

freezeClock();

const SYSCARA = '/private/merchant/integrations/syscara';

const send = (dealer: Party, method: string, path: string, ip: string, body?: unknown) =>
  call(path, { method, headers: { ...dealer.headers, 'CF-Connecting-IP': ip, 'X-Locale': 'en' }, ...(body === undefined ? {} : { json: body }) });

const connect = (dealer: Party, ip: string, password = 'demo') => send(dealer, 'PUT', SYSCARA, ip, { username: 'demo', password });

const integrations = (dealer: Party) => countRows('merchant_integrations', 'customer_id = ?', dealer.id);
const ads = (dealer: Party) => countRows('products', 'customer_id = ?', dealer.id);

/** Credentials stored while the dealer was still accepted (sealed values are opaque to these checks). */
async function storedIntegration(dealer: Party): Promise<void> {
  await env.DB.prepare("INSERT INTO merchant_integrations (customer_id, provider, credentials, account_hint, updated_at) VALUES (?, 'syscara', 'v1.sealed', 'demo', ?)")
    .bind(dealer.id, Date.now())
    .run();
}

const MESSAGES_403 = {
  integration_merchant_not_accepted: 'The Syscara integration is only available to approved dealers.',
  integration_merchant_blocked: 'Your dealer account has been deactivated, so the Syscara integration is not available.',
};

describe('Syscara integration access', () => {
  it.each([
    ['in review', { accepted: null }, 'integration_merchant_not_accepted'],
    ['rejected', { accepted: false }, 'integration_merchant_not_accepted'],
    ['blocked', { accepted: true, blocked: true }, 'integration_merchant_blocked'],
  ] as const)('refuses a dealer %s with 403 on status, connect and import, storing and importing nothing', async (_state, options, code) => {
    const dealer = await createMerchant(options);
    const ip = freshIp();
    for (const [method, path, body] of [
      ['GET', '/private/merchant/integrations', undefined],
      ['PUT', SYSCARA, { username: 'demo', password: 'demo' }],
      ['POST', `${SYSCARA}/import`, undefined],
    ] as const) {
      const response = await send(dealer, method, path, ip, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await json(response)).toEqual({ error: { code, message: MESSAGES_403[code] } });
    }
    expect(await integrations(dealer)).toBe(0);
    expect(await ads(dealer)).toBe(0);
  });

  it('refuses the import of a dealer blocked after connecting, and lets them withdraw the credentials', async () => {
    const dealer = await createMerchant({ accepted: true, blocked: true });
    await storedIntegration(dealer);
    const ip = freshIp();
    expect((await send(dealer, 'POST', `${SYSCARA}/import`, ip)).status).toBe(403);
    expect(await ads(dealer)).toBe(0);
    const removed = await send(dealer, 'DELETE', SYSCARA, ip);
    expect(removed.status).toBe(200);
    expect(await integrations(dealer)).toBe(0);
  });

  it('lets an accepted, unblocked dealer connect', async () => {
    const dealer = await createMerchant();
    const response = await connect(dealer, freshIp());
    expect(response.status).toBe(200);
    expect(await integrations(dealer)).toBe(1);
  });
});

describe('Syscara credential check limits', () => {
  it('allows the hourly number of checks per dealer, then refuses with 429 before asking Syscara, even from another client', async () => {
    const dealer = await createMerchant();
    const [hourly] = ABUSE_LIMITS.fleetCredentialsCustomer.windows;
    for (let index = 0; index < hourly.limit; index += 1) expect((await connect(dealer, freshIp(), 'wrong')).status).toBe(422);
    // Right credentials now, from a fresh client: still refused, and nothing stored.
    await expectRefused(await connect(dealer, freshIp()), MESSAGES.en, Math.ceil(hourly.windowMs / 1000));
    expect(await integrations(dealer)).toBe(0);
  });

  it.each([0, 1])('refuses over the dealer’s window %i', async (index) => {
    const dealer = await createMerchant();
    await leaveOne(ABUSE_LIMITS.fleetCredentialsCustomer, `customer:${dealer.id}`, index);
    expect((await connect(dealer, freshIp(), 'wrong')).status).toBe(422);
    const windowMs = ABUSE_LIMITS.fleetCredentialsCustomer.windows[index]?.windowMs ?? 0;
    await expectRefused(await connect(dealer, freshIp()), MESSAGES.en, Math.ceil(windowMs / 1000));
    expect(await integrations(dealer)).toBe(0);
  });

  it.each([0, 1])('refuses over the client’s window %i, whichever dealer asks', async (index) => {
    const ip = freshIp();
    const window = ABUSE_LIMITS.fleetCredentialsClient.windows[index];
    await fillWindow(ABUSE_LIMITS.fleetCredentialsClient, ipSubject(ip), index, window?.limit ?? 0);
    const dealer = await createMerchant();
    await expectRefused(await connect(dealer, ip), MESSAGES.en, Math.ceil((window?.windowMs ?? 0) / 1000));
    expect(await integrations(dealer)).toBe(0);
    // Another client of the same dealer is not affected.
    expect((await connect(dealer, freshIp())).status).toBe(200);
  });
});
