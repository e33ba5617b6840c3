/**
 * The 6-week rule of a direct sale on the server: an ad whose pickup is more than 6 weeks away is not sent to review
 * and not put back to auction (a localized 422 naming the dates, nothing changed); within 6 weeks both go ahead.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { directSaleRefusal } from '../../domain/ad-editor/direct-sale.ts';
import { formatDate } from '../../domain/format.ts';
import { berlinToday } from '../../worker/services/ads/save-ad.ts';
import { COMPLETE_MOTORHOME, type ErrorAnswer, personalData, PRIVATE_SELLER, productRow, readyAd, signedInSeller, submitAd, updateAd } from './ads-helpers.ts';
import { createAuction, createSeller } from './auction-fixtures.ts';
import { call, json } from './helpers.ts';

/** The Berlin day `days` from today, as the editor stores a date. */
function dayFromToday(days: number): string {
  const date = new Date(`${berlinToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function expectPickupRefusal(response: Response, pickupDate: string) {
  expect(response.status).toBe(422);
  const body = await json<ErrorAnswer>(response);
  expect(body.error.code).toBe('direct_sale_pickup_too_late');
  expect(body.error.fields).toEqual({ pickup_date: expect.any(String) });
  const refusal = directSaleRefusal({ availability: 'later', date: pickupDate }, berlinToday());
  expect(body.error.message).toContain(formatDate(refusal?.latestPickup ?? ''));
  expect(body.error.message).toContain(formatDate(refusal?.submittableFrom ?? ''));
}

describe('the 6-week rule of a direct sale', () => {
  it('sends an ad to review only once its pickup is within 6 weeks', async () => {
    const seller = await signedInSeller();
    const far = dayFromToday(60);
    const id = await readyAd(seller.caller, { ...COMPLETE_MOTORHOME, selects: { ...COMPLETE_MOTORHOME.selects, pickup_availability: 'later' }, datetimes: { ...COMPLETE_MOTORHOME.datetimes, pickup_date: far } });
    expect((await personalData(seller.caller, id, PRIVATE_SELLER)).status).toBe(200);

    await expectPickupRefusal(await submitAd(seller.caller, id), far);
    expect((await productRow(id))?.status).toBe('editing');

    const near = await updateAd(seller.caller, id, { attributes: { datetimes: { pickup_date: dayFromToday(42) } } });
    expect(near.status).toBe(200);
    expect((await submitAd(seller.caller, id)).status).toBe(200);
    expect((await productRow(id))?.status).toBe('under_review');
  });

  it('puts a stopped ad back to auction only with its pickup within 6 weeks', async () => {
    const seller = await createSeller();
    const { productId } = await createAuction({ sellerId: seller.id, minimumPrice: 20_000 });
    expect((await call(`/private/product/${productId}/stop`, { method: 'POST', headers: seller.headers })).status).toBe(200);
    const far = dayFromToday(50);
    await env.DB.batch([
      env.DB.prepare("INSERT OR REPLACE INTO product_values (product_id, attribute_code, value) VALUES (?, 'pickup_availability', 'later')").bind(productId),
      env.DB.prepare("INSERT OR REPLACE INTO product_values (product_id, attribute_code, value) VALUES (?, 'pickup_date', ?)").bind(productId, far),
    ]);
    const resubmit = () => call(`/private/product/${productId}/resubmit`, { method: 'POST', headers: seller.headers, json: { minimumPrice: 19_000 } });

    await expectPickupRefusal(await resubmit(), far);
    expect((await json<{ status: string }>(await call(`/public/auction/${(await createdAuctionId(productId))}`, { headers: seller.headers }))).status).toBe('inactive');

    await env.DB.prepare("UPDATE product_values SET value = ? WHERE product_id = ? AND attribute_code = 'pickup_date'").bind(dayFromToday(10), productId).run();
    const again = await resubmit();
    expect(again.status).toBe(200);
    expect(['published', 'running']).toContain((await json<{ status: string }>(again)).status);
  });
});

async function createdAuctionId(productId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM auctions WHERE product_id = ? ORDER BY id DESC').bind(productId).first<{ id: number }>();
  return row?.id ?? 0;
}
