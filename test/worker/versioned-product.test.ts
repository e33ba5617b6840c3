/** Versioned copies of published ads: owner-only, validated, and safe against lost updates. */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';

interface Version {
  revision: number;
  pending: boolean;
  attributes: { ints: Record<string, number>; selects: Record<string, string | string[]>; others: Record<string, string> };
  gallery: { value: string; position: number }[];
}

let owner: Session;
let stranger: Session;
let published = 0;
let draft = 0;

async function insertProduct(customerId: number, status: string): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO products (customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month, mileage, power_kw, fuel, transmission, zip_code, city, country, status, description)
     VALUES (?, 'motorhome', 'Hymer', 'hymer', 'B 678', 2019, 5, 45000, 103, 'diesel', 'manual', '20095', 'Hamburg', 'DE', ?, 'Gepflegt.') RETURNING id`,
  )
    .bind(customerId, status)
    .first<{ id: number }>();
  if (!row) throw new Error('insert failed');
  await env.DB.prepare("INSERT INTO product_values (product_id, attribute_code, value) VALUES (?, 'equipment', '[\"awning\"]'), (?, 'width', '2320')")
    .bind(row.id, row.id)
    .run();
  for (const position of [0, 1]) {
    await env.DB.prepare('INSERT INTO product_images (product_id, position, object_key) VALUES (?, ?, ?)').bind(row.id, position, `products/${row.id}/${position}`).run();
  }
  return row.id;
}

const get = (id: number, session?: Session) => call(`/private/versioned/product/get/${id}`, { headers: session ? bearer(session) : {} });
const put = (id: number, body: unknown, session: Session = owner) => call(`/private/versioned/product/update/${id}`, { method: 'PUT', headers: bearer(session), json: body });

beforeAll(async () => {
  const ownerAccount = await createCustomer();
  const strangerAccount = await createCustomer();
  owner = await login(ownerAccount.email);
  stranger = await login(strangerAccount.email);
  published = await insertProduct(ownerAccount.id, 'running');
  draft = await insertProduct(ownerAccount.id, 'editing');
});

describe('versioned product', () => {
  it('starts as the published ad at revision 0', async () => {
    const version = await json<Version>(await get(published, owner));
    expect(version).toMatchObject({ revision: 0, pending: false });
    expect(version.attributes.ints).toMatchObject({ mileage: 45000, width: 2320 });
    expect(version.attributes.selects).toMatchObject({ fuel: 'diesel', equipment: ['awning'] });
    expect(version.gallery.map((item) => item.position)).toEqual([0, 1]);
  });

  it('saves changes as a new revision without touching the published ad', async () => {
    const response = await put(published, { revision: 0, attributes: { ints: { mileage: 46000 }, selects: { equipment: ['awning', 'solar_panel'] }, others: { description: 'Neu lackiert.' } } });
    expect(response.status).toBe(200);
    const version = await json<Version>(response);
    expect(version).toMatchObject({ revision: 1, pending: true });
    expect(version.attributes.ints.mileage).toBe(46000);
    expect(version.attributes.others.description).toBe('Neu lackiert.');
    const live = await env.DB.prepare('SELECT mileage, description FROM products WHERE id = ?').bind(published).first();
    expect(live).toEqual({ mileage: 45000, description: 'Gepflegt.' });
  });

  it('refuses a change built on an old revision (no lost update), also when two arrive at once', async () => {
    expect((await put(published, { revision: 0, attributes: { ints: { mileage: 1 } } })).status).toBe(409);
    const [a, b] = await Promise.all([
      put(published, { revision: 1, attributes: { ints: { mileage: 47000 } } }),
      put(published, { revision: 1, attributes: { ints: { mileage: 48000 } } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const version = await json<Version>(await get(published, owner));
    expect(version.revision).toBe(2);
    expect([47000, 48000]).toContain(version.attributes.ints.mileage);
  });

  it('names bad values, unknown and locked attributes, and stores nothing', async () => {
    const response = await put(published, { revision: 2, attributes: { ints: { mileage: -1, trailer_length: 5000 }, selects: { fuel: 'steam', product_type: 'trailer' } } });
    expect(response.status).toBe(400);
    const body = await json<{ error: { fields: Record<string, string> } }>(response);
    expect(Object.keys(body.error.fields).sort()).toEqual(['fuel', 'mileage', 'product_type', 'trailer_length']);
    expect(body.error.fields.product_type).toBe('Dieser Wert kann hier nicht geändert werden');
    expect((await json<Version>(await get(published, owner))).revision).toBe(2);
    for (const bad of [{}, { revision: 'x' }, { revision: 2, gallery: [{ value: 'https://evil.example/x.jpg', position: 0 }] }]) {
      expect((await put(published, bad)).status).toBe(400);
    }
  });

  it('reorders the gallery with the ad’s own photos only', async () => {
    const version = await json<Version>(await get(published, owner));
    const [first, second] = version.gallery;
    const response = await put(published, { revision: version.revision, gallery: [{ value: second?.value, position: 0 }, { value: first?.value, position: 1 }] });
    expect(response.status).toBe(200);
    expect((await json<Version>(response)).gallery.map((item) => item.value)).toEqual([second?.value, first?.value]);
  });

  it('is for the owner only and for published ads only', async () => {
    expect((await get(published)).status).toBe(401);
    expect((await get(published, stranger)).status).toBe(404);
    expect((await put(published, { revision: 0 }, stranger)).status).toBe(404);
    expect((await get(999_999, owner)).status).toBe(404);
    expect((await get(draft, owner)).status).toBe(409);
    expect((await call('/private/versioned/product/get/abc', { headers: bearer(owner) })).status).toBe(400);
  });
});
