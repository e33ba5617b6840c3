import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './accounts-helpers.ts';
import { asCustomer, browser, createAd, personalData, PRIVATE_SELLER, readyAd, signedInSeller, submitAd } from './ads-helpers.ts';
import { registeredDealer } from './dealer-helpers.ts';
import { call, json, setCookies } from './helpers.ts';
import { type Operator, operatorSession } from './operator-helpers.ts';

const DEALERS = '/admin/api/reviews/dealers';
const CONFIRM = '/public/customer/merchant/cookie/get';

interface TrackingSummary {
  issuedAt: number | null;
  referredAds: number;
  recentAds: { productId: number; title: string }[];
}

let operator: Operator;

beforeAll(async () => {
  operator = await operatorSession();
});


async function issueLink(merchantId: number): Promise<{ link: string; secret: string }> {
  const response = await call(`${DEALERS}/${merchantId}/tracking-link`, { method: 'POST', headers: bearer(operator), json: {} });
  expect(response.status).toBe(201);
  const { link } = await json<{ link: string }>(response);
  return { link, secret: new URL(link).searchParams.get('mc') ?? '' };
}

const summaryOf = async (merchantId: number) =>
  (await json<{ trackingLink: TrackingSummary }>(await call(`${DEALERS}/${merchantId}`, { headers: bearer(operator) }))).trackingLink;

/** Confirms a secret and returns the answer and the merchant cookie it set (if any). */
async function confirm(secret: string) {
  const response = await call(`${CONFIRM}?mc=${encodeURIComponent(secret)}`);
  return { status: response.status, body: await json(response), cookie: setCookies(response)['cm24-merchant'], raw: response.headers.getSetCookie() };
}

describe('issuing a dealer tracking link', () => {
  it('shows the link once, stores only its hash and is for operators only', async () => {
    const { merchantId, session } = await registeredDealer();
    expect((await summaryOf(merchantId)).issuedAt).toBeNull();
    const { link, secret } = await issueLink(merchantId);
    expect(new URL(link).pathname).toBe('/nl');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await env.DB.prepare('SELECT secret_hash FROM merchant_tracking_links WHERE merchant_id = ?').bind(merchantId).first<{ secret_hash: string }>();
    expect(stored?.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.secret_hash).not.toContain(secret);
    const detail = await call(`${DEALERS}/${merchantId}`, { headers: bearer(operator) });
    const text = await detail.text();
    expect(text).not.toContain(secret);
    expect(JSON.parse(text).trackingLink).toMatchObject({ referredAds: 0, recentAds: [] });
    expect(JSON.parse(text).trackingLink.issuedAt).toEqual(expect.any(Number));
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE subject_type = 'merchant' AND subject_id = ?").bind(String(merchantId)).all<{ action: string }>();
    expect(audit.results.map((row) => row.action)).toContain('merchant.tracking_link_issued');
    const refused = await call(`${DEALERS}/${merchantId}/tracking-link`, { method: 'POST', headers: bearer(session), json: {} });
    expect(refused.status).toBe(403);
  });
});

