import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../domain/product.ts';
import { createDb } from '../../worker/db/client.ts';
import { syncAttributeCatalog } from '../../worker/db/repositories/attributes.ts';
import { bearer, createCustomer, lastMail, login } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { type Operator, operatorSession } from './operator-helpers.ts';

interface ErrorBody {
  error: { code: string; fields?: Record<string, string> };
}

let seller: { id: number; email: string };
let stranger: { id: number; email: string };
let operator: Operator;
let running = 0;
let editing = 0;
let auctionId = 0;
let editingAuctionId = 0;

async function insertProduct(customerId: number, status: string, extra: { vatReportable?: boolean; highestBid?: number | null; buyNow?: number | null } = {}) {
  const row = await env.DB.prepare(
    `INSERT INTO products (customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month, mileage, power_kw,
      fuel, transmission, length_mm, beds, seats, weight_kg, zip_code, city, country, description, defects_description, minimum_price, buy_now_price,
      status, ending_at, highest_bid, bid_count, vat_reportable)
     VALUES (?, 'motorhome', 'Hymer', 'hymer', 'B-Klasse 580', 2019, 3, 45000, 103, 'diesel', 'automatic', 6990, 4, 4, 3500, '20095', 'Hamburg', 'DE',
      'Gepflegt, Nichtraucher.', 'Kratzer an der Heckstoßstange.', 50000, ?, ?, ?, ?, 3, ?) RETURNING id`,
  )
    .bind(customerId, extra.buyNow ?? null, status, Date.now() + 3_600_000, extra.highestBid === undefined ? 42000 : extra.highestBid, extra.vatReportable ? 1 : 0)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

async function insertAuction(productId: number, status: string) {
  const row = await env.DB.prepare('INSERT INTO auctions (product_id, round, status, start_price, starts_at, ending_at) VALUES (?, 1, ?, 30000, ?, ?) RETURNING id')
    .bind(productId, status, Date.now() - 3_600_000, Date.now() + 3_600_000)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

beforeAll(async () => {
  seller = await createCustomer();
  stranger = await createCustomer();
  operator = await operatorSession();
  running = await insertProduct(seller.id, 'running');
  editing = await insertProduct(seller.id, 'editing');
  const values: [string, string][] = [
    ['equipment', JSON.stringify(['awning', 'solar_panel'])],
    ['width', '2350'],
    ['axles', 'two'],
    ['damaged', 'no'],
    ['vin', 'WDB9066331S123456'],
    ['no_such_code', 'x'],
    ['height', 'not a number'],
  ];
  for (const [code, value] of values) {
    await env.DB.prepare('INSERT INTO product_values (product_id, attribute_code, value) VALUES (?, ?, ?)').bind(running, code, value).run();
  }
  await env.DB.prepare('INSERT INTO product_images (product_id, position, object_key) VALUES (?, 0, ?), (?, 1, ?)')
    .bind(running, `products/${running}/0`, running, `products/${running}/1`)
    .run();
  await env.DB.prepare('INSERT INTO product_damages (product_id, sort_order, attributes, image_keys) VALUES (?, 0, ?, ?)')
    .bind(running, JSON.stringify({ damage_location: 'rear', damage_type: 'scratch' }), JSON.stringify([`products/${running}/damages/7/a`, `products/${running}/damages/7/b`]))
    .run();
  await env.DB.prepare("INSERT INTO product_documents (product_id, kind, object_key, file_name, content_type) VALUES (?, 'registration_certificate', 'k', 'zb1.pdf', 'application/pdf')")
    .bind(running)
    .run();
  auctionId = await insertAuction(running, 'running');
  editingAuctionId = await insertAuction(editing, 'editing');
});

const get = async (id: number | string, headers: HeadersInit = {}) => call(`/public/catalog/get/${id}`, { headers });

describe('product detail', () => {
  it('answers a public listing with core columns and stored values grouped by type', async () => {
    const response = await get(running);
    expect(response.status).toBe(200);
    const product = await json<ProductDetail>(response);
    expect(product).toMatchObject({ entityId: running, productType: 'motorhome', status: 'running', title: 'Hymer B-Klasse 580', customerId: null });
    expect(product.attributes.ints).toMatchObject({ mileage: 45000, power: 103, length: 6990, beds: 4, seats: 4, licensed_weight: 3500, width: 2350 });
    expect(product.attributes.datetimes).toEqual({ first_registration: '2019-03-01' });
    expect(product.attributes.selects).toMatchObject({ make: 'hymer', fuel: 'diesel', transmission: 'automatic', axles: 'two', damaged: 'no', equipment: ['awning', 'solar_panel'] });
    expect(product.attributes.others).toMatchObject({ model: 'B-Klasse 580', zipcode: '20095', location: 'Hamburg, DE', description: 'Gepflegt, Nichtraucher.' });
    // Unknown codes and undecodable numbers are dropped.
    expect(JSON.stringify(product.attributes)).not.toContain('no_such_code');
    expect(product.attributes.ints.height).toBeUndefined();
    expect(product.gallery).toEqual([
      { id: '0', value: `/media/products/${running}/0`, position: 0, section: 'exterior' },
      { id: '1', value: `/media/products/${running}/1`, position: 1, section: 'exterior' },
    ]);
    expect(product.damages).toHaveLength(1);
    expect(product.damages[0]?.attributes).toEqual({ damage_location: 'rear', damage_type: 'scratch' });
    expect(product.damages[0]?.images.map((image) => image.value)).toEqual(['a', 'b'].map((p) => `/media/products/${running}/damages/7/${p}`));
    expect(product.auction).toMatchObject({ auctionId, status: 'running', attributes: { startPrice: 30000, highestBid: 42000, bidCount: 3 } });
    expect(product.translatable).toEqual({ description: true, defectsDescription: true });
    expect(product.context).toEqual({ watchlist: false, waitingForAnswer: false, owner: false });
  });

  it('tells a signed-in viewer whether they wait for the seller to answer their question', async () => {
    const headers = bearer(await login(stranger.email));
    expect((await json<ProductDetail>(await get(running, headers))).context.waitingForAnswer).toBe(false);
    const question = await env.DB.prepare("INSERT INTO questions (product_id, customer_id, seller_id, question) VALUES (?, ?, ?, 'Zahnriemen neu?') RETURNING id")
      .bind(running, stranger.id, seller.id)
      .first<{ id: number }>();
    expect((await json<ProductDetail>(await get(running, headers))).context.waitingForAnswer).toBe(true);
    // Only the asker waits; the public answer stays false.
    expect((await json<ProductDetail>(await get(running))).context.waitingForAnswer).toBe(false);
    await env.DB.prepare("UPDATE questions SET answer = 'Ja.', answered_at = ? WHERE id = ?").bind(Date.now(), question?.id).run();
    expect((await json<ProductDetail>(await get(running, headers))).context.waitingForAnswer).toBe(false);
  });

  it('hides the seller, the documents, the target price and the VIN from the public', async () => {
    const product = await json<ProductDetail>(await get(running));
    expect(product.seller).toEqual({ type: 'private', name: null });
    expect(product.documents).toEqual([]);
    expect(product.attributes.ints.minimum_price).toBeUndefined();
    expect(product.attributes.others.vin).toBeUndefined();
    const other = await json<ProductDetail>(await get(running, bearer(await login(stranger.email))));
    expect(other.seller.name).toBeNull();
    expect(other.documents).toEqual([]);
  });

  it('shows the owner and operators everything', async () => {
    for (const [session, owner] of [
      [await login(seller.email), true],
      [operator, false],
    ] as const) {
      const product = await json<ProductDetail>(await get(running, bearer(session)));
      expect(product.seller.name).toBe('Test User');
      expect(product.customerId).toBe(seller.id);
      expect(product.documents).toEqual([expect.objectContaining({ kind: 'registration_certificate', fileName: 'zb1.pdf' })]);
      expect(product.attributes.ints.minimum_price).toBe(50000);
      expect(product.attributes.others.vin).toBe('WDB9066331S123456');
      expect(product.context.owner).toBe(owner);
    }
  });

  it('shows a listing in editing to its owner and operators only', async () => {
    const anonymous = await get(editing);
    expect(anonymous.status).toBe(404);
    expect((await json<ErrorBody>(anonymous)).error.code).toBe('product_not_found');
    expect((await get(editing, bearer(await login(stranger.email)))).status).toBe(404);
    expect((await get(editing, bearer(await login(seller.email)))).status).toBe(200);
    expect((await get(editing, bearer(operator))).status).toBe(200);
  });

  it('answers unknown ids with 404 and malformed ids with 400 naming the id', async () => {
    const unknown = await get(999999);
    expect(unknown.status).toBe(404);
    expect((await json<ErrorBody>(unknown)).error.code).toBe('product_not_found');
    for (const bad of ['abc', '-1', '1e99', '0', '1.5', '99999999999999999999']) {
      const response = await get(bad);
      expect(response.status, bad).toBe(400);
      expect((await json<ErrorBody>(response)).error.fields).toHaveProperty('id');
    }
  });

  it("reports the viewer's watchlist", async () => {
    await env.DB.prepare('INSERT INTO watchlist_items (customer_id, product_id) VALUES (?, ?)').bind(stranger.id, running).run();
    expect((await json<ProductDetail>(await get(running, bearer(await login(stranger.email))))).context.watchlist).toBe(true);
    expect((await json<ProductDetail>(await get(running, bearer(await login(seller.email))))).context.watchlist).toBe(false);
  });

  it('applies the net/gross rule with the seller country and VAT number', async () => {
    const foreign = await createCustomer({ profileType: 'COMMERCIAL' });
    await env.DB.prepare("UPDATE customers SET vat_reg_no = 'NL123456789B01', country = 'NL', commercial_company = 'Jansen B.V.' WHERE id = ?").bind(foreign.id).run();
    const german = await createCustomer({ profileType: 'COMMERCIAL' });
    await env.DB.prepare("UPDATE customers SET vat_reg_no = 'DE123456789', country = 'DE' WHERE id = ?").bind(german.id).run();
    const net = await json<ProductDetail>(await get(await insertProduct(foreign.id, 'running', { vatReportable: true })));
    expect(net).toMatchObject({ vatReportable: true, netPrices: true, seller: { type: 'commercial', name: null } });
    const gross = await json<ProductDetail>(await get(await insertProduct(german.id, 'running', { vatReportable: true })));
    expect(gross).toMatchObject({ vatReportable: true, netPrices: false });
    expect((await json<ProductDetail>(await get(running))).netPrices).toBe(false);
  });
});

describe('checked product', () => {
  it('tells whether the price the client shows is still current', async () => {
    const same = await json<{ currentPrice: number | null; priceChanged: boolean; product: ProductDetail }>(await call(`/public/catalog/checked-get/${running}?currentPrice=42000`));
    expect(same).toMatchObject({ currentPrice: 42000, priceChanged: false, product: { entityId: running } });
    expect(await json(await call(`/public/catalog/checked-get/${running}?currentPrice=41000`))).toMatchObject({ currentPrice: 42000, priceChanged: true });
    expect(await json(await call(`/public/catalog/checked-get/${running}`))).toMatchObject({ priceChanged: true });
    const noBids = await insertProduct(seller.id, 'running', { highestBid: null });
    expect(await json(await call(`/public/catalog/checked-get/${noBids}?currentPrice=`))).toMatchObject({ currentPrice: null, priceChanged: false });
  });

  it('refuses a malformed price naming it', async () => {
    for (const bad of ['abc', '-5', '1e5', '12.5', '9999999999']) {
      const response = await call(`/public/catalog/checked-get/${running}?currentPrice=${bad}`);
      expect(response.status, bad).toBe(400);
      expect((await json<ErrorBody>(response)).error.fields).toHaveProperty('currentPrice');
    }
    expect((await call('/public/catalog/checked-get/999999?currentPrice=1')).status).toBe(404);
  });
});

describe('auction summary', () => {
  it('answers the round with its listing, image and an empty bidder context', async () => {
    const response = await call(`/public/catalog/auction/get/${auctionId}`);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      auctionId,
      productId: running,
      status: 'running',
      highestBid: 42000,
      bidCount: 3,
      image: `/media/products/${running}/0`,
      title: 'Hymer B-Klasse 580',
      context: { holdingHighestBid: false, hasFailedLateOfferOnProduct: false },
    });
  });

  it('hides rounds of listings the viewer may not see, and names bad ids', async () => {
    const hidden = await call(`/public/catalog/auction/get/${editingAuctionId}`);
    expect(hidden.status).toBe(404);
    expect((await json<ErrorBody>(hidden)).error.code).toBe('auction_not_found');
    expect((await call(`/public/catalog/auction/get/${editingAuctionId}`, { headers: bearer(await login(seller.email)) })).status).toBe(200);
    expect((await call('/public/catalog/auction/get/999999')).status).toBe(404);
    const bad = await call('/public/catalog/auction/get/x1');
    expect(bad.status).toBe(400);
    expect((await json<ErrorBody>(bad)).error.fields).toHaveProperty('auctionId');
  });
});

