/** The operators' valuation queue: order and waiting time, the detail, the confirmation with its message, mail and audit entry, races and bad input. */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatEuro } from '../../domain/format.ts';
import { pathFor } from '../../domain/routes.ts';
import { bearer, createCustomer, login, type Session, uniqueEmail } from './accounts-helpers.ts';
import { browser, type ErrorAnswer } from './ads-helpers.ts';
import { call, json } from './helpers.ts';
import { type Operator, operatorSession } from './operator-helpers.ts';
import { getReport, saveDraft, submitted, type ValuationAnswer, valuationRow } from './valuation-helpers.ts';

const HOUR = 60 * 60 * 1000;

let operator: Operator;
let secondOperator: Operator;
let customer: Session;

beforeAll(async () => {
  [operator, secondOperator] = await Promise.all([operatorSession(), operatorSession()]);
  customer = await login((await createCustomer()).email);
});

interface QueueItem {
  id: number;
  productId: number;
  title: string;
  contact: { name: string | null; email: string | null; locale: string };
  desiredPrice: number | null;
  submittedAt: string | null;
  waiting: { hours: number; overdue: boolean };
  estimate: { state: 'range' | 'too_few'; low?: number; high?: number };
}

interface Detail {
  id: number;
  status: string;
  updatedAt: string;
  vehicle: Record<string, unknown>;
  contact: Record<string, unknown>;
  desiredPrice: number | null;
  estimate: { state: string; comparables?: Record<string, unknown>[] } | null;
  suggested: { low: number; high: number } | null;
}

const ESTIMATE = {
  state: 'range',
  low: 40_000,
  mid: 44_000,
  high: 48_000,
  comparables: [
    {
      kind: 'hammer', make: 'Hymer', model: 'B 678', firstRegistrationYear: 2017, mileage: 70_000, lengthMm: 6990, equipment: ['awning'], at: 1_700_000_000_000,
      price: 43_000, adjustedPrice: 44_000, adjustments: [{ code: 'age', amount: 1_000 }], similarity: 0.9, weight: 1, sellerId: 77,
    },
  ],
  factors: [{ code: 'age', direction: 'up', amount: 1_000 }],
  method: { version: 'v1', k: 12, quantiles: [0.25, 0.75] },
};

const code = async (response: Response) => (await json<ErrorAnswer>(response)).error.code;
const queue = (session: Session, page = 1) => call(`/admin/api/valuations?page=${page}`, { headers: bearer(session) });
const detail = (session: Session, id: number) => call(`/admin/api/valuations/${id}`, { headers: bearer(session) });
const confirm = (session: Session, id: number, body: unknown) => call(`/admin/api/valuations/${id}/confirm`, { method: 'POST', headers: bearer(session), json: body });

/** A valuation submitted through the public call, submitted `hoursAgo` hours ago; with its id, key and address. */
async function waiting(hoursAgo = 1, estimate: unknown = null) {
  const email = uniqueEmail('queue');
  const owner = browser();
  const answer = await submitted(owner, email);
  const row = await valuationRow(answer.product.entityId);
  if (!row) throw new Error('valuation not stored');
  await env.DB.prepare('UPDATE valuations SET submitted_at = ?, estimate = coalesce(?, estimate) WHERE id = ?')
    .bind(Date.now() - hoursAgo * HOUR, estimate === null ? null : JSON.stringify(estimate), row.id)
    .run();
  return { id: row.id, productId: answer.product.entityId, key: answer.key, email, owner };
}

async function readDetail(id: number): Promise<Detail> {
  const response = await detail(operator, id);
  expect(response.status).toBe(200);
  return json<Detail>(response);
}

const mails = async (to: string, kind: string) =>
  (await env.DB.prepare('SELECT locale, subject, text FROM mail_outbox WHERE recipient = ? AND kind = ? ORDER BY id').bind(to, kind).all<{ locale: string; subject: string; text: string }>()).results;

const messages = async (productId: number, kind: string) =>
  (await env.DB.prepare('SELECT customer_id, group_key, cta, params FROM messages WHERE product_id = ? AND kind = ?').bind(productId, kind).all<{ customer_id: number; group_key: string; cta: string; params: string }>()).results;

const auditRows = async (id: number) =>
  (await env.DB.prepare("SELECT action, actor_customer_id, before, after FROM audit_log WHERE subject_type = 'valuation' AND subject_id = ?").bind(String(id)).all<{ action: string; actor_customer_id: number; before: string; after: string }>()).results;