describe('GET /public/customer/merchant/cookie/get', () => {
  it('sets a signed, httpOnly cookie with a bounded life only for a confirmed secret', async () => {
    const { merchantId } = await registeredDealer();
    const { secret } = await issueLink(merchantId);
    const ok = await confirm(secret);
    expect(ok.body).toEqual({ valid: true });
    expect(ok.cookie).toMatch(new RegExp(`^${merchantId}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
    const header = ok.raw.find((line) => line.startsWith('cm24-merchant=')) ?? '';
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Max-Age=2592000/);

    for (const wrong of ['guess', 'A'.repeat(43), `${secret.slice(0, 42)}${secret.endsWith('A') ? 'B' : 'A'}`]) {
      const refused = await confirm(wrong);
      expect(refused).toMatchObject({ status: 200, body: { valid: false } });
      expect(refused.cookie).toBeUndefined();
    }
  });

  it('refuses a missing or oversized secret with a 400 and sets nothing', async () => {
    for (const path of [CONFIRM, `${CONFIRM}?mc=${'x'.repeat(300)}`]) {
      const response = await call(path);
      expect(response.status).toBe(400);
      expect(setCookies(response)['cm24-merchant']).toBeUndefined();
    }
  });

  it('voids the old link and its cookies when a new link is issued', async () => {
    const { merchantId } = await registeredDealer();
    const first = await issueLink(merchantId);
    const oldCookie = (await confirm(first.secret)).cookie ?? '';
    await issueLink(merchantId);
    expect((await confirm(first.secret)).body).toEqual({ valid: false });

    const seller = await signedInSeller();
    const caller = asCustomer(seller.session, { Cookie: `cm24-merchant=${oldCookie}` });
    const id = await readyAd(caller);
    expect((await personalData(caller, id, PRIVATE_SELLER)).status).toBe(200);
    expect((await submitAd(caller, id)).status).toBe(200);
    expect((await summaryOf(merchantId)).referredAds).toBe(0);
  });
});

describe('attributing a submitted ad to the referring dealer', () => {
  it('records the dealer of a valid cookie once and ignores a forged one', async () => {
    const [dealer, other] = await Promise.all([registeredDealer(), registeredDealer()]);
    const { secret } = await issueLink(dealer.merchantId);
    await issueLink(other.merchantId);
    const cookie = (await confirm(secret)).cookie ?? '';

    const seller = await signedInSeller();
    const caller = asCustomer(seller.session, { Cookie: `cm24-merchant=${cookie}` });
    const id = await readyAd(caller);
    expect((await personalData(caller, id, PRIVATE_SELLER)).status).toBe(200);
    expect((await submitAd(caller, id)).status).toBe(200);
    const summary = await summaryOf(dealer.merchantId);
    expect(summary.referredAds).toBe(1);
    expect(summary.recentAds.map((ad) => ad.productId)).toEqual([id]);

    // The same signature with another dealer's id does not pass.
    const forged = cookie.replace(/^\d+/, String(other.merchantId));
    const forger = await signedInSeller();
    const forgerCaller = asCustomer(forger.session, { Cookie: `cm24-merchant=${forged}` });
    const forgedId = await readyAd(forgerCaller);
    expect((await personalData(forgerCaller, forgedId, PRIVATE_SELLER)).status).toBe(200);
    expect((await submitAd(forgerCaller, forgedId)).status).toBe(200);
    expect((await summaryOf(other.merchantId)).referredAds).toBe(0);
  });
});

describe('GET /public/product/can-set-cm24-uuid/{entityId}/{cm24}', () => {
  it('is true only for the anonymous draft of that visitor id', async () => {
    const visitor = browser();
    const created = await createAd(visitor);
    expect(created.status).toBe(201);
    const { entityId } = await json<{ entityId: number }>(created);
    const ask = async (id: number | string, uuid: string) => call(`/public/product/can-set-cm24-uuid/${id}/${uuid}`);
    expect(await json(await ask(entityId, visitor.visitor))).toBe(true);
    expect(await json(await ask(entityId, visitor.visitor.toUpperCase()))).toBe(true);
    expect(await json(await ask(entityId, crypto.randomUUID()))).toBe(false);
    expect(await json(await ask(2_000_000_000, visitor.visitor))).toBe(false);

    const seller = await signedInSeller();
    const owned = await json<{ entityId: number }>(await createAd(asCustomer(seller.session, { Cookie: `cm24-uuid=${visitor.visitor}` })));
    expect(await json(await ask(owned.entityId, visitor.visitor))).toBe(false);
  });

  it('refuses a malformed id or visitor id with a 400', async () => {
    for (const path of ['/public/product/can-set-cm24-uuid/abc/6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b', '/public/product/can-set-cm24-uuid/1/not-a-uuid']) {
      const response = await call(path);
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ error: { code: expect.any(String) } });
    }
  });
});
