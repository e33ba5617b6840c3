/** The console's content area: terms versions (and what they mean for bidding), merchant popups, newsletter export. */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { createAuction, createMerchant, createSeller, requestId, type Party } from './auction-fixtures.ts';
import { call, json } from './helpers.ts';
import { operatorSession, type Operator } from './operator-helpers.ts';

interface TermsItem {
  id: number;
  validFrom: string;
  title: Record<string, string>;
  content: Record<string, string[]>;
  changes: Record<string, string[]>;
  inForce: boolean;
  scheduled: boolean;
}
interface PopupItem {
  id: number;
  validFrom: string;
  title: Record<string, string>;
  visible: boolean;
}
interface AuditRow {
  actor_customer_id: number;
  action: string;
  subject_type: string;
  subject_id: string;
  before: string | null;
  after: string | null;
}

const HOUR = 3_600_000;
let operator: Operator;
let rival: Operator;
let customerHeaders: Record<string, string>;

beforeAll(async () => {
  [operator, rival] = [await operatorSession(), await operatorSession()];
  const customer = await createCustomer();
  customerHeaders = bearer(await login(customer.email));
});

const asOperator = (who: Operator = operator) => bearer(who);
const terms = (overrides: Record<string, unknown> = {}) => ({
  validFrom: Date.now() + 24 * HOUR,
  title: { de: 'Allgemeine Geschäftsbedingungen', en: 'Terms and conditions' },
  content: { de: ['§ 1 Geltung', '§ 2 Gebote'], en: ['§ 1 Scope', '§ 2 Bids'] },
  changes: { de: ['Neue Gebotsregeln'], en: ['New bidding rules'] },
  ...overrides,
});
const popup = (overrides: Record<string, unknown> = {}) => ({ validFrom: Date.now() + 24 * HOUR, title: { de: 'Wartung' }, content: { de: ['Am Sonntag ist Wartung.'] }, ...overrides });

const post = (path: string, body: unknown, headers = asOperator()) => call(path, { method: 'POST', headers, json: body });
const remove = (path: string, headers = asOperator()) => call(path, { method: 'DELETE', headers });
const errorCode = async (response: Response) => (await json<{ error: { code: string } }>(response)).error.code;
const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

async function auditRows(action: string, subjectId?: number | string): Promise<AuditRow[]> {
  const query = subjectId === undefined ? 'SELECT * FROM audit_log WHERE action = ?' : 'SELECT * FROM audit_log WHERE action = ? AND subject_id = ?';
  const statement = env.DB.prepare(`${query} ORDER BY id`);
  const { results } = await (subjectId === undefined ? statement.bind(action) : statement.bind(action, String(subjectId))).all<AuditRow>();
  return results;
}

describe('who may call', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/admin/api/terms'],
    ['POST', '/admin/api/terms', terms()],
    ['DELETE', '/admin/api/terms/1'],
    ['GET', '/admin/api/popups'],
    ['POST', '/admin/api/popups', popup()],
    ['DELETE', '/admin/api/popups/1'],
    ['GET', '/admin/api/newsletter'],
    ['GET', '/admin/api/newsletter/subscribers.csv'],
  ];

  it.each(calls)('%s %s: 401 anonymous, 403 for a customer, nothing written', async (method, path, body) => {
    const before = [await count('terms_versions'), await count('merchant_popups'), await count('audit_log')];
    expect((await call(path, { method, json: body })).status).toBe(401);
    const refused = await call(path, { method, json: body, headers: customerHeaders });
    expect(refused.status).toBe(403);
    expect([await count('terms_versions'), await count('merchant_popups'), await count('audit_log')]).toEqual(before);
  });
});