describe('valuation queue', () => {
  it('lists valuations under review oldest first with their waiting time, and leaves out drafts and valuated ones', async () => {
    const recent = await waiting(2);
    const overdue = await waiting(30, ESTIMATE);
    const draft = await saveDraft(browser());
    const done = await waiting(40);
    await env.DB.prepare("UPDATE valuations SET status = 'valuated' WHERE id = ?").bind(done.id).run();

    const response = await queue(operator);
    expect(response.status).toBe(200);
    const { items } = await json<{ items: QueueItem[] }>(response);
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(overdue.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(overdue.id)).toBeLessThan(ids.indexOf(recent.id));
    expect(ids).not.toContain(done.id);
    expect(items.map((item) => item.productId)).not.toContain(draft.product.entityId);

    const first = items.find((item) => item.id === overdue.id);
    expect(first).toMatchObject({ title: 'Hymer B 678 DL', desiredPrice: 45_000, contact: { name: 'Erika Muster', email: overdue.email, locale: 'de' }, estimate: { state: 'range', low: 40_000, high: 48_000 } });
    expect(first?.waiting).toEqual({ hours: 30, escalated: true, overdue: true });
    expect(items.find((item) => item.id === recent.id)).toMatchObject({ waiting: { hours: 2, overdue: false }, estimate: { state: 'too_few' } });
  });

  it('shows one valuation with the vehicle, contact, desired price and estimate (no identities), pre-filling the automatic range', async () => {
    const item = await waiting(1, ESTIMATE);
    const body = await readDetail(item.id);
    expect(body).toMatchObject({
      status: 'under_review',
      vehicle: { productType: 'motorhome', make: 'Hymer', model: 'B 678 DL', mileage: 62_000, equipment: ['awning', 'solar_panel'] },
      contact: { name: 'Erika Muster', email: item.email, phone: '+49 40 1234567' },
      desiredPrice: 45_000,
      suggested: { low: 40_000, high: 48_000 },
    });
    expect(body.estimate?.comparables?.[0]).toMatchObject({ make: 'Hymer', price: 43_000 });
    expect(body.estimate?.comparables?.[0]).not.toHaveProperty('sellerId');
    expect(JSON.stringify(body)).not.toContain(item.key);

    const tooFew = await readDetail((await waiting(1)).id);
    expect(tooFew.estimate?.state).toBe('too_few');
    expect(tooFew.suggested).toBeNull();
    expect((await detail(operator, 2_000_000_000)).status).toBe(404);
  });
});

