/** The dealer's fleet integration (Syscara) against the offline fleet: connect, refuse bad logins, import, disconnect. */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';

let dealer: Session;
let dealerId: number;
let privateSeller: Session;

beforeAll(async () => {
  const created = await createCustomer({ profileType: 'MERCHANT' });
  dealerId = created.id;
  await env.DB.prepare("INSERT INTO merchants (customer_id, company, country, accepted) VALUES (?, 'Fleet GmbH', 'DE', 1)").bind(created.id).run();
  dealer = await login(created.email);
  privateSeller = await login((await createCustomer()).email);
});

const connect = (session: Session, body: unknown) =>
  call('/private/merchant/integrations/syscara', { method: 'PUT', headers: { ...bearer(session), 'X-Locale': 'en' }, json: body });

describe('fleet integration', () => {
  it('is for dealers only', async () => {
    const response = await call('/private/merchant/integrations', { headers: bearer(privateSeller) });
    expect(response.status).toBe(403);
  });

  it('refuses credentials the fleet system refuses and stores nothing', async () => {
    const response = await connect(dealer, { username: 'demo', password: 'wrong' });
    expect(response.status).toBe(422);
    expect((await json<{ error: { message: string } }>(response)).error.message).toMatch(/credentials/i);
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM merchant_integrations WHERE customer_id = ?').bind(dealerId).first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it('stores accepted credentials sealed and never answers them', async () => {
    const response = await connect(dealer, { username: 'demo', password: 'demo' });
    expect(response.status).toBe(200);
    const body = await json<{ syscara: Record<string, unknown> }>(response);
    expect(body.syscara).toMatchObject({ connected: true, accountHint: 'demo', lastImportAt: null });
    expect(JSON.stringify(body)).not.toContain('"password"');
    const row = await env.DB.prepare('SELECT credentials FROM merchant_integrations WHERE customer_id = ?').bind(dealerId).first<{ credentials: string }>();
    expect(row?.credentials).toMatch(/^v1\./);
    expect(row?.credentials).not.toContain('demo');
  });

  it('imports the fleet as ads in editing and skips vehicles already listed on the next import', async () => {
    await connect(dealer, { username: 'demo', password: 'demo' });
    const first = await json<{ imported: number; skipped: number; syscara: { lastImportStatus: string; lastImportCount: number } }>(
      await call('/private/merchant/integrations/syscara/import', { method: 'POST', headers: bearer(dealer) }),
    );
    expect(first).toMatchObject({ imported: 2, skipped: 0, syscara: { lastImportStatus: 'ok', lastImportCount: 2 } });
    const ads = await env.DB.prepare("SELECT product_type, make, status FROM products WHERE customer_id = ? ORDER BY product_type").bind(dealerId).all<{ product_type: string; make: string; status: string }>();
    expect(ads.results).toEqual([
      { product_type: 'motorhome', make: 'Knaus', status: 'editing' },
      { product_type: 'trailer', make: 'Hobby', status: 'editing' },
    ]);
    const second = await json<{ imported: number; skipped: number }>(await call('/private/merchant/integrations/syscara/import', { method: 'POST', headers: bearer(dealer) }));
    expect(second).toMatchObject({ imported: 0, skipped: 2 });
  });

  it('disconnects, after which an import is refused', async () => {
    await connect(dealer, { username: 'demo', password: 'demo' });
    const gone = await json<{ syscara: { connected: boolean } }>(await call('/private/merchant/integrations/syscara', { method: 'DELETE', headers: bearer(dealer) }));
    expect(gone.syscara.connected).toBe(false);
    const refused = await call('/private/merchant/integrations/syscara/import', { method: 'POST', headers: bearer(dealer) });
    expect(refused.status).toBe(409);
  });
});