describe('terms versions', () => {
  it('creates a scheduled version, lists it and writes one audit entry', async () => {
    const created = await post('/admin/api/terms', terms());
    expect(created.status).toBe(201);
    const item = await json<TermsItem>(created);
    expect(item).toMatchObject({ inForce: false, scheduled: true, title: { de: 'Allgemeine Geschäftsbedingungen' }, changes: { en: ['New bidding rules'] } });
    const { items } = await json<{ items: TermsItem[] }>(await call('/admin/api/terms', { headers: asOperator() }));
    expect(items.find((version) => version.id === item.id)).toEqual(item);
    const [entry, ...more] = await auditRows('terms.created', item.id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ actor_customer_id: operator.customerId, subject_type: 'terms' });
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ validFrom: item.validFrom, locales: ['de', 'en'] });
  });

  it.each([
    ['German missing', terms({ title: { en: 'Terms' } }), 'title.de'],
    ['German content empty', terms({ content: { de: [] } }), 'content.de'],
    ['start in the past', terms({ validFrom: Date.now() - 5 * 60_000 }), 'validFrom'],
    ['start not a number', terms({ validFrom: 'tomorrow' }), 'validFrom'],
    ['title too long', terms({ title: { de: 'x'.repeat(201) } }), 'title.de'],
    ['English title without English content', terms({ content: { de: ['x'] }, changes: { de: ['y'] }, title: { de: 'AGB', en: 'Terms' } }), 'content.en'],
  ])('refuses %s with 400 and stores nothing', async (_name, body, field) => {
    const before = [await count('terms_versions'), await count('audit_log')];
    const refused = await post('/admin/api/terms', body);
    expect(refused.status).toBe(400);
    expect((await json<{ error: { fields: Record<string, string> } }>(refused)).error.fields).toHaveProperty([field]);
    expect([await count('terms_versions'), await count('audit_log')]).toEqual(before);
  });

  it('stores HTML as text and answers it unchanged, as text (the console and the storefront render it as text)', async () => {
    const html = '<img src=x onerror="alert(1)"><b>fett</b>';
    const created = await json<TermsItem>(await post('/admin/api/terms', terms({ title: { de: html }, content: { de: [html] }, changes: { de: [html] } })));
    expect(created.content.de).toEqual([html]);
    const stored = await env.DB.prepare('SELECT content FROM terms_versions WHERE id = ?').bind(created.id).first<{ content: string }>();
    expect(JSON.parse(stored?.content ?? '{}')).toEqual({ de: [html] });
    await remove(`/admin/api/terms/${created.id}`);
    const shown = await json<PopupItem>(await post('/admin/api/popups', popup({ validFrom: Date.now(), title: { de: html }, content: { de: [html] } })));
    const { data } = await json<{ data: { id: number; title: string; content: string[] }[] }>(await call('/public/merchant-notification-popups'));
    expect(data.find((item) => item.id === shown.id)).toMatchObject({ title: html, content: [html] });
  });

  it('answers malformed bodies and ids with 400 and stores nothing', async () => {
    const before = [await count('terms_versions'), await count('merchant_popups'), await count('audit_log')];
    const headers = { ...asOperator(), 'Content-Type': 'application/json' };
    expect((await call('/admin/api/terms', { method: 'POST', headers, body: '{"validFrom":' })).status).toBe(400);
    expect((await post('/admin/api/terms', { ...terms(), extra: 1 })).status).toBe(400);
    expect((await post('/admin/api/popups', popup({ title: { de: 'x', xx: 'y' } }))).status).toBe(400);
    expect((await remove('/admin/api/terms/abc')).status).toBe(400);
    expect((await remove("/admin/api/popups/1'%20OR%201=1")).status).toBe(400);
    expect([await count('terms_versions'), await count('merchant_popups'), await count('audit_log')]).toEqual(before);
  });

  it('deletes a scheduled version once; an in-force one stays (409)', async () => {
    const scheduled = await json<TermsItem>(await post('/admin/api/terms', terms()));
    const [first, second] = await Promise.all([remove(`/admin/api/terms/${scheduled.id}`), remove(`/admin/api/terms/${scheduled.id}`, asOperator(rival))]);
    expect([first.status, second.status].sort()).toEqual([204, 409]);
    expect(await errorCode(first.status === 409 ? first : second)).toBe('already_handled');
    expect(await auditRows('terms.deleted', scheduled.id)).toHaveLength(1);
    expect(await env.DB.prepare('SELECT id FROM terms_versions WHERE id = ?').bind(scheduled.id).first()).toBeNull();

    const past = await env.DB.prepare(`INSERT INTO terms_versions (valid_from, title, content, changes) VALUES (?, '{"de":"Alt"}', '{"de":["a"]}', '{"de":["b"]}') RETURNING id`)
      .bind(Date.now() - 48 * HOUR)
      .first<{ id: number }>();
    const refused = await remove(`/admin/api/terms/${past?.id}`);
    expect(refused.status).toBe(409);
    expect(await errorCode(refused)).toBe('already_handled');
    expect(await env.DB.prepare('SELECT id FROM terms_versions WHERE id = ?').bind(past?.id).first()).not.toBeNull();
    expect(await auditRows('terms.deleted', past?.id ?? 0)).toHaveLength(0);
    expect((await remove('/admin/api/terms/999999')).status).toBe(404);
  });

  it('gives a signed-in merchant the start of an announced version in their token claims', async () => {
    const validFrom = Date.now() + 2 * HOUR;
    const created = await json<TermsItem>(await post('/admin/api/terms', terms({ validFrom })));
    const dealer = await createCustomer({ profileType: 'MERCHANT' });
    const token = (await login(dealer.email)).accessToken;
    const payload = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { bid?: { tu?: number } };
    expect(payload.bid?.tu).toBe(validFrom);
    await remove(`/admin/api/terms/${created.id}`);
  });
});

