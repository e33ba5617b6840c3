/** Operators' review of changes to published ads: the pending copies, the diff, apply (product, values, gallery and catalogue in step) and reject, with revision conflicts. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { eq } from 'drizzle-orm';
import { applyCopyStatements, versionGuard } from '../../worker/db/repositories/ad-review-edits.ts';
import { guardedAuditInsert } from '../../worker/db/repositories/ad-review-audit.ts';
import { createDb } from '../../worker/db/client.ts';
import { products } from '../../worker/db/schema.ts';
import { mailsTo } from './ads-helpers.ts';
import { call, eventually, json } from './helpers.ts';
import { type Operator, operatorSession } from './operator-helpers.ts';

interface Diff {
  productId: number;
  revision: number;
  changes: { code: string; label: string; before: string; after: string }[];
  gallery: { before: string[]; after: string[] };
}
interface ErrorBody {
  error: { code: string };
  changed?: Record<string, unknown>;
}

/** A running ad of a new seller (writing in `language`) with two photos, and the seller signed in. */
async function publishedAd(language = 'de') {
  const account = await createCustomer({ language });
  const row = await env.DB.prepare(
    `INSERT INTO products (customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month, mileage, power_kw, fuel, transmission, zip_code, city, country, status, description)
     VALUES (?, 'motorhome', 'Hymer', 'hymer', 'B 678', 2019, 5, 45000, 103, 'diesel', 'manual', '20095', 'Hamburg', 'DE', 'running', 'Gepflegt.') RETURNING id`,
  )
    .bind(account.id)
    .first<{ id: number }>();
  const id = row?.id ?? 0;
  await env.DB.prepare("INSERT INTO product_values (product_id, attribute_code, value) VALUES (?, 'equipment', '[\"awning\"]')").bind(id).run();
  for (const position of [0, 1]) {
    await env.DB.prepare('INSERT INTO product_images (product_id, position, object_key) VALUES (?, ?, ?)').bind(id, position, `products/${id}/i/photo${position}`).run();
  }
  return { id, email: account.email, session: await login(account.email) };
}

