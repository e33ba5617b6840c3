/** The console dashboard: access, queue sizes with their oldest item, auctions, month figures and chart series from fixtures. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { berlinDay, berlinDayKey, berlinMonth, lastIsoWeeks, type DashboardAnswer } from '../../domain/operations/dashboard.ts';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { insertListing } from './listing-fixtures.ts';
import { operatorSession, type Operator } from './operator-helpers.ts';

const DAY = 86_400_000;
// Far older than anything else a test writes, so each fixture is its queue's oldest item.
const ANCIENT = Date.UTC(2001, 0, 1, 9, 0);

let invoiceSequence = 0;

async function insertOrder(row: { sellerId: number; buyerId: number; auctionId: number; hammerPrice: number; commissionNet: number; status?: string; createdAt: number; cancellationRequestedAt?: number }) {
  invoiceSequence += 1;
  const productId = await insertListing({ sellerId: row.sellerId, status: 'sold' });
  await env.DB.prepare(
    `INSERT INTO orders (auction_id, round, product_id, buyer_id, seller_id, via, hammer_price, vat_reportable, commission_net, commission_vat,
      invoice_number, status, payment_due_at, cancellation_requested_at, created_at)
     VALUES (?, 1, ?, ?, ?, 'auction', ?, 0, ?, 0, ?, ?, ?, ?, ?)`,
  )
    .bind(row.auctionId, productId, row.buyerId, row.sellerId, row.hammerPrice, row.commissionNet, `DASH-${Date.now()}-${invoiceSequence}`, row.status ?? 'pending', row.createdAt + 14 * DAY, row.cancellationRequestedAt ?? null, row.createdAt)
    .run();
}

async function insertAuction(sellerId: number, status: string, endingAt: number): Promise<number> {
  const productId = await insertListing({ sellerId, status });
  const row = await env.DB.prepare('INSERT INTO auctions (product_id, round, status, ending_at) VALUES (?, 1, ?, ?) RETURNING id').bind(productId, status, endingAt).first<{ id: number }>();
  return row?.id ?? 0;
}

const dashboard = async (operator: Operator) => json<DashboardAnswer>(await call('/admin/api/dashboard', { headers: bearer(operator) }));

describe('GET /admin/api/dashboard', () => {
  it('answers 401 to anonymous callers and 403 to customers', async () => {
    const { email } = await createCustomer();
    const customer = await login(email);
    expect((await call('/admin/api/dashboard')).status).toBe(401);
    expect((await call('/admin/api/dashboard', { headers: bearer(customer) })).status).toBe(403);
  });

  it('counts every queue with its oldest waiting item', async () => {
    const operator = await operatorSession();
    const seller = await createCustomer();
    const buyer = await createCustomer();
    const before = await dashboard(operator);

    const underReview = await insertListing({ sellerId: seller.id, status: 'under_review' });
    await env.DB.prepare('UPDATE products SET submitted_at = ? WHERE id = ?').bind(ANCIENT, underReview).run();
    const deleted = await insertListing({ sellerId: seller.id, status: 'under_review' });
    await env.DB.prepare('UPDATE products SET submitted_at = ?, deleted_at = ? WHERE id = ?').bind(ANCIENT - DAY, Date.now(), deleted).run();
    const published = await insertListing({ sellerId: seller.id, status: 'running' });
    await env.DB.prepare("INSERT INTO product_versions (product_id, attributes, gallery, revision, updated_at) VALUES (?, '{}', '[]', 1, ?)").bind(published, ANCIENT + DAY).run();
    const dealer = await createCustomer({ profileType: 'MERCHANT' });
    await env.DB.prepare("INSERT INTO merchants (customer_id, company, country, accepted, created_at) VALUES (?, 'Wartende Mobile GmbH', 'DE', NULL, ?)").bind(dealer.id, ANCIENT + 2 * DAY).run();
    await insertOrder({ sellerId: seller.id, buyerId: buyer.id, auctionId: 900_001, hammerPrice: 30_000, commissionNet: 900, status: 'cancellation_requested_by_dealer', createdAt: ANCIENT, cancellationRequestedAt: ANCIENT + 3 * DAY });
    await env.DB.prepare("INSERT INTO contact_requests (name, surname, email, question, locale, created_at) VALUES ('Eva', 'Lang', 'eva@example.com', 'Wann kommt mein Geld?', 'de', ?)").bind(ANCIENT + 4 * DAY).run();
    await env.DB.prepare("INSERT INTO contact_requests (name, surname, email, question, locale, answered_at, created_at) VALUES ('Jan', 'Kurz', 'jan@example.com', 'Erledigt', 'de', ?, ?)").bind(Date.now(), ANCIENT - DAY).run();

    const after = await dashboard(operator);
    expect(after.queues.ads).toEqual({ count: before.queues.ads.count + 1, oldestAt: ANCIENT });
    expect(after.queues.edits).toEqual({ count: before.queues.edits.count + 1, oldestAt: ANCIENT + DAY });
    expect(after.queues.dealers).toEqual({ count: before.queues.dealers.count + 1, oldestAt: ANCIENT + 2 * DAY });
    expect(after.queues.cancellations).toEqual({ count: before.queues.cancellations.count + 1, oldestAt: ANCIENT + 3 * DAY });
    expect(after.queues.contacts).toEqual({ count: before.queues.contacts.count + 1, oldestAt: ANCIENT + 4 * DAY });
  });

  it("counts running auctions and those ending today in Berlin", async () => {
    const operator = await operatorSession();
    const seller = await createCustomer();
    const before = await dashboard(operator);
    const today = berlinDay(Date.now());
    await insertAuction(seller.id, 'hotbidding', today.from + 1_000);
    await insertAuction(seller.id, 'running', today.to + DAY);
    await insertAuction(seller.id, 'published', today.from + 2_000);
    const after = await dashboard(operator);
    expect(after.auctions).toEqual({ running: before.auctions.running + 2, endingToday: before.auctions.endingToday + 1 });
  });

  it("sums the month's sales and commission without canceled orders, and fills the daily series", async () => {
    const operator = await operatorSession();
    const seller = await createCustomer();
    const buyer = await createCustomer();
    const before = await dashboard(operator);
    const now = Date.now();
    const month = berlinMonth(now);
    // Noon ten Berlin days ago: inside the 30-day series, in this month or the previous one.
    const earlier = berlinDay(now - 10 * DAY).from + 12 * 3_600_000;
    await insertOrder({ sellerId: seller.id, buyerId: buyer.id, auctionId: 900_101, hammerPrice: 40_000, commissionNet: 1_200, createdAt: now - 1_000 });
    await insertOrder({ sellerId: seller.id, buyerId: buyer.id, auctionId: 900_102, hammerPrice: 25_000, commissionNet: 750, status: 'paid', createdAt: earlier });
    await insertOrder({ sellerId: seller.id, buyerId: buyer.id, auctionId: 900_103, hammerPrice: 99_000, commissionNet: 2_970, status: 'canceled', createdAt: now - 1_000 });
    const after = await dashboard(operator);

    const earlierInMonth = earlier >= month.from;
    expect(after.month).toMatchObject({
      sales: before.month.sales + 1 + (earlierInMonth ? 1 : 0),
      revenue: before.month.revenue + 40_000 + (earlierInMonth ? 25_000 : 0),
      commission: before.month.commission + 1_200 + (earlierInMonth ? 750 : 0),
      from: month.from,
      to: month.to,
    });
    expect(after.series.salesPerDay).toHaveLength(30);
    expect(after.series.sellThroughPerWeek).toHaveLength(12);
    expect(after.series.salesPerDay.at(-1)?.day).toBe(berlinDayKey(now));
    const day = berlinDayKey(earlier);
    const beforeDay = before.series.salesPerDay.find((entry) => entry.day === day);
    expect(after.series.salesPerDay.find((entry) => entry.day === day)).toEqual({ day, count: (beforeDay?.count ?? 0) + 1, amount: (beforeDay?.amount ?? 0) + 25_000 });
    expect(after.generatedAt).toBeGreaterThanOrEqual(now);
  });

  it('measures sell-through as sold over ended rounds this week and this month', async () => {
    const operator = await operatorSession();
    const seller = await createCustomer();
    const buyer = await createCustomer();
    const before = await dashboard(operator);
    const now = Date.now();
    // A minute ago, but never before this ISO week or this month began (the checks read the current ones).
    const endedAt = Math.max(now - 60_000, lastIsoWeeks(now, 1)[0]?.from ?? 0, berlinMonth(now).from);
    const sold = await insertAuction(seller.id, 'sold', endedAt);
    await insertOrder({ sellerId: seller.id, buyerId: buyer.id, auctionId: sold, hammerPrice: 30_000, commissionNet: 900, createdAt: endedAt });
    await insertAuction(seller.id, 'acpt_late_offer', endedAt);
    // A sale canceled afterwards does not count as sold; a running round has not ended.
    const undone = await insertAuction(seller.id, 'sold', endedAt);
    await insertOrder({ sellerId: seller.id, buyerId: buyer.id, auctionId: undone, hammerPrice: 30_000, commissionNet: 900, status: 'canceled', createdAt: endedAt });
    await insertAuction(seller.id, 'running', now + DAY);
    const after = await dashboard(operator);

    const week = (answer: DashboardAnswer) => answer.series.sellThroughPerWeek.at(-1) ?? { ended: 0, sold: 0, rate: null };
    expect(week(after).ended).toBe(week(before).ended + 3);
    expect(week(after).sold).toBe(week(before).sold + 1);
    expect(week(after).rate).toBeCloseTo(week(after).sold / week(after).ended);
    expect(after.month.sellThrough).not.toBeNull();
    expect(after.month.sellThrough ?? -1).toBeGreaterThanOrEqual(0);
    expect(after.month.sellThrough ?? 2).toBeLessThanOrEqual(1);
  });
});