describe('new terms and binding bids', () => {
  const bid = (party: Party, auctionId: number, amount: number) =>
    call(`/private/auction/${auctionId}/bid`, { method: 'POST', headers: party.headers, json: { amount, requestId: requestId() } });

  it('refuses the next bid of a merchant once new terms are in force, and takes it after they accept', async () => {
    // The terms in force so far, accepted by both dealers a while ago; their tokens are issued after that.
    await env.DB.prepare(`INSERT INTO terms_versions (valid_from, title, content, changes) VALUES (?, '{"de":"AGB 1"}', '{"de":["Alt"]}', '{"de":["-"]}')`)
      .bind(Date.now() - 24 * HOUR)
      .run();
    const seller = await createSeller();
    const [dealer, other] = [await createMerchant(), await createMerchant()];
    for (const party of [dealer, other]) {
      await env.DB.prepare('UPDATE customers SET tac_accepted_at = ? WHERE id = ?').bind(Date.now() - HOUR, party.id).run();
      party.headers = bearer(await login(party.email));
    }
    const { auctionId } = await createAuction({ sellerId: seller.id });
    expect((await bid(dealer, auctionId, 10_000)).status).toBe(200);

    const published = await post('/admin/api/terms', terms({ validFrom: Date.now() }));
    expect(published.status).toBe(201);
    expect(await json<TermsItem>(published)).toMatchObject({ inForce: true, scheduled: false });

    // The other dealer accepts at once and outbids; the dealer, still on the old terms, is refused.
    expect((await call('/private/customer/accept-tac', { method: 'POST', headers: other.headers })).status).toBe(200);
    expect((await bid(other, auctionId, 10_250)).status).toBe(200);
    const refused = await bid(dealer, auctionId, 10_500);
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('terms_not_accepted');
    expect((await json<{ highestBid: number }>(await call(`/public/auction/${auctionId}`))).highestBid).toBe(10_250);

    expect((await call('/private/customer/accept-tac', { method: 'POST', headers: dealer.headers })).status).toBe(200);
    const accepted = await bid(dealer, auctionId, 10_500);
    expect(accepted.status).toBe(200);
    expect(await json(accepted)).toMatchObject({ highestBid: 10_500 });
  });
});

