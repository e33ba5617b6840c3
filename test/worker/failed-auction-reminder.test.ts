/** The FAILED_AUCTION_REMINDER job against real D1: stages once per round, overlap, failure, opt-out, resubmitted rounds, language. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { pathFor } from '../../domain/routes.ts';
import type { MailTransport } from '../../worker/mail/mail.ts';
import { remindFailedAuctions } from '../../worker/services/messages/failed-auction-reminder.ts';
import { createCustomer } from './accounts-helpers.ts';
import { createAuction } from './auction-fixtures.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Each test lives in its own 100-day slice of the far future: the job looks 30 days back, so runs never meet. */
let slice = 0;
function clock(): number {
  slice += 1;
  return Date.UTC(2103, 0, 1) + slice * 100 * DAY;
}

async function mails(to: string): Promise<{ kind: string; locale: string; text: string }[]> {
  const rows = await env.DB.prepare('SELECT kind, locale, text FROM mail_outbox WHERE recipient = ? ORDER BY id').bind(to).all<{ kind: string; locale: string; text: string }>();
  return rows.results;
}

async function settledStages(auctionId: number, round = 1): Promise<number[]> {
  const rows = await env.DB.prepare('SELECT stage FROM failed_auction_reminders WHERE auction_id = ? AND round = ? ORDER BY stage').bind(auctionId, round).all<{ stage: number }>();
  return rows.results.map((row) => row.stage);
}

async function failedAuction(sellerId: number, endedAt: number, status = 'failed_na') {
  return createAuction({ sellerId, status, startsAt: endedAt - DAY, endingAt: endedAt });
}

const run = (at: number, transport?: MailTransport) => remindFailedAuctions(env, new Date(at), transport ? { transport } : {});