describe('confirming a valuation', () => {
  it('valuates it, writes the audit entry, and sends the report as a message and a mail with the report link', async () => {
    const item = await waiting(3, ESTIMATE);
    const { updatedAt } = await readDetail(item.id);
    const response = await confirm(operator, item.id, { low: 41_000, high: 47_500, note: 'Gepflegtes Fahrzeug.', updatedAt });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ id: item.id, status: 'valuated', low: 41_000, high: 47_500, messaged: true, mailed: true });

    const row = await env.DB.prepare('SELECT status, low, high, operator_note, reviewed_by, valuated_at, customer_id FROM valuations WHERE id = ?').bind(item.id).first<Record<string, unknown>>();
    expect(row).toMatchObject({ status: 'valuated', low: 41_000, high: 47_500, operator_note: 'Gepflegtes Fahrzeug.', reviewed_by: operator.customerId });
    expect(row?.valuated_at).toEqual(expect.any(Number));

    const audit = await auditRows(item.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'valuation.confirmed', actor_customer_id: operator.customerId });
    expect(JSON.parse(audit[0]?.before ?? '{}')).toMatchObject({ status: 'under_review', estimate: { low: 40_000, high: 48_000 } });
    expect(JSON.parse(audit[0]?.after ?? '{}')).toEqual({ status: 'valuated', low: 41_000, high: 47_500, note: 'Gepflegtes Fahrzeug.' });

    const [message, ...moreMessages] = await messages(item.productId, 'valuation_ready');
    expect(moreMessages).toEqual([]);
    expect(message).toMatchObject({ customer_id: row?.customer_id, group_key: `ad-${item.productId}`, cta: 'read_me' });
    expect(JSON.parse(message?.params ?? '{}')).toEqual({ title: 'Hymer B 678 DL', valuationId: item.id, amount: 41_000 });

    const [mail, ...moreMails] = await mails(item.email, 'valuation_ready');
    expect(moreMails).toEqual([]);
    expect(mail).toMatchObject({ locale: 'de', subject: 'Ihre Fahrzeugbewertung ist fertig' });
    expect(mail?.text).toContain(`die Bewertung für „Hymer B 678 DL“ ist fertig. Unser Team hat die Preisspanne geprüft: ${formatEuro(41_000)} – ${formatEuro(47_500)}.`);
    // Links of a request's mails are built on the request's origin.
    const link = `http://localhost${pathFor('valuation-motorhome-report', 'de', { rest: item.key }, { kind: 'prefix' })}`;
    expect(mail?.text.split('\n')).toContain(link);

    // The link's key opens the report, now with the confirmed range.
    const report = await json<ValuationAnswer>(await getReport(browser(), item.key));
    expect(report.valuate_my_vehicle).toMatchObject({ status: 'valuated', range: { low: 41_000, high: 47_500 }, operatorNote: 'Gepflegtes Fahrzeug.' });

    // Confirmed means off the queue, and a second confirmation is already handled.
    const { items } = await json<{ items: QueueItem[] }>(await queue(operator));
    expect(items.map((entry) => entry.id)).not.toContain(item.id);
    const again = await confirm(operator, item.id, { low: 1, high: 2, updatedAt });
    expect(again.status).toBe(409);
    expect(await code(again)).toBe('already_handled');
  });

  it('lets the operator type the range when there were too few comparables', async () => {
    const item = await waiting(1);
    const { updatedAt } = await readDetail(item.id);
    const response = await confirm(operator, item.id, { low: 18_000, high: 18_000, updatedAt });
    expect(response.status).toBe(200);
    expect(await readDetail(item.id)).toMatchObject({ status: 'valuated', suggested: { low: 18_000, high: 18_000 } });
  });

  it('of two operators at once exactly one confirms: one report, one mail, one audit entry', async () => {
    const item = await waiting(2, ESTIMATE);
    const { updatedAt } = await readDetail(item.id);
    const responses = await Promise.all([
      confirm(operator, item.id, { low: 40_000, high: 48_000, updatedAt }),
      confirm(secondOperator, item.id, { low: 39_000, high: 46_000, updatedAt }),
    ]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = responses.find((response) => response.status === 409);
    expect(['already_handled', 'conflict']).toContain(await code(loser as Response));
    expect(await auditRows(item.id)).toHaveLength(1);
    expect(await mails(item.email, 'valuation_ready')).toHaveLength(1);
    expect(await messages(item.productId, 'valuation_ready')).toHaveLength(1);
  });

  it('refuses a confirmation on a version the operator did not read (409 conflict), changing nothing', async () => {
    const item = await waiting(1, ESTIMATE);
    const response = await confirm(operator, item.id, { low: 40_000, high: 48_000, updatedAt: new Date(0).toISOString() });
    expect(response.status).toBe(409);
    expect(await code(response)).toBe('conflict');
    expect((await readDetail(item.id)).status).toBe('under_review');
    expect(await auditRows(item.id)).toEqual([]);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const item = await waiting(1, ESTIMATE);
    const { updatedAt } = await readDetail(item.id);
    const bad: [unknown, string][] = [
      [{ low: 48_000, high: 40_000, updatedAt }, 'high'],
      [{ low: -5, high: 40_000, updatedAt }, 'low'],
      [{ low: 0, high: 40_000, updatedAt }, 'low'],
      [{ low: 40_000.5, high: 48_000, updatedAt }, 'low'],
      [{ low: 40_000, high: 1_000_001, updatedAt }, 'high'],
      [{ low: '40000', high: 48_000, updatedAt }, 'low'],
      [{ low: 40_000, high: 48_000 }, 'updatedAt'],
      [{ low: 40_000, high: 48_000, updatedAt, note: 'x'.repeat(2001) }, 'note'],
    ];
    for (const [body, field] of bad) {
      const response = await confirm(operator, item.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await json<ErrorAnswer>(response)).error.fields ?? {})).toContain(field);
    }
    expect((await confirm(operator, 0, { low: 1, high: 2, updatedAt })).status).toBe(400);
    expect((await confirm(operator, 2_000_000_000, { low: 1, high: 2, updatedAt })).status).toBe(404);
    expect(await readDetail(item.id)).toMatchObject({ status: 'under_review', updatedAt });
    expect(await auditRows(item.id)).toEqual([]);
    expect(await mails(item.email, 'valuation_ready')).toEqual([]);
  });

  it('is closed to visitors and customers', async () => {
    const item = await waiting(1);
    const { updatedAt } = await readDetail(item.id);
    for (const headers of [{}, bearer(customer)]) {
      const expected = 'Authorization' in headers ? 403 : 401;
      expect((await call('/admin/api/valuations', { headers })).status).toBe(expected);
      expect((await call(`/admin/api/valuations/${item.id}`, { headers })).status).toBe(expected);
      expect((await call(`/admin/api/valuations/${item.id}/confirm`, { method: 'POST', headers, json: { low: 1, high: 2, updatedAt } })).status).toBe(expected);
    }
    expect((await readDetail(item.id)).status).toBe('under_review');
  });
});