describe('merchant popups', () => {
  it('shows a popup publicly only from its start, and deletes only scheduled ones', async () => {
    const later = await json<PopupItem>(await post('/admin/api/popups', popup({ title: { de: 'Später' } })));
    const now = await post('/admin/api/popups', popup({ validFrom: Date.now() - 30_000, title: { de: 'Jetzt', en: 'Now' }, content: { de: ['x'], en: ['y'] } }));
    expect(now.status).toBe(201);
    const current = await json<PopupItem>(now);
    expect(current).toMatchObject({ visible: true });
    expect(later).toMatchObject({ visible: false });

    const { data } = await json<{ data: { id: number; title: string }[] }>(await call('/public/merchant-notification-popups', { headers: { 'X-Locale': 'en' } }));
    expect(data.map((item) => item.id)).toContain(current.id);
    expect(data.map((item) => item.id)).not.toContain(later.id);
    expect(data.find((item) => item.id === current.id)?.title).toBe('Now');
    expect(await auditRows('popup.created', current.id)).toHaveLength(1);

    const refused = await remove(`/admin/api/popups/${current.id}`);
    expect(refused.status).toBe(409);
    expect(await errorCode(refused)).toBe('already_handled');
    const [first, second] = await Promise.all([remove(`/admin/api/popups/${later.id}`), remove(`/admin/api/popups/${later.id}`, asOperator(rival))]);
    expect([first.status, second.status].sort()).toEqual([204, 409]);
    expect(await auditRows('popup.deleted', later.id)).toHaveLength(1);
    expect(await auditRows('popup.deleted', current.id)).toHaveLength(0);
  });

  it('refuses a popup without German content and stores nothing', async () => {
    const before = await count('merchant_popups');
    expect((await post('/admin/api/popups', popup({ content: { en: ['x'] } }))).status).toBe(400);
    expect((await post('/admin/api/popups', popup({ validFrom: Date.now() - 2 * HOUR }))).status).toBe(400);
    expect(await count('merchant_popups')).toBe(before);
  });
});

describe('newsletter', () => {
  it('counts subscribers per locale and exports them as a guarded CSV', async () => {
    const rows: [string, string][] = [
      ['anna@example.com', 'de'],
      ['=HYPERLINK("http://evil")@example.com', 'en'],
      ['"quoted",name@example.com', 'nl'],
      ['-minus@example.com', 'de'],
    ];
    const confirmedAt = Date.UTC(2026, 4, 2, 8, 30);
    for (const [email, locale] of rows) await env.DB.prepare('INSERT INTO newsletter_subscriptions (email, locale, confirmed_at) VALUES (?, ?, ?)').bind(email, locale, confirmedAt).run();
    // A sign-up nobody confirmed (double opt-in) is no subscriber: neither counted nor exported.
    await env.DB.prepare("INSERT INTO newsletter_subscriptions (email, locale, token_hash, token_expires_at) VALUES ('pending@example.com', 'de', 'h', ?)").bind(Date.now() + 60_000).run();
    const summary = await json<{ total: number; byLocale: Record<string, number> }>(await call('/admin/api/newsletter', { headers: asOperator() }));
    expect(summary).toEqual({ total: 4, byLocale: { de: 2, en: 1, nl: 1 } });

    const response = await call('/admin/api/newsletter/subscribers.csv', { headers: asOperator() });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('email,locale,subscribed_at');
    expect(lines[1]).toBe('anna@example.com,de,2026-05-02T08:30:00.000Z');
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil""\)@example\.com",en,/);
    expect(lines[3]).toMatch(/^"""quoted"",name@example\.com",nl,/);
    expect(lines[4]).toMatch(/^'-minus@example\.com,de,/);
    expect(lines).toHaveLength(6);
    const [entry, ...more] = await auditRows('newsletter.exported');
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ actor_customer_id: operator.customerId, subject_type: 'content' });
    expect(JSON.parse(entry?.after ?? '{}')).toEqual({ count: 4 });
  });
});
