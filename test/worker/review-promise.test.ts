/** The 24-hour promise: escalation mails to the operators on duty (once per item and operator, retried after a failure) and the dashboard's figures. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { DashboardAnswer } from '../../domain/operations/dashboard.ts';
import type { MailTransport } from '../../worker/mail/mail.ts';
import { escalateWaitingReviews } from '../../worker/services/operations/review-escalation.ts';
import { bearer, createCustomer, uniqueEmail } from './accounts-helpers.ts';
import { browser } from './ads-helpers.ts';
import { call, json } from './helpers.ts';
import { insertListing } from './listing-fixtures.ts';
import { type Operator, operatorSession } from './operator-helpers.ts';
import { submitted, valuationRow } from './valuation-helpers.ts';

const HOUR = 3_600_000;

/** An ad under review, submitted `hoursAgo` hours before `now`, with a make no other test uses. */
async function adUnderReview(now: number, hoursAgo: number, make: string): Promise<number> {
  const seller = await createCustomer();
  const id = await insertListing({ sellerId: seller.id, status: 'under_review', make });
  await env.DB.prepare('UPDATE products SET submitted_at = ?, updated_at = ? WHERE id = ?').bind(now - hoursAgo * HOUR, now - hoursAgo * HOUR, id).run();
  return id;
}

const escalationMails = async (to: string) =>
  (await env.DB.prepare("SELECT locale, subject, text FROM mail_outbox WHERE recipient = ? AND kind = 'review_escalation' ORDER BY id").bind(to).all<{ locale: string; subject: string; text: string }>()).results;

const dashboard = async (operator: Operator) => json<DashboardAnswer>(await call('/admin/api/dashboard', { headers: bearer(operator) }));

