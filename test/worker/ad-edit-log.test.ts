/** The ad edit log: an edit in the seller's editor and one applied in the operator console each appear beside the ad with source, code and value as text. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { COMPLETE_MOTORHOME, newAd, signedInSeller, updateAd } from './ads-helpers.ts';
import { call, json } from './helpers.ts';
import { type Operator, operatorSession } from './operator-helpers.ts';

interface EditLog {
  entries: { id: number; at: number; source: string; code: string; label: string; value: string | null; actorCustomerId: number | null }[];
  more: boolean;
}

const editLog = async (operator: Operator, id: number, locale = 'en') => {
  const response = await call(`/admin/api/reviews/ads/${id}`, { headers: { ...bearer(operator), 'X-Locale': locale } });
  expect(response.status).toBe(200);
  return (await json<{ editLog: EditLog }>(response)).editLog;
};

describe('ad edit log', () => {
  it('logs the values a seller enters in the editor, creation and later saves, with the seller as actor', async () => {
    const seller = await signedInSeller();
    const ad = await newAd(seller.caller, { ints: { mileage: 45000 } });
    const saved = await updateAd(seller.caller, ad.entityId, { attributes: { ints: { mileage: 46500 }, selects: { fuel: 'diesel' } } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const operator = await operatorSession();

    const log = await editLog(operator, ad.entityId);
    expect(log.more).toBe(false);
    // Newest first: the save, then the creation.
    expect(log.entries.map((entry) => [entry.source, entry.code, entry.value])).toEqual([
      ['editor', expect.stringMatching(/^(fuel|mileage)$/), expect.any(String)],
      ['editor', expect.stringMatching(/^(fuel|mileage)$/), expect.any(String)],
      ['editor', 'mileage', '45.000\u00a0km'],
    ]);
    expect(log.entries.slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'mileage', label: 'Mileage', value: '46.500\u00a0km', actorCustomerId: seller.id }),
        expect.objectContaining({ code: 'fuel', label: 'Fuel', value: 'Diesel', actorCustomerId: seller.id }),
      ]),
    );
    // In the German console the same entry reads in German.
    const german = await editLog(operator, ad.entityId, 'de');
    expect(german.entries.find((entry) => entry.code === 'fuel')).toMatchObject({ label: 'Kraftstoff', value: 'Diesel' });
  });

  it('logs every value of a complete ad at once, more than one insert statement can bind', async () => {
    const seller = await signedInSeller();
    const pickup = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const complete = { ...COMPLETE_MOTORHOME, selects: { ...COMPLETE_MOTORHOME.selects, pickup_availability: 'later' }, datetimes: { ...COMPLETE_MOTORHOME.datetimes, pickup_date: pickup } };
    const ad = await newAd(seller.caller, complete);
    const codes = Object.values(complete).flatMap((group) => Object.keys(group));
    const logged = await env.DB.prepare('SELECT attribute_code AS code FROM ad_edits WHERE product_id = ?').bind(ad.entityId).all<{ code: string }>();
    // Six parameters a row and D1's 100 per statement: more than 16 rows need a second statement in the batch.
    expect(logged.results.length).toBeGreaterThan(16);
    for (const code of codes) expect(logged.results.map((row) => row.code)).toContain(code);
  });

  it('logs a change to a published ad when the operator applies it in the console, with the operator as actor', async () => {
    const account = await createCustomer();
    const row = await env.DB.prepare(
      `INSERT INTO products (customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month, mileage, zip_code, city, country, status)
       VALUES (?, 'motorhome', 'Hymer', 'hymer', 'B 678', 2019, 5, 45000, '20095', 'Hamburg', 'DE', 'running') RETURNING id`,
    )
      .bind(account.id)
      .first<{ id: number }>();
    const id = row?.id ?? 0;
    const seller = await login(account.email);
    const copy = await call(`/private/versioned/product/update/${id}`, { method: 'PUT', headers: bearer(seller), json: { revision: 0, attributes: { ints: { mileage: 47000 } } } });
    expect(copy.status, await copy.clone().text()).toBe(200);
    const operator = await operatorSession();
    // Saving the copy changes nothing on the ad itself, so nothing is logged yet.
    expect((await editLog(operator, id)).entries).toEqual([]);

    const applied = await call(`/admin/api/reviews/edits/${id}/apply`, { method: 'POST', headers: bearer(operator), json: { revision: 1 } });
    expect(applied.status, await applied.clone().text()).toBe(200);
    const log = await editLog(operator, id);
    expect(log.entries).toEqual([expect.objectContaining({ source: 'console', code: 'mileage', label: 'Mileage', value: '47.000\u00a0km', actorCustomerId: operator.customerId })]);
  });

  it('is read by operators only', async () => {
    const seller = await signedInSeller();
    const ad = await newAd(seller.caller, { ints: { mileage: 45000 } });
    expect((await call(`/admin/api/reviews/ads/${ad.entityId}`, { headers: bearer(seller.session) })).status).toBe(403);
  });
});