describe('sharing a listing', () => {
  it('mails the owner a link to the listing, records the share and validates the path', async () => {
    const response = await call(`/public/product/share-with-owner/${running}`, { method: 'POST', json: { path: `/caravan/${running}` } });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ shared: true });
    const logged = await env.DB.prepare("SELECT context FROM user_action_logs WHERE action = 'share_product' AND product_entity_id = ?").bind(running).first<{ context: string }>();
    expect(logged?.context).toBe(`/caravan/${running}`);
    const mail = await lastMail(seller.email);
    expect(mail?.kind).toBe('share_with_owner');
    expect(mail?.text).toContain(`/caravan/${running}`);
    expect(mail?.text).toContain('Hymer B-Klasse 580');
    for (const path of ['//evil.example/x', 'https://evil.example', 'x'.repeat(600)]) {
      expect((await call(`/public/product/share-with-owner/${running}`, { method: 'POST', json: { path } })).status, path).toBe(400);
    }
    expect((await call(`/public/product/share-with-owner/${editing}`, { method: 'POST', json: { path: '/' } })).status).toBe(404);
  });

  it('mails an owner at most three times a day per listing', async () => {
    const share = () => call(`/public/product/share-with-owner/${running}`, { method: 'POST', json: { path: '/' } });
    // One share happened in the test before; two more are allowed, then the limit answers 429.
    expect((await share()).status).toBe(200);
    expect((await share()).status).toBe(200);
    const limited = await share();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    const mails = await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE recipient = ? AND kind = 'share_with_owner'").bind(seller.email).first<{ n: number }>();
    expect(mails?.n).toBe(3);
  });
});