describe('review escalation job', () => {
  it('mails each active operator once about an item waiting 20 hours, in the console language, and never about a fresh one', async () => {
    const now = Date.now();
    const german = await createCustomer({ isAdmin: true, language: 'de' });
    const english = await createCustomer({ isAdmin: true, language: 'sv' });
    const inactive = await createCustomer({ isAdmin: true });
    await env.DB.prepare('UPDATE customers SET deactivated_at = ? WHERE id = ?').bind(now, inactive.id).run();
    const customer = await createCustomer();
    const old = await adUnderReview(now, 21, 'Eskalationsmobil');
    const fresh = await adUnderReview(now, 19, 'Frischmobil');

    await escalateWaitingReviews(env, new Date(now));
    await escalateWaitingReviews(env, new Date(now + 60_000));

    const [germanMail, ...moreGerman] = await escalationMails(german.email);
    expect(moreGerman).toEqual([]);
    expect(germanMail?.locale).toBe('de');
    expect(germanMail?.text).toContain(`Inserat #${old} Eskalationsmobil B 678: wartet seit 21 Std.`);
    expect(germanMail?.text).not.toContain(`#${fresh} `);
    const englishMails = await escalationMails(english.email);
    expect(englishMails).toHaveLength(1);
    // Operators work in German or English: any other language setting reads English.
    expect(englishMails[0]?.locale).toBe('en');
    expect(englishMails[0]?.text).toContain(`Ad #${old} Eskalationsmobil B 678: waiting for 21 h`);
    expect(await escalationMails(inactive.email)).toEqual([]);
    expect(await escalationMails(customer.email)).toEqual([]);
  });

  it('claims and mails a backlog larger than one statement can bind', async () => {
    const now = Date.now();
    const operator = await createCustomer({ isAdmin: true, language: 'en' });
    const backlog = [];
    for (let index = 0; index < 21; index++) backlog.push(await adUnderReview(now, 22, `Rueckstau${index}`));

    await escalateWaitingReviews(env, new Date(now));

    const [mail, ...more] = await escalationMails(operator.email);
    expect(more).toEqual([]);
    for (const id of backlog) expect(mail?.text).toContain(`Ad #${id} `);
  });

  it('includes valuations and, once they too have waited 20 hours, items that were fresh before', async () => {
    const now = Date.now();
    const operator = await createCustomer({ isAdmin: true, language: 'en' });
    const later = await adUnderReview(now, 15, 'Spaetmobil');
    const valuation = await submitted(browser(), uniqueEmail('escalate'));
    const row = await valuationRow(valuation.product.entityId);
    if (!row) throw new Error('valuation not stored');
    await env.DB.prepare('UPDATE valuations SET submitted_at = ? WHERE id = ?').bind(now - 22 * HOUR, row.id).run();

    await escalateWaitingReviews(env, new Date(now));
    let mails = await escalationMails(operator.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`Valuation #${row.id} `);
    expect(mails[0]?.text).not.toContain(`Ad #${later} `);

    await escalateWaitingReviews(env, new Date(now + 6 * HOUR));
    mails = await escalationMails(operator.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain(`Ad #${later} Spaetmobil B 678: waiting for 21 h`);
    expect(mails[1]?.text).not.toContain(`Valuation #${row.id} `);
  });

  it('releases the claims when the mail fails, so a later run sends it', async () => {
    const now = Date.now();
    const operator = await createCustomer({ isAdmin: true, language: 'de' });
    const id = await adUnderReview(now, 23, 'Ausfallmobil');
    const failing: MailTransport = { send: () => Promise.reject(new Error('provider unavailable')) };

    const first = await escalateWaitingReviews(env, new Date(now), { transport: failing });
    expect(first.failed).toBeGreaterThan(0);
    expect(await escalationMails(operator.email)).toEqual([]);

    await escalateWaitingReviews(env, new Date(now + 60_000));
    const mails = await escalationMails(operator.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`Inserat #${id} Ausfallmobil`);
  });
});

describe('the dashboard and the 24-hour promise', () => {
  it('counts the escalated ads and the share of decisions taken within 24 hours', async () => {
    const operator = await operatorSession();
    const now = Date.now();
    const before = await dashboard(operator);
    const late = await adUnderReview(now, 30, 'Spaetentscheid');
    const quick = await adUnderReview(now, 2, 'Schnellentscheid');
    await adUnderReview(now, 20.5, 'Wartemobil');

    const during = await dashboard(operator);
    // The late one (30 h) and the waiting one (20.5 h) are escalated; the quick one (2 h) is not.
    expect(during.promise.escalated.ads).toBe(before.promise.escalated.ads + 2);

    for (const id of [late, quick]) {
      const updatedAt = new Date(now - (id === late ? 30 : 2) * HOUR).toISOString();
      const response = await call(`/admin/api/reviews/ads/${id}/send-back`, { method: 'POST', headers: bearer(operator), json: { updatedAt, reason: 'Bitte Fotos ergänzen.' } });
      expect(response.status).toBe(200);
    }

    const after = await dashboard(operator);
    expect(after.promise.escalated.ads).toBe(before.promise.escalated.ads + 1);
    expect(after.promise.kept.ads.decided).toBe(before.promise.kept.ads.decided + 2);
    expect(after.promise.kept.ads.kept).toBe(before.promise.kept.ads.kept + 1);
    expect(after.promise.kept.ads.share).toBe(after.promise.kept.ads.kept / after.promise.kept.ads.decided);
    expect(after.promise.windowDays).toBe(30);
  });

  it('counts a confirmed valuation as kept when it was decided within 24 hours', async () => {
    const operator = await operatorSession();
    const before = await dashboard(operator);
    const valuation = await submitted(browser(), uniqueEmail('promise'));
    const row = await valuationRow(valuation.product.entityId);
    if (!row) throw new Error('valuation not stored');
    const detail = await json<{ updatedAt: string }>(await call(`/admin/api/valuations/${row.id}`, { headers: bearer(operator) }));
    const confirmed = await call(`/admin/api/valuations/${row.id}/confirm`, { method: 'POST', headers: bearer(operator), json: { low: 30_000, high: 34_000, updatedAt: detail.updatedAt } });
    expect(confirmed.status).toBe(200);
    const after = await dashboard(operator);
    expect(after.promise.kept.valuations).toMatchObject({ decided: before.promise.kept.valuations.decided + 1, kept: before.promise.kept.valuations.kept + 1 });
  });
});
