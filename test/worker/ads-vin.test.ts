/** One ad per vehicle: the normalised VIN is unique among ads that are not deleted; the seller's own ad is named, anyone else's is not. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { browser, createAd, type ErrorAnswer, newAd, productRow, RAW_KEY, readAd, signedInSeller, uniqueVin, updateAd, valuesOf } from './ads-helpers.ts';
import { call, json } from './helpers.ts';

const HYMER = { selects: { make: 'hymer' }, others: { model: 'B 678 DL' } };

/** The same VIN as a seller might type it again: lower case, with spaces and hyphens. */
const retyped = (vin: string) => `${vin.slice(0, 3).toLowerCase()} ${vin.slice(3, 9)}-${vin.slice(9).toLowerCase()}`;

const withVin = (vin: string, attributes: { selects?: Record<string, string>; others?: Record<string, string> } = {}) => ({
  productType: 'motorhome',
  attributes: { ...attributes, others: { ...attributes.others, vin } },
});

describe('one ad per vehicle', () => {
  it('stores the VIN and its normalised key', async () => {
    const vin = uniqueVin();
    const caller = browser();
    const ad = await newAd(caller, { others: { vin: retyped(vin) } });
    expect((await productRow(ad.entityId))?.vin_key).toBe(vin);
    expect(valuesOf(await readAd(caller, ad.entityId)).vin).toBe(retyped(vin).trim());
  });

  it('names the seller’s own ad when the seller lists the same vehicle again', async () => {
    const vin = uniqueVin();
    const { caller } = await signedInSeller();
    const english = { ...caller, headers: { ...caller.headers, 'X-Locale': 'en' } };
    const first = await newAd(caller, { ...HYMER, others: { ...HYMER.others, vin } });
    const response = await createAd(english, withVin(retyped(vin)));
    expect(response.status).toBe(409);
    const body = await json<ErrorAnswer>(response);
    expect(body.error.code).toBe('vehicle_already_listed');
    expect(body.error.message).toContain('Hymer B 678 DL');
    expect(body.existingProductId).toBe(first.entityId);
    expect(body.error.fields?.vin).not.toMatch(RAW_KEY);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM products WHERE vin_key = ?').bind(vin).first<{ n: number }>()).toEqual({ n: 1 });
  });

  it('does not reveal another seller’s ad for the same vehicle', async () => {
    const vin = uniqueVin();
    await newAd((await signedInSeller()).caller, { ...HYMER, others: { ...HYMER.others, vin } });
    const other = await signedInSeller();
    const response = await createAd({ ...other.caller, headers: { ...other.caller.headers, 'X-Locale': 'en' } }, withVin(vin.toLowerCase()));
    expect(response.status).toBe(409);
    const body = await json<ErrorAnswer>(response);
    expect(body.error.code).toBe('vehicle_listed_elsewhere');
    expect(body.error.message).not.toContain('Hymer');
    expect(body.error.message).not.toContain('B 678');
    expect(body).not.toHaveProperty('existingProductId');
    const mine = await env.DB.prepare('SELECT count(*) AS n FROM products WHERE customer_id = ?').bind(other.id).first<{ n: number }>();
    expect(mine?.n).toBe(0);
  });

  it('leaves no prospect behind when an anonymous seller’s vehicle is taken', async () => {
    const vin = uniqueVin();
    await newAd(browser(), { others: { vin } });
    const visitor = browser();
    expect((await createAd(visitor, withVin(vin))).status).toBe(409);
    const prospect = await env.DB.prepare('SELECT id FROM customers WHERE visitor_uuid = ?').bind(visitor.visitor).first();
    expect(prospect).toBeNull();
  });

  it('lets exactly one of two simultaneous creations with the same VIN through', async () => {
    const vin = uniqueVin();
    const [a, b] = await Promise.all([createAd(browser(), withVin(vin)), createAd(browser(), withVin(vin))]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM products WHERE vin_key = ?').bind(vin).first<{ n: number }>()).toEqual({ n: 1 });
  });

  it('refuses to change an ad’s VIN to a taken one and keeps its own', async () => {
    const taken = uniqueVin();
    const own = uniqueVin();
    const { caller } = await signedInSeller();
    await newAd(caller, { others: { vin: taken } });
    const ad = await newAd(caller, { others: { vin: own, model: 'Before' } });
    const response = await updateAd(caller, ad.entityId, { attributes: { others: { vin: ` ${taken.toLowerCase()} `, model: 'After' } } });
    expect(response.status).toBe(409);
    expect((await json<ErrorAnswer>(response)).error.code).toBe('vehicle_already_listed');
    expect(await productRow(ad.entityId)).toMatchObject({ vin_key: own, model: 'Before' });
    expect(valuesOf(await readAd(caller, ad.entityId)).vin).toBe(own);
  });

  it('frees the VIN when the ad is deleted', async () => {
    const vin = uniqueVin();
    const { caller } = await signedInSeller();
    const first = await newAd(caller, { others: { vin } });
    const deleted = await call(`/private/product/${first.entityId}`, { method: 'DELETE', headers: caller.headers });
    expect(deleted.status).toBe(204);
    const again = await createAd(caller, withVin(vin));
    expect(again.status).toBe(201);
    expect((await productRow(first.entityId))?.deleted_at).not.toBeNull();
  });

  it('frees the VIN when it is cleared', async () => {
    const vin = uniqueVin();
    const seller = browser();
    const ad = await newAd(seller, { others: { vin } });
    expect((await updateAd(seller, ad.entityId, { attributes: { others: { vin: null } } })).status).toBe(200);
    expect((await productRow(ad.entityId))?.vin_key).toBeNull();
    expect((await createAd(browser(), withVin(vin))).status).toBe(201);
  });

  it('does not apply to numbers too short to identify a vehicle', async () => {
    const short = `AB${Math.floor(Math.random() * 90_000) + 10_000}`;
    expect((await createAd(browser(), withVin(short))).status).toBe(201);
    expect((await createAd(browser(), withVin(short))).status).toBe(201);
  });

  it('refuses a VIN that is no VIN, with a localized field message', async () => {
    const caller = browser({ 'X-Locale': 'en' });
    const response = await createAd(caller, withVin('WDB!906?633'));
    expect(response.status).toBe(400);
    const body = await json<ErrorAnswer>(response);
    expect(body.error.fields?.vin).toMatch(/VIN/);
    expect(body.error.fields?.vin).not.toMatch(RAW_KEY);
  });
});