describe('product page', () => {
  it('is server-rendered with its title, key data, social tags and escaped structured data', async () => {
    await syncAttributeCatalog(createDb(env.DB));
    await env.DB.prepare('UPDATE products SET description = ? WHERE id = ?').bind('Top </script><script>alert(1)</script>', running).run();
    const response = await call(`/caravan/${running}`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<title>Hymer B-Klasse 580 · 2019 · CamperMarkt24</title>');
    expect(page).toContain('<h1 class="product__title">Hymer B-Klasse 580</h1>');
    expect(page).toContain('Kilometerstand');
    expect(page).toContain('45.000\u00a0km');
    expect(page).toContain('<meta property="og:type" content="product"/>');
    expect(page).toContain(`<meta property="og:image" content="http://localhost/media/products/${running}/0"/>`);
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(page).toContain(`<link rel="canonical" href="http://localhost/caravan/${running}"/>`);
    expect(page).toContain(`hrefLang="nl-NL" href="http://localhost/nl/catalog/product/${running}"`);
    expect(page).not.toContain('<script>alert(1)');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)?.[1] ?? '';
    expect(ld).toContain('\\u003c/script>');
    const data = JSON.parse(ld) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Vehicle',
      brand: { '@type': 'Brand', name: 'Hymer' },
      model: 'B-Klasse 580',
      vehicleModelDate: '2019',
      mileageFromOdometer: { value: 45000, unitCode: 'KMT' },
      fuelType: 'Diesel',
      vehicleTransmission: 'Automatik',
      offers: { '@type': 'Offer', price: 42000, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    await env.DB.prepare('UPDATE products SET description = ? WHERE id = ?').bind('Gepflegt, Nichtraucher.', running).run();
  });

  it('uses the localized paths and texts', async () => {
    const en = await call(`/en/caravan/${running}`, { headers: { Accept: 'text/html' } });
    expect(en.status).toBe(200);
    expect(await en.text()).toContain('Mileage');
    expect((await call(`/nl/catalog/product/${running}`, { headers: { Accept: 'text/html' } })).status).toBe(200);
  });

  it('is a 404 page for unknown, malformed and hidden listings', async () => {
    for (const path of ['/caravan/999999', '/caravan/abc', '/en/caravan/0', `/caravan/${editing}`]) {
      const response = await call(path, { headers: { Accept: 'text/html' } });
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('noindex');
    }
  });
});
