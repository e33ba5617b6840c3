/** Saving the editor's values: grouped answers, clearing, refusals by definition and by the editor's rules (localized, nothing stored). */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { browser, type Caller, type EditorProduct, type ErrorAnswer, newAd, productRow, RAW_KEY, readAd, signedInSeller, updateAd, valuesOf } from './ads-helpers.ts';
import { json } from './helpers.ts';

/** A German prospect's browser whose answers come in English. */
const english = (): Caller => browser({ 'X-Locale': 'en' });

async function refused(caller: Caller, id: number, attributes: Record<string, unknown>): Promise<Record<string, string>> {
  const response = await updateAd(caller, id, { attributes });
  expect(response.status).toBe(400);
  const body = await json<ErrorAnswer>(response);
  expect(body.error.code).toBe('validation_failed');
  expect(body.error.message).toBe('Please check your entries.');
  const fields = body.error.fields ?? {};
  for (const text of Object.values(fields)) expect(text).not.toMatch(RAW_KEY);
  return fields;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe('saving values', () => {
  it('answers each value in its group: ints, selects, datetimes and others', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const response = await updateAd(caller, ad.entityId, {
      attributes: {
        ints: { mileage: 61000, width: 2320 },
        selects: { make: 'knaus', equipment: ['awning', 'solar_panel'] },
        datetimes: { first_registration: '2018-03-01' },
        others: { model: 'Sun TI', series: 'Platinum' },
      },
    });
    expect(response.status).toBe(200);
    const { attributes } = await json<EditorProduct>(response);
    expect(attributes.ints).toMatchObject({ mileage: 61000, width: 2320 });
    expect(attributes.selects).toMatchObject({ product_type: 'motorhome', make: 'knaus', equipment: ['awning', 'solar_panel'] });
    expect(attributes.datetimes).toMatchObject({ first_registration: '2018-03-01' });
    expect(attributes.others).toMatchObject({ model: 'Sun TI', series: 'Platinum' });
    const row = await productRow(ad.entityId);
    expect(row).toMatchObject({ make: 'Knaus', make_code: 'knaus', model: 'Sun TI' });
  });

  it('keeps what it was not sent and clears what is sent as null', async () => {
    const caller = browser();
    const ad = await newAd(caller, { ints: { mileage: 50000, width: 2300 }, others: { series: 'Alpha' } });
    const response = await updateAd(caller, ad.entityId, { attributes: { ints: { mileage: null, width: null }, others: { series: null } } });
    expect(response.status).toBe(200);
    const values = valuesOf(await readAd(caller, ad.entityId));
    expect(values).not.toHaveProperty('mileage');
    expect(values).not.toHaveProperty('width');
    expect(values).not.toHaveProperty('series');
    expect(values.product_type).toBe('motorhome');
  });

  it('never changes the kind of vehicle', async () => {
    const caller = english();
    const ad = await newAd(caller);
    const fields = await refused(caller, ad.entityId, { selects: { product_type: 'trailer' } });
    expect(fields.product_type).toBe('This value cannot be changed here');
    expect((await readAd(caller, ad.entityId)).productType).toBe('motorhome');
  });

  it('refuses attributes that do not exist or do not fit the kind, and stores none of the batch', async () => {
    const caller = english();
    const ad = await newAd(caller, { others: { model: 'Before' } });
    const fields = await refused(caller, ad.entityId, { others: { model: 'After', secret_column: 'x' }, ints: { trailer_length: 5000 } });
    expect(Object.keys(fields).sort()).toEqual(['secret_column', 'trailer_length']);
    expect(fields.secret_column).toBe('This feature does not exist for this vehicle');
    expect(valuesOf(await readAd(caller, ad.entityId)).model).toBe('Before');
  });

  it('refuses an option the attribute does not have and a number of the wrong kind', async () => {
    const caller = english();
    const ad = await newAd(caller, { selects: { fuel: 'diesel' }, ints: { mileage: 1000 } });
    const fields = await refused(caller, ad.entityId, { selects: { fuel: 'steam', equipment: ['awning', 'jacuzzi'] }, ints: { mileage: -5 } });
    expect(Object.keys(fields).sort()).toEqual(['equipment', 'fuel', 'mileage']);
    const values = valuesOf(await readAd(caller, ad.entityId));
    expect(values).toMatchObject({ fuel: 'diesel', mileage: 1000 });
    expect(values).not.toHaveProperty('equipment');
  });
});