/** The seller saves a copy: mileage, equipment and the photos (the second one first, the first dropped). */
async function saveCopy(seller: Session, id: number, revision: number, mileage: number) {
  const current = await json<{ gallery: { value: string }[] }>(await call(`/private/versioned/product/get/${id}`, { headers: bearer(seller) }));
  const second = current.gallery.at(-1)?.value;
  const response = await call(`/private/versioned/product/update/${id}`, {
    method: 'PUT',
    headers: bearer(seller),
    json: { revision, attributes: { ints: { mileage }, selects: { equipment: ['awning', 'solar_panel'] } }, gallery: [{ value: second, position: 0 }] },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const diff = async (operator: Operator, id: number) => json<Diff>(await call(`/admin/api/reviews/edits/${id}`, { headers: { ...bearer(operator), 'X-Locale': 'en' } }));
const apply = (operator: Operator, id: number, body: unknown) => call(`/admin/api/reviews/edits/${id}/apply`, { method: 'POST', headers: bearer(operator), json: body });
const reject = (operator: Operator, id: number, body: unknown) => call(`/admin/api/reviews/edits/${id}/reject`, { method: 'POST', headers: bearer(operator), json: body });
const versionOf = (id: number) => env.DB.prepare('SELECT revision FROM product_versions WHERE product_id = ?').bind(id).first<{ revision: number }>();
const auditCount = async (action: string, id: number) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM audit_log WHERE action = ? AND subject_id = ?').bind(action, String(id)).first<{ n: number }>())?.n ?? 0;

describe('who may review edits', () => {
  it('refuses anonymous callers (401) and customers who are no operators (403)', async () => {
    const seller = await publishedAd();
    await saveCopy(seller.session, seller.id, 0, 46000);
    for (const [method, path] of [
      ['GET', '/admin/api/reviews/edits'],
      ['GET', `/admin/api/reviews/edits/${seller.id}`],
      ['POST', `/admin/api/reviews/edits/${seller.id}/apply`],
      ['POST', `/admin/api/reviews/edits/${seller.id}/reject`],
    ] as const) {
      const body = method === 'POST' ? { revision: 1, reason: 'x' } : undefined;
      expect((await call(path, { method, json: body })).status, path).toBe(401);
      expect((await call(path, { method, headers: bearer(seller.session), json: body })).status, path).toBe(403);
    }
    expect((await versionOf(seller.id))?.revision).toBe(1);
  });
});

describe('applying a copy', () => {
  it('lists it, shows only what differs, and applies values, gallery and catalogue in one step with one audit entry', async () => {
    const seller = await publishedAd();
    await saveCopy(seller.session, seller.id, 0, 46000);
    const operator = await operatorSession();
    const list = await json<{ items: { productId: number; revision: number; title: string }[] }>(await call('/admin/api/reviews/edits', { headers: bearer(operator) }));
    expect(list.items.find((item) => item.productId === seller.id)).toMatchObject({ revision: 1, title: 'Hymer B 678' });
    const found = await diff(operator, seller.id);
    expect(found.revision).toBe(1);
    expect(found.changes).toEqual([
      { code: 'equipment', label: 'Equipment', before: expect.any(String), after: expect.stringContaining(', ') },
      { code: 'mileage', label: 'Mileage', before: '45.000\u00a0km', after: '46.000\u00a0km' },
    ]);
    expect(found.gallery.before).toHaveLength(2);
    expect(found.gallery.after).toEqual([found.gallery.before[1]]);
    const response = await apply(operator, seller.id, { revision: 1 });
    expect(response.status, await response.clone().text()).toBe(200);
    const product = await env.DB.prepare('SELECT mileage FROM products WHERE id = ?').bind(seller.id).first<{ mileage: number }>();
    expect(product?.mileage).toBe(46000);
    const equipment = await env.DB.prepare("SELECT value FROM product_values WHERE product_id = ? AND attribute_code = 'equipment'").bind(seller.id).first<{ value: string }>();
    expect(JSON.parse(equipment?.value ?? '[]')).toEqual(['awning', 'solar_panel']);
    const images = await env.DB.prepare('SELECT position, object_key FROM product_images WHERE product_id = ? ORDER BY position').bind(seller.id).all();
    expect(images.results).toEqual([{ position: 0, object_key: `products/${seller.id}/i/photo1` }]);
    const listing = await env.DB.prepare('SELECT mileage FROM catalog_listings WHERE product_id = ?').bind(seller.id).first<{ mileage: number }>();
    expect(listing?.mileage).toBe(46000);
    expect(await versionOf(seller.id)).toBeNull();
    expect(await auditCount('ad_edit.applied', seller.id)).toBe(1);
    const again = await apply(operator, seller.id, { revision: 1 });
    expect(again.status).toBe(409);
    expect((await json<ErrorBody>(again)).error.code).toBe('already_handled');
  });

  it('refuses a revision the seller has since replaced (409 conflict) and bad input (400), changing nothing', async () => {
    const seller = await publishedAd();
    await saveCopy(seller.session, seller.id, 0, 46000);
    await saveCopy(seller.session, seller.id, 1, 47000);
    const operator = await operatorSession();
    const stale = await apply(operator, seller.id, { revision: 1 });
    expect(stale.status).toBe(409);
    expect(await json<ErrorBody>(stale)).toMatchObject({ error: { code: 'conflict' }, changed: { revision: 2 } });
    for (const body of [{}, { revision: 'two' }, { revision: -1 }, { revision: 1.5 }]) expect((await apply(operator, seller.id, body)).status).toBe(400);
    expect((await reject(operator, seller.id, { revision: 2, reason: '   ' })).status).toBe(400);
    expect((await env.DB.prepare('SELECT mileage FROM products WHERE id = ?').bind(seller.id).first<{ mileage: number }>())?.mileage).toBe(45000);
    expect((await versionOf(seller.id))?.revision).toBe(2);
    expect(await auditCount('ad_edit.applied', seller.id)).toBe(0);
  });

  it('lets one of two operators deciding at once win; the other gets 409 and the copy is applied once', async () => {
    const seller = await publishedAd();
    await saveCopy(seller.session, seller.id, 0, 46000);
    const [first, second] = [await operatorSession(), await operatorSession()];
    const answers = await Promise.all([apply(first, seller.id, { revision: 1 }), reject(second, seller.id, { revision: 1, reason: 'Nein.' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await auditCount('ad_edit.applied', seller.id)) + (await auditCount('ad_edit.rejected', seller.id))).toBe(1);
    expect(await versionOf(seller.id)).toBeNull();
  });
});

describe('rejecting a copy', () => {
  it('drops the copy, leaves the ad as it was and mails the reason in the seller’s language', async () => {
    const seller = await publishedAd('es');
    await saveCopy(seller.session, seller.id, 0, 46000);
    const operator = await operatorSession();
    const response = await reject(operator, seller.id, { revision: 1, reason: 'Las fotos <img> no son del vehículo.' });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await versionOf(seller.id)).toBeNull();
    expect((await env.DB.prepare('SELECT mileage FROM products WHERE id = ?').bind(seller.id).first<{ mileage: number }>())?.mileage).toBe(45000);
    const mail = await eventually(async () => {
      const found = (await mailsTo(seller.email)).find((entry) => entry.kind === 'ad_edit_rejected');
      expect(found).toBeDefined();
      return found;
    });
    expect(mail).toMatchObject({ locale: 'es', subject: 'No se han aplicado los cambios de tu anuncio' });
    expect(mail?.text).toContain('Las fotos <img> no son del vehículo.');
    const html = await env.DB.prepare("SELECT html FROM mail_outbox WHERE recipient = ? AND kind = 'ad_edit_rejected'").bind(seller.email).first<{ html: string }>();
    expect(html?.html).toContain('Las fotos &lt;img&gt; no son');
    expect(await auditCount('ad_edit.rejected', seller.id)).toBe(1);
    expect((await call(`/admin/api/reviews/edits/${seller.id}`, { headers: bearer(operator) })).status).toBe(404);
  });
});

describe('the guard of a decision', () => {
  it('rolls the whole batch back when the copy is no longer at the revision read, writing no audit entry', async () => {
    const seller = await publishedAd();
    await saveCopy(seller.session, seller.id, 0, 46000);
    const db = createDb(env.DB);
    const entry = { action: 'ad_edit.applied', subjectType: 'product_version' as const };
    const batch = db.batch([
      guardedAuditInsert(db, { customerId: 1, requestId: null }, entry, versionGuard(db, seller.id, 7), new Date()),
      db.update(products).set({ mileage: 1 }).where(eq(products.id, seller.id)),
      ...applyCopyStatements(db, seller.id, { columns: {}, upserts: {}, deletes: [], logged: { mileage: '1' } }, [], new Date(), { source: 'console', actorCustomerId: 1 }),
    ]);
    await expect(batch).rejects.toThrow();
    expect((await env.DB.prepare('SELECT mileage FROM products WHERE id = ?').bind(seller.id).first<{ mileage: number }>())?.mileage).toBe(45000);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM product_images WHERE product_id = ?').bind(seller.id).first<{ n: number }>())?.n).toBe(2);
    expect(await auditCount('ad_edit.applied', seller.id)).toBe(0);
  });
});

describe('a copy naming a VIN another ad holds', () => {
  it('is refused with 409 vehicle_listed_elsewhere and changes nothing', async () => {
    const operator = await operatorSession();
    const seller = await publishedAd();
    const other = await publishedAd();
    await env.DB.prepare("UPDATE products SET vin_key = 'WDB9066TAKEN00001' WHERE id = ?").bind(other.id).run();
    const response = await call(`/private/versioned/product/update/${seller.id}`, {
      method: 'PUT',
      headers: bearer(seller.session),
      json: { revision: 0, attributes: { others: { vin: 'WDB9066TAKEN00001' } } },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = await apply(operator, seller.id, { revision: 1 });
    expect(answer.status).toBe(409);
    expect((await json<ErrorBody>(answer)).error.code).toBe('vehicle_listed_elsewhere');
    expect((await versionOf(seller.id))?.revision).toBe(1);
    expect(await auditCount('ad_edit.applied', seller.id)).toBe(0);
  });
});
