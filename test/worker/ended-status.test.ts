/**
 * The spec's `ended` status on catalogue cards: a round the catalogue still calls live is shown as ended once its end
 * lies more than the late-bid grace behind (the auction object's outcome is on its way); before that it stays live.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDED_GRACE_MS } from '../../domain/auction-status.ts';
import { createCustomer } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';

interface Page {
  products: { entityId: number; status: string; endingAt: string | null }[];
}

const ids: Record<string, number> = {};

async function listing(make: string, status: string, endingAt: number): Promise<number> {
  const seller = await createCustomer();
  const row = await env.DB.prepare(
    `INSERT INTO products (customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month, mileage,
      zip_code, city, country, status, display_price, ending_at, created_at)
     VALUES (?, 'motorhome', ?, ?, 'M', 2019, 1, 40000, '12345', 'Stadt', 'DE', ?, 30000, ?, ?) RETURNING id`,
  )
    .bind(seller.id, make, make.toLowerCase(), status, endingAt, Date.now())
    .first<{ id: number }>();
  if (!row) throw new Error('listing not inserted');
  return row.id;
}

beforeAll(async () => {
  const now = Date.now();
  ids.past = await listing('Endedpast', 'hotbidding', now - ENDED_GRACE_MS - 60_000);
  ids.justNow = await listing('Endedjustnow', 'running', now - 1_000);
  ids.ahead = await listing('Endedahead', 'running', now + 3_600_000);
  ids.sold = await listing('Endedsold', 'sold', now - 3_600_000);
});

const statusOf = async (make: string, id: number) => {
  const response = await call(`/public/catalog/search?make=${make}`);
  expect(response.status).toBe(200);
  return (await json<Page>(response)).products.find((card) => card.entityId === id)?.status;
};

describe('the ended status on catalogue cards', () => {
  it('shows a live round past its end (and the grace) as ended', async () => {
    expect(await statusOf('endedpast', ids.past ?? 0)).toBe('ended');
  });

  it('keeps a round live within the grace of a last-second bid and before its end', async () => {
    expect(await statusOf('endedjustnow', ids.justNow ?? 0)).toBe('running');
    expect(await statusOf('endedahead', ids.ahead ?? 0)).toBe('running');
  });

  it('leaves a decided round as it is', async () => {
    expect(await statusOf('endedsold', ids.sold ?? 0)).toBe('sold');
  });
});
