/** The complete-ad reminder job against real D1: stages, skipped stages, claims under overlap and failure, opt-out, who is skipped, language. */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { pathFor } from '../../domain/routes.ts';
import worker from '../../worker/index.ts';
import type { MailTransport } from '../../worker/mail/mail.ts';
import { remindIncompleteAds } from '../../worker/services/ads/complete-ad-reminder.ts';
import { createCustomer, uniqueEmail } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Each test lives in its own 100-day slice of the far future: the job only looks 30 days back, so no run sees
 * another test's ads, and real-time cron runs of other test files never find these ads due.
 */
let slice = 0;
function clock(): number {
  slice += 1;
  return Date.UTC(2100, 0, 1) + slice * 100 * DAY;
}

interface AdInput {
  sellerId: number;
  updatedAt: number | null;
  createdAt?: number;
  status?: string;
  deletedAt?: number;
  make?: string;
  model?: string;
}

async function insertAd(input: AdInput): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO products (customer_id, product_type, make, model, first_registration_year, first_registration_month,
      zip_code, city, country, status, updated_at, created_at, deleted_at)
     VALUES (?, 'motorhome', ?, ?, 2018, 5, '20457', 'Hamburg', 'DE', ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      input.sellerId,
      input.make ?? 'Hymer',
      input.model ?? 'B 678',
      input.status ?? 'editing',
      input.updatedAt,
      input.createdAt ?? input.updatedAt ?? Date.now(),
      input.deletedAt ?? null,
    )
    .first<{ id: number }>();
  if (!row) throw new Error('ad not inserted');
  return row.id;
}

