/** The ad editor's templates, creation by prospects (visitor cookie) and customers, and who may open an ad in editing. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createCustomer, login } from './accounts-helpers.ts';
import { asCustomer, browser, createAd, type EditorProduct, type ErrorAnswer, getAd, newAd, productRow, readAd, signedInSeller, updateAd, valuesOf } from './ads-helpers.ts';
import { call, json } from './helpers.ts';

const prospectOf = (visitor: string) =>
  env.DB.prepare("SELECT id, email, segmentation FROM customers WHERE visitor_uuid = ? AND segmentation = 'prospect'")
    .bind(visitor)
    .all<{ id: number; email: string; segmentation: string }>();

describe('empty templates', () => {
  it('answers an empty motorhome by default: no id, in editing, only the kind set', async () => {
    const response = await call('/public/product/get/empty');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      entityId: null,
      productType: 'motorhome',
      status: 'editing',
      attributes: { datetimes: {}, ints: {}, decimals: {}, selects: { product_type: 'motorhome' }, others: {} },
      gallery: [],
      damages: [],
      documents: [],
    });
  });

  it('answers an empty caravan for type=trailer and refuses an unknown kind', async () => {
    const trailer = await json<{ productType: string; attributes: { selects: Record<string, string> } }>(await call('/public/product/get/empty?type=trailer'));
    expect(trailer.productType).toBe('trailer');
    expect(trailer.attributes.selects).toEqual({ product_type: 'trailer' });
    const boat = await call('/public/product/get/empty?type=boat', { headers: { 'X-Locale': 'en' } });
    expect(boat.status).toBe(400);
    expect((await json<ErrorAnswer>(boat)).error.code).toBe('validation_failed');
  });

  it('answers an empty damage', async () => {
    const response = await call('/public/product/damage/get/empty');
    expect(await json(response)).toEqual({ id: null, sortOrder: 0, attributes: { damage_location: '', damage_type: '', damage_description: '' }, images: [] });
  });
});

describe('an anonymous prospect', () => {
  it('creates an ad in editing that belongs to a new prospect of this browser, with a placeholder address', async () => {
    const visitor = browser();
    const ad = await newAd(visitor, { others: { model: 'Sprinter' } });
    expect(ad).toMatchObject({ productType: 'motorhome', status: 'editing', documents: [], gallery: [], damages: [] });
    expect(ad.entityId).toBeGreaterThan(0);
    expect(ad.attributes.others.model).toBe('Sprinter');
    const prospects = (await prospectOf(visitor.visitor)).results;
    expect(prospects).toHaveLength(1);
    expect(prospects[0]?.email).toMatch(/@prospect\.invalid$/);
    expect((await productRow(ad.entityId))?.customer_id).toBe(prospects[0]?.id);
  });

  it('keeps one prospect per browser for its second ad', async () => {
    const visitor = browser();
    const first = await newAd(visitor);
    const second = await newAd(visitor);
    expect((await prospectOf(visitor.visitor)).results).toHaveLength(1);
    expect((await productRow(second.entityId))?.customer_id).toBe((await productRow(first.entityId))?.customer_id);
  });

  it('gets one prospect for two ads started at the same moment in a new browser, and keeps both ads', async () => {
    const visitor = browser();
    const answers = await Promise.all([createAd(visitor), createAd(visitor)]);
    expect(answers.map((response) => response.status)).toEqual([201, 201]);
    const ids = await Promise.all(answers.map(async (response) => (await json<EditorProduct>(response)).entityId));
    expect((await prospectOf(visitor.visitor)).results).toHaveLength(1);
    for (const id of ids) expect((await getAd(visitor, id)).status).toBe(200);
  });

  it('reads and changes its own ad from the same browser', async () => {
    const visitor = browser();
    const ad = await newAd(visitor);
    const updated = await updateAd(visitor, ad.entityId, { attributes: { others: { model: 'Exsis-i 588' } } });
    expect(updated.status).toBe(200);
    expect(valuesOf(await readAd(visitor, ad.entityId)).model).toBe('Exsis-i 588');
  });

  it('keeps the sale timing it chose', async () => {
    const visitor = browser();
    const response = await createAd(visitor, { productType: 'trailer', saleTiming: 'later' });
    expect(response.status).toBe(201);
    expect(await json<EditorProduct>(response)).toMatchObject({ productType: 'trailer', saleTiming: 'later' });
  });

  it('puts the ad in the country of the storefront it came from', async () => {
    const ad = await newAd(browser({ 'X-Locale': 'nl' }));
    const row = await env.DB.prepare('SELECT country FROM products WHERE id = ?').bind(ad.entityId).first<{ country: string }>();
    expect(row?.country).toBe('NL');
  });

  it('leaves no prospect behind when the body is refused', async () => {
    const visitor = browser();
    const response = await createAd(visitor, { productType: 'motorhome', attributes: { ints: { no_such_attribute: 1 } } });
    expect(response.status).toBe(400);
    expect((await json<ErrorAnswer>(response)).error.fields).toHaveProperty('no_such_attribute');
    expect((await prospectOf(visitor.visitor)).results).toEqual([]);
  });

  it('cannot use the signed-in scope', async () => {
    const response = await createAd({ scope: 'private', headers: browser().headers });
    expect(response.status).toBe(401);
  });
});

describe('an ad in editing is its owner’s', () => {
  it('tells another browser to sign in (401 ad_sign_in_required), for reading and for changing', async () => {
    const owner = browser();
    const ad = await newAd(owner, { others: { model: 'Original' } });
    const other = browser({ 'X-Locale': 'en' });
    for (const response of [await getAd(other, ad.entityId), await updateAd(other, ad.entityId, { attributes: { others: { model: 'Stolen' } } })]) {
      expect(response.status).toBe(401);
      const body = await json<ErrorAnswer>(response);
      expect(body.error.code).toBe('ad_sign_in_required');
      expect(body.error.message).not.toMatch(/^errors\./);
    }
    expect((await productRow(ad.entityId))?.model).toBe('Original');
  });

  it('answers a signed-in stranger 404, as if there were no such ad', async () => {
    const owner = browser();
    const ad = await newAd(owner, { others: { model: 'Original' } });
    const stranger = (await signedInSeller()).caller;
    expect((await getAd(stranger, ad.entityId)).status).toBe(404);
    const update = await updateAd(stranger, ad.entityId, { attributes: { others: { model: 'Stolen' } } });
    expect(update.status).toBe(404);
    expect((await json<ErrorAnswer>(update)).error.code).toBe('product_not_found');
    expect((await productRow(ad.entityId))?.model).toBe('Original');
  });

  it('answers a customer’s ad to nobody else, also not to an anonymous browser (401) or an unknown id (404)', async () => {
    const { caller } = await signedInSeller();
    const ad = await newAd(caller);
    expect((await getAd(browser(), ad.entityId)).status).toBe(401);
    expect((await getAd(caller, 2_000_000_000)).status).toBe(404);
    expect((await getAd(caller, 0)).status).toBe(400);
  });

  it('agrees with the owner-segmentation call: the prospect’s browser owns it, another does not', async () => {
    const owner = browser();
    const ad = await newAd(owner);
    const mine = await call(`/public/customer/get-owner-segmentation/${ad.entityId}`, { headers: owner.headers });
    expect(await json(mine)).toEqual({ segmentation: 'prospect', isOwner: true });
    const theirs = await call(`/public/customer/get-owner-segmentation/${ad.entityId}`, { headers: browser().headers });
    expect(await json(theirs)).toEqual({ segmentation: null, isOwner: false });
  });
});

describe('signing in on the prospect’s browser', () => {
  it('takes over the ads the browser started anonymously', async () => {
    const visitor = browser();
    const ad = await newAd(visitor);
    const customer = await createCustomer();
    const session = await login(customer.email);
    const response = await getAd(asCustomer(session, visitor.headers), ad.entityId);
    expect(response.status).toBe(200);
    expect((await productRow(ad.entityId))?.customer_id).toBe(customer.id);
    // From now on the ad is the account's: the browser without the session no longer opens it.
    expect((await getAd(visitor, ad.entityId)).status).toBe(401);
    expect((await getAd(asCustomer(session), ad.entityId)).status).toBe(200);
  });

  it('does not let another browser’s session take the ad', async () => {
    const ad = await newAd(browser());
    const { id, caller } = await signedInSeller();
    expect((await getAd(asCustomer(await login((await createCustomer()).email), browser().headers), ad.entityId)).status).toBe(404);
    expect((await getAd(caller, ad.entityId)).status).toBe(404);
    expect((await productRow(ad.entityId))?.customer_id).not.toBe(id);
  });
});