describe('the editor’s rules', () => {
  it('refuses a price expectation below 500 euros with a sentence naming the floor', async () => {
    const caller = english();
    const ad = await newAd(caller, { ints: { minimum_price: 8000 } });
    const fields = await refused(caller, ad.entityId, { ints: { minimum_price: 499 } });
    expect(fields.minimum_price).toMatch(/must be at least/);
    // The floor is part of the sentence, not a placeholder left in it.
    expect(fields.minimum_price).not.toContain('{{');
    expect(fields.minimum_price).toContain('500');
    expect((await productRow(ad.entityId))?.minimum_price).toBe(8000);
  });

  it('refuses a buy-now price below the price expectation', async () => {
    const caller = english();
    const ad = await newAd(caller, { ints: { minimum_price: 20000, buy_now_price: 25000 } });
    const low = await refused(caller, ad.entityId, { ints: { buy_now_price: 15000 } });
    expect(low).toEqual({ buy_now_price: 'The buy-now price may not be below your price expectation' });
    expect((await productRow(ad.entityId))?.buy_now_price).toBe(25000);
  });

  it('refuses a price expectation raised above the stored buy-now price (the same conflict from the other side)', async () => {
    const caller = english();
    const ad = await newAd(caller, { ints: { minimum_price: 20000, buy_now_price: 25000 } });
    const response = await updateAd(caller, ad.entityId, { attributes: { ints: { minimum_price: 30000 } } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.minimum_price).toMatch(/buy-now/i);
    expect(await productRow(ad.entityId)).toMatchObject({ minimum_price: 20000, buy_now_price: 25000 });
  });

  it('refuses a first registration in the future', async () => {
    const caller = english();
    const ad = await newAd(caller, { datetimes: { first_registration: '2015-06-01' } });
    const nextYear = new Date();
    nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
    const fields = await refused(caller, ad.entityId, { datetimes: { first_registration: isoDay(nextYear) } });
    expect(Object.keys(fields)).toEqual(['first_registration']);
    expect(valuesOf(await readAd(caller, ad.entityId)).first_registration).toBe('2015-06-01');
  });

  it('takes a pickup date from today up to three months ahead only', async () => {
    const caller = english();
    const ad = await newAd(caller, { selects: { pickup_availability: 'later' } });
    const inDays = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));
    expect((await refused(caller, ad.entityId, { datetimes: { pickup_date: inDays(-2) } })).pickup_date).toBe('Pickup is possible from today up to 3 months ahead');
    expect(Object.keys(await refused(caller, ad.entityId, { datetimes: { pickup_date: inDays(120) } }))).toEqual(['pickup_date']);
    expect((await updateAd(caller, ad.entityId, { attributes: { datetimes: { pickup_date: inDays(7) } } })).status).toBe(200);
    expect(valuesOf(await readAd(caller, ad.entityId)).pickup_date).toBe(inDays(7));
  });

  it('checks the postcode by the ad’s country: five digits in Germany', async () => {
    const caller = english();
    const ad = await newAd(caller, { others: { zipcode: '20095' } });
    const fields = await refused(caller, ad.entityId, { others: { zipcode: '1012 AB' } });
    expect(fields.zipcode).toMatch(/postcode/i);
    expect((await productRow(ad.entityId))?.zip_code).toBe('20095');
  });

  it('checks the postcode by the ad’s country: four digits and two letters in the Netherlands', async () => {
    const caller = browser({ 'X-Locale': 'nl' });
    const ad = await newAd(caller);
    const wrong = await updateAd({ ...caller, headers: { ...caller.headers, 'X-Locale': 'en' } }, ad.entityId, { attributes: { others: { zipcode: '20095' } } });
    expect(wrong.status).toBe(400);
    expect((await json<ErrorAnswer>(wrong)).error.fields?.zipcode).toMatch(/postcode/i);
    expect((await updateAd(caller, ad.entityId, { attributes: { others: { zipcode: '1012 AB' } } })).status).toBe(200);
    expect((await productRow(ad.entityId))?.zip_code).toBe('1012 AB');
  });

  it('answers the rules in German by default', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const response = await updateAd(caller, ad.entityId, { attributes: { ints: { minimum_price: 100 } } });
    const body = await json<ErrorAnswer>(response);
    expect(body.error.message).toBe('Bitte prüfen Sie Ihre Eingaben.');
    expect(body.error.fields?.minimum_price).toMatch(/mindestens 500/);
  });
});

describe('makes outside the list', () => {
  it('takes the name of make "other" from make_other, in either order', async () => {
    const caller = browser();
    const ad = await newAd(caller, { selects: { make: 'other' }, others: { make_other: 'Niesmann + Bischoff' } });
    expect(await productRow(ad.entityId)).toMatchObject({ make: 'Niesmann + Bischoff', make_code: 'other' });
    expect(ad.title).toContain('Niesmann + Bischoff');
    expect((await updateAd(caller, ad.entityId, { attributes: { others: { make_other: 'Concorde' } } })).status).toBe(200);
    expect((await productRow(ad.entityId))?.make).toBe('Concorde');
  });

  it('requires the name once "other" is chosen', async () => {
    const caller = browser();
    const ad = await newAd(caller, { selects: { make: 'other' } });
    expect(ad.editor.required).toContain('make_other');
    const listed = await newAd(caller, { selects: { make: 'hymer' } });
    expect(listed.editor.required).not.toContain('make_other');
  });

  it('refuses a placeholder or a car brand as a make name and keeps the stored one', async () => {
    const caller = english();
    const ad = await newAd(caller, { selects: { make: 'other' }, others: { make_other: 'Concorde' } });
    const fields = await refused(caller, ad.entityId, { others: { make_other: '  Unknown ' } });
    expect(Object.keys(fields)).toEqual(['make_other']);
    expect((await productRow(ad.entityId))?.make).toBe('Concorde');
    const trailer = await newAd(caller, { selects: { make: 'other' } }, 'trailer');
    expect(Object.keys(await refused(caller, trailer.entityId, { others: { make_other: 'Fiat' } }))).toEqual(['make_other']);
  });
});

describe('what the editor may not change', () => {
  it('refuses changes to an ad that left editing', async () => {
    const { caller } = await signedInSeller();
    const ad = await newAd(caller, { others: { model: 'Before' } });
    await env.DB.prepare("UPDATE products SET status = 'under_review' WHERE id = ?").bind(ad.entityId).run();
    const response = await updateAd(caller, ad.entityId, { attributes: { others: { model: 'After' } } });
    expect(response.status).toBe(409);
    expect((await json<ErrorAnswer>(response)).error.code).toBe('ad_not_editable');
    expect((await productRow(ad.entityId))?.model).toBe('Before');
  });

  it('refuses a body of the wrong shape without a 500', async () => {
    const caller = english();
    const ad = await newAd(caller);
    for (const body of [{ attributes: { ints: 'x' } }, { damages: 'x' }, { attributes: { others: { ['a'.repeat(100)]: 'x' } } }]) {
      const response = await updateAd(caller, ad.entityId, body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
  });
});