describe('failed auction reminder', () => {
  it('sends stage 1 a day and stage 2 three days after the end, each once, in the seller language', async () => {
    const t = clock();
    const seller = await createCustomer({ language: 'sv' });
    const { auctionId } = await failedAuction(seller.id, t);
    expect(await run(t + 23 * HOUR)).toMatchObject({ due: 0, mailed: 0 });
    expect(await run(t + 25 * HOUR)).toMatchObject({ due: 1, mailed: 1 });
    await run(t + 26 * HOUR);
    expect(await mails(seller.email)).toHaveLength(1);
    await run(t + 3 * DAY + HOUR);
    await run(t + 4 * DAY);
    const sent = await mails(seller.email);
    expect(sent.map((mail) => `${mail.kind}:${mail.locale}`)).toEqual(['failed_auction_reminder:sv', 'failed_auction_reminder:sv']);
    expect(sent[0]?.text.split('\n')).toContain(`http://localhost:8787${pathFor('account-my-vehicles', 'sv')}`);
    expect(await settledStages(auctionId)).toEqual([1, 2]);
  });

  it('sends only the highest due stage after a long absence', async () => {
    const t = clock();
    const seller = await createCustomer();
    const { auctionId } = await failedAuction(seller.id, t, 'acpt_late_offer');
    expect(await run(t + 5 * DAY)).toMatchObject({ due: 1, mailed: 1 });
    await run(t + 6 * DAY);
    expect(await mails(seller.email)).toHaveLength(1);
    expect(await settledStages(auctionId)).toEqual([1, 2]);
  });

  it('mails once when runs overlap', async () => {
    const t = clock();
    const seller = await createCustomer();
    const { auctionId } = await failedAuction(seller.id, t, 'declined_late_offer');
    const results = await Promise.all([run(t + 2 * DAY), run(t + 2 * DAY)]);
    expect(results.reduce((sum, result) => sum + result.mailed, 0)).toBe(1);
    expect(await mails(seller.email)).toHaveLength(1);
    expect(await settledStages(auctionId)).toEqual([1]);
  });

  it('releases the claim when sending fails, so a later run sends the stage', async () => {
    const t = clock();
    const seller = await createCustomer();
    const { auctionId } = await failedAuction(seller.id, t);
    const failing: MailTransport = { send: () => Promise.reject(new Error('provider unavailable')) };
    expect(await run(t + 2 * DAY, failing)).toMatchObject({ due: 1, mailed: 0, failed: 1 });
    expect(await settledStages(auctionId)).toEqual([]);
    expect(await run(t + 2 * DAY + HOUR)).toMatchObject({ mailed: 1, failed: 0 });
    expect(await mails(seller.email)).toHaveLength(1);
  });

  it('respects the FAILED_AUCTION_REMINDER opt-out and ignores other switched-off mails', async () => {
    const t = clock();
    const optedOut = await createCustomer();
    const otherOff = await createCustomer();
    const settings = env.DB.prepare('INSERT INTO email_automation_settings (customer_id, type, enabled) VALUES (?, ?, 0)');
    await env.DB.batch([settings.bind(optedOut.id, 'FAILED_AUCTION_REMINDER'), settings.bind(otherOff.id, 'NOTIFICATION_EMAILS')]);
    const { auctionId } = await failedAuction(optedOut.id, t);
    await failedAuction(otherOff.id, t);
    await run(t + 2 * DAY);
    expect(await mails(optedOut.email)).toEqual([]);
    expect(await settledStages(auctionId)).toEqual([]);
    expect(await mails(otherOff.email)).toHaveLength(1);
  });

  it('leaves resubmitted, sold and still negotiating auctions alone, and reminds again for a new failed round', async () => {
    const t = clock();
    const seller = await createCustomer();
    const resubmitted = await failedAuction(seller.id, t);
    await run(t + 2 * DAY);
    expect(await mails(seller.email)).toHaveLength(1);
    // The seller resubmits: round 2 is published and ends later; nothing more is sent for round 1.
    const nextEnd = t + 5 * DAY;
    await env.DB.batch([
      env.DB.prepare("UPDATE auctions SET status = 'published', round = 2, ending_at = ? WHERE id = ?").bind(nextEnd, resubmitted.auctionId),
      env.DB.prepare("UPDATE products SET status = 'published', ending_at = ? WHERE id = ?").bind(nextEnd, resubmitted.productId),
    ]);
    await failedAuction(seller.id, t, 'sold');
    await failedAuction(seller.id, t, 'recd_late_offer');
    expect(await run(t + 4 * DAY)).toMatchObject({ due: 0, mailed: 0 });
    expect(await mails(seller.email)).toHaveLength(1);
    expect(await settledStages(resubmitted.auctionId)).toEqual([1]);

    // Round 2 fails too: its own stages, once.
    await env.DB.batch([
      env.DB.prepare("UPDATE auctions SET status = 'failed_na' WHERE id = ?").bind(resubmitted.auctionId),
      env.DB.prepare("UPDATE products SET status = 'failed_na' WHERE id = ?").bind(resubmitted.productId),
    ]);
    await run(nextEnd + 2 * DAY);
    await run(nextEnd + 2 * DAY + HOUR);
    expect(await mails(seller.email)).toHaveLength(2);
    expect(await settledStages(resubmitted.auctionId, 2)).toEqual([1]);
  });

  it('skips deleted ads and sellers who cannot be mailed', async () => {
    const t = clock();
    const seller = await createCustomer();
    const closed = await createCustomer();
    await env.DB.prepare('UPDATE customers SET deactivated_at = ? WHERE id = ?').bind(t, closed.id).run();
    const deleted = await failedAuction(seller.id, t);
    await env.DB.prepare('UPDATE products SET deleted_at = ? WHERE id = ?').bind(t, deleted.productId).run();
    await failedAuction(closed.id, t);
    expect(await run(t + 2 * DAY)).toMatchObject({ due: 0, mailed: 0 });
    expect(await mails(seller.email)).toEqual([]);
    expect(await mails(closed.email)).toEqual([]);
  });
});