async function insertProspect(email: string): Promise<number> {
  const row = await env.DB.prepare(`INSERT INTO customers (email, name, segmentation) VALUES (?, '', 'prospect') RETURNING id`)
    .bind(email)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

interface OutboxRow {
  kind: string;
  locale: string;
  subject: string;
  html: string;
  text: string;
}

async function mails(to: string): Promise<OutboxRow[]> {
  const rows = await env.DB.prepare('SELECT kind, locale, subject, html, text FROM mail_outbox WHERE recipient = ? ORDER BY id').bind(to).all<OutboxRow>();
  return rows.results;
}

async function settledStages(productId: number): Promise<number[]> {
  const rows = await env.DB.prepare('SELECT stage FROM ad_reminders WHERE product_id = ? ORDER BY stage').bind(productId).all<{ stage: number }>();
  return rows.results.map((row) => row.stage);
}

const run = (at: number, transport?: MailTransport) => remindIncompleteAds(env, new Date(at), transport ? { transport } : {});

describe('complete-ad reminder', () => {
  it('sends each stage once: 24 hours, 3 days and 7 days after the last change', async () => {
    const t = clock();
    const seller = await createCustomer();
    const id = await insertAd({ sellerId: seller.id, updatedAt: t });
    await run(t + 23 * HOUR);
    expect(await mails(seller.email)).toEqual([]);

    await run(t + 25 * HOUR);
    await run(t + 26 * HOUR);
    expect(await mails(seller.email)).toHaveLength(1);
    await run(t + 3 * DAY + HOUR);
    await run(t + 7 * DAY + HOUR);
    await run(t + 8 * DAY);
    const sent = await mails(seller.email);
    expect(sent.map((mail) => mail.kind)).toEqual(['complete_ad_reminder', 'complete_ad_reminder', 'complete_ad_reminder']);
    expect(await settledStages(id)).toEqual([1, 2, 3]);

    const [mail] = sent;
    expect(mail).toMatchObject({ locale: 'de', subject: 'Ihr Inserat ist noch nicht fertig' });
    expect(mail?.text).toContain('Ihr Inserat „Hymer B 678“ ist noch nicht fertig.');
    expect(mail?.text.split('\n')).toContain(`http://localhost:8787${pathFor('ad-continue-id', 'de', { id: String(id) }, { kind: 'prefix' })}`);
  });

  it('sends only the highest due stage after a long absence and never the skipped ones later', async () => {
    const t = clock();
    const seller = await createCustomer();
    const id = await insertAd({ sellerId: seller.id, updatedAt: t });
    const result = await run(t + 8 * DAY);
    expect(result).toEqual({ due: 1, mailed: 1, taken: 0, failed: 0 });
    expect(await settledStages(id)).toEqual([1, 2, 3]);
    // A later edit starts the clock again, but every stage is settled.
    await env.DB.prepare('UPDATE products SET updated_at = ? WHERE id = ?')
      .bind(t + 9 * DAY, id)
      .run();
    await run(t + 10 * DAY + HOUR);
    await run(t + 12 * DAY + HOUR);
    expect(await mails(seller.email)).toHaveLength(1);
  });

  it('falls back to the creation time when the ad has no last change', async () => {
    const t = clock();
    const seller = await createCustomer();
    await insertAd({ sellerId: seller.id, updatedAt: null, createdAt: t });
    await run(t + 4 * DAY);
    expect(await mails(seller.email)).toHaveLength(1);
  });

  it('mails once when runs overlap', async () => {
    const t = clock();
    const seller = await createCustomer();
    const id = await insertAd({ sellerId: seller.id, updatedAt: t });
    const results = await Promise.all([run(t + 2 * DAY), run(t + 2 * DAY)]);
    expect(results.reduce((sum, result) => sum + result.mailed, 0)).toBe(1);
    expect(await mails(seller.email)).toHaveLength(1);
    expect(await settledStages(id)).toEqual([1]);
  });

  it('releases the claim when sending fails, so a later run sends the stage', async () => {
    const t = clock();
    const seller = await createCustomer();
    const id = await insertAd({ sellerId: seller.id, updatedAt: t });
    const failing: MailTransport = {
      send: () => Promise.reject(new Error('provider unavailable')),
    };
    expect(await run(t + 2 * DAY, failing)).toEqual({ due: 1, mailed: 0, taken: 0, failed: 1 });
    expect(await settledStages(id)).toEqual([]);
    expect(await mails(seller.email)).toEqual([]);

    expect(await run(t + 2 * DAY + HOUR)).toMatchObject({ mailed: 1, failed: 0 });
    expect(await mails(seller.email)).toHaveLength(1);
    expect(await settledStages(id)).toEqual([1]);
  });

  it('respects the COMPLETE_AD_REMINDER opt-out and ignores other switched-off reminders', async () => {
    const t = clock();
    const optedOut = await createCustomer();
    const otherOff = await createCustomer();
    const settings = env.DB.prepare('INSERT INTO email_automation_settings (customer_id, type, enabled) VALUES (?, ?, 0)');
    await env.DB.batch([settings.bind(optedOut.id, 'COMPLETE_AD_REMINDER'), settings.bind(otherOff.id, 'VALUATION_REPORT_REMINDER')]);
    const id = await insertAd({ sellerId: optedOut.id, updatedAt: t });
    await insertAd({ sellerId: otherOff.id, updatedAt: t });
    await run(t + 2 * DAY);
    expect(await mails(optedOut.email)).toEqual([]);
    expect(await settledStages(id)).toEqual([]);
    expect(await mails(otherOff.email)).toHaveLength(1);
  });

  it('skips prospects without a real address, ads out of editing, deleted ads and deleted sellers', async () => {
    const t = clock();
    const placeholder = uniqueEmail('visitor').replace('@example.com', '@prospect.invalid');
    const prospect = await insertProspect(placeholder);
    const seller = await createCustomer();
    const gone = await createCustomer();
    await env.DB.prepare('UPDATE customers SET deleted_at = ? WHERE id = ?').bind(t, gone.id).run();
    const skipped = [
      await insertAd({ sellerId: prospect, updatedAt: t }),
      await insertAd({ sellerId: seller.id, updatedAt: t, status: 'review' }),
      await insertAd({ sellerId: seller.id, updatedAt: t, status: 'running' }),
      await insertAd({ sellerId: seller.id, updatedAt: t, deletedAt: t + HOUR }),
      await insertAd({ sellerId: gone.id, updatedAt: t }),
    ];
    expect(await run(t + 2 * DAY)).toEqual({ due: 0, mailed: 0, taken: 0, failed: 0 });
    for (const to of [placeholder, seller.email, gone.email]) expect(await mails(to)).toEqual([]);
    for (const id of skipped) expect(await settledStages(id)).toEqual([]);
  });

  it('reminds a prospect who has given a real address', async () => {
    const t = clock();
    const email = uniqueEmail('prospect');
    await insertAd({ sellerId: await insertProspect(email), updatedAt: t });
    await run(t + 2 * DAY);
    expect(await mails(email)).toHaveLength(1);
  });

  it('writes in the seller language with a settings link that opens their reminder settings', async () => {
    const t = clock();
    const seller = await createCustomer({ language: 'sv' });
    const id = await insertAd({ sellerId: seller.id, updatedAt: t, make: 'Kabe', model: '<b>Royal</b>' });
    await run(t + 2 * DAY);
    const [mail] = await mails(seller.email);
    expect(mail).toMatchObject({ kind: 'complete_ad_reminder', locale: 'sv', subject: 'Din annons är inte klar än' });
    expect(mail?.text).toContain('Din annons ”Kabe <b>Royal</b>” är inte klar än.');
    expect(mail?.html).toContain('Kabe &lt;b&gt;Royal&lt;/b&gt;');
    expect(mail?.text.split('\n')).toContain(`http://localhost:8787${pathFor('ad-continue-id', 'sv', { id: String(id) }, { kind: 'prefix' })}`);

    const settings = mail?.text.split('\n').find((line) => line.includes('/account/email-settings?'));
    expect(settings?.startsWith(`http://localhost:8787${pathFor('account-email-settings', 'sv', {}, { kind: 'prefix' })}?`)).toBe(true);
    const query = new URL(settings ?? 'http://invalid').searchParams;
    // The link is signed at send time, so it is checked against the real clock only for its shape here.
    expect([...query.keys()].sort()).toEqual(['e', 'h', 'x']);
    expect(Number(query.get('x')) * 1000).toBe(t + 2 * DAY + 30 * DAY);
  });

  it('uses the generic wording for an ad without make and model', async () => {
    const t = clock();
    const seller = await createCustomer({ language: 'en' });
    await insertAd({ sellerId: seller.id, updatedAt: t, make: '', model: '' });
    await run(t + 2 * DAY);
    const [mail] = await mails(seller.email);
    expect(mail?.text).toContain("The listing you started isn't finished yet.");
    expect(mail?.text).not.toContain('“”');
  });

  it('runs from the scheduled handler with a settings link the settings API accepts', async () => {
    const seller = await createCustomer();
    await insertAd({ sellerId: seller.id, updatedAt: Date.now() - 25 * HOUR });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const [mail, ...more] = await mails(seller.email);
    expect(more).toEqual([]);
    const settings = mail?.text.split('\n').find((line) => line.includes('/account/email-settings?')) ?? '';
    const response = await call(`/public/email-automation/all/get${new URL(settings).search}`);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ email: seller.email });
  });
});
