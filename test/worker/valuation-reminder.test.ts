/** The valuation report reminder job against real D1: stages once, overlapping runs, failures, opt-out, who is skipped, language and link. */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { pathFor } from '../../domain/routes.ts';
import worker from '../../worker/index.ts';
import { randomToken, sha256Hex } from '../../worker/lib/crypto.ts';
import { SEAL_LABELS, sealText } from '../../worker/lib/sealed.ts';
import type { MailTransport } from '../../worker/mail/mail.ts';
import { authSecret } from '../../worker/services/auth/secret.ts';
import { remindValuationReports } from '../../worker/services/valuation/valuation-reminder.ts';
import { createCustomer, uniqueEmail } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Each test in its own 100-day slice of the far future: the job looks 30 days back, so no run sees another test's valuations. */
let slice = 0;
function clock(): number {
  slice += 1;
  return Date.UTC(2101, 0, 1) + slice * 100 * DAY;
}

interface Input {
  valuatedAt: number;
  email?: string;
  locale?: string;
  status?: string;
  productStatus?: string;
  saleTiming?: string | null;
  deletedAt?: number | null;
  make?: string;
  productType?: 'motorhome' | 'trailer';
}

/** A valuation of a prospect's vehicle, valuated at `valuatedAt`; its id, key and address. */
async function valuated(input: Input) {
  const email = input.email ?? uniqueEmail('valued');
  const prospect = await env.DB.prepare(`INSERT INTO customers (email, name, segmentation) VALUES (?, '', 'prospect') RETURNING id`)
    .bind(uniqueEmail('visitor').replace('@example.com', '@prospect.invalid'))
    .first<{ id: number }>();
  const product = await env.DB.prepare(
    `INSERT INTO products (customer_id, product_type, make, model, first_registration_year, first_registration_month, zip_code, city, country, status, funnel, sale_timing, deleted_at)
     VALUES (?, ?, ?, 'Sprinter 4', 2019, 3, '20457', 'Hamburg', 'DE', ?, 'valuation', ?, ?) RETURNING id`,
  )
    .bind(prospect?.id, input.productType ?? 'motorhome', input.make ?? 'Weinsberg', input.productStatus ?? 'editing', input.saleTiming ?? null, input.deletedAt ?? null)
    .first<{ id: number }>();
  const key = randomToken(32);
  const row = await env.DB.prepare(
    `INSERT INTO valuations (product_id, customer_id, status, step, name, email, locale, report_key_hash, report_key_sealed, low, high, submitted_at, valuated_at)
     VALUES (?, ?, ?, 2, 'Jonas Berg', ?, ?, ?, ?, 30000, 34000, ?, ?) RETURNING id`,
  )
    .bind(product?.id, prospect?.id, input.status ?? 'valuated', email, input.locale ?? 'de', await sha256Hex(key), await sealText(authSecret(env), SEAL_LABELS.valuationReportKey, key), input.valuatedAt - DAY, input.valuatedAt)
    .first<{ id: number }>();
  return { id: row?.id ?? 0, productId: product?.id ?? 0, key, email };
}

const mails = async (to: string) =>
  (await env.DB.prepare('SELECT kind, locale, subject, text FROM mail_outbox WHERE recipient = ? ORDER BY id').bind(to).all<{ kind: string; locale: string; subject: string; text: string }>()).results;

const settled = async (valuationId: number) =>
  (await env.DB.prepare('SELECT stage FROM valuation_reminders WHERE valuation_id = ? ORDER BY stage').bind(valuationId).all<{ stage: number }>()).results.map((row) => row.stage);

const run = (at: number, transport?: MailTransport) => remindValuationReports(env, new Date(at), transport ? { transport } : {});

describe('valuation report reminder', () => {
  it('sends stage 1 after 2 days and stage 2 after 7 days, each once across runs', async () => {
    const t = clock();
    const item = await valuated({ valuatedAt: t });
    expect((await run(t + 2 * DAY - HOUR)).due).toBe(0);
    await run(t + 2 * DAY + HOUR);
    await run(t + 3 * DAY);
    expect(await mails(item.email)).toHaveLength(1);
    expect(await settled(item.id)).toEqual([1]);
    await run(t + 7 * DAY + HOUR);
    await run(t + 8 * DAY);
    const sent = await mails(item.email);
    expect(sent.map((mail) => mail.kind)).toEqual(['valuation_report_reminder', 'valuation_report_reminder']);
    expect(await settled(item.id)).toEqual([1, 2]);

    const [mail] = sent;
    expect(mail).toMatchObject({ locale: 'de', subject: 'Ihre Bewertung liegt bereit – jetzt inserieren?' });
    expect(mail?.text).toContain('vor Kurzem haben wir „Weinsberg Sprinter 4“ für Sie bewertet.');
    expect(mail?.text.split('\n')).toContain(`http://localhost:8787${pathFor('valuation-motorhome-report', 'de', { rest: item.key }, { kind: 'prefix' })}`);
    // No account holds this address, so there is no settings page to link to; the footer promises none.
    expect(mail?.text).not.toContain(pathFor('account-email-settings', 'de', {}, { kind: 'prefix' }));
    expect(mail?.text).toContain('Zu einer Bewertung senden wir höchstens zwei Erinnerungen.');
  });

  it('sends only the highest due stage after a long absence', async () => {
    const t = clock();
    const item = await valuated({ valuatedAt: t });
    expect(await run(t + 8 * DAY)).toEqual({ due: 1, mailed: 1, taken: 0, skipped: 0, failed: 0 });
    expect(await settled(item.id)).toEqual([1, 2]);
    await run(t + 9 * DAY);
    expect(await mails(item.email)).toHaveLength(1);
  });

  it('mails once when two runs overlap', async () => {
    const t = clock();
    const item = await valuated({ valuatedAt: t });
    const results = await Promise.all([run(t + 2 * DAY + HOUR), run(t + 2 * DAY + HOUR)]);
    expect(results.reduce((sum, result) => sum + result.mailed, 0)).toBe(1);
    expect(await mails(item.email)).toHaveLength(1);
    expect(await settled(item.id)).toEqual([1]);
  });

  it('releases the claim when sending fails, so a later run sends the stage', async () => {
    const t = clock();
    const item = await valuated({ valuatedAt: t });
    const failing: MailTransport = { send: () => Promise.reject(new Error('provider unavailable')) };
    expect(await run(t + 2 * DAY + HOUR, failing)).toEqual({ due: 1, mailed: 0, taken: 0, skipped: 0, failed: 1 });
    expect(await settled(item.id)).toEqual([]);
    expect(await run(t + 2 * DAY + 2 * HOUR)).toMatchObject({ mailed: 1, failed: 0 });
    expect(await mails(item.email)).toHaveLength(1);
  });

  it('respects the VALUATION_REPORT_REMINDER opt-out of the address holder and ignores other switched-off reminders', async () => {
    const t = clock();
    const optedOut = await createCustomer();
    const otherOff = await createCustomer();
    const settings = env.DB.prepare('INSERT INTO email_automation_settings (customer_id, type, enabled) VALUES (?, ?, 0)');
    await env.DB.batch([settings.bind(optedOut.id, 'VALUATION_REPORT_REMINDER'), settings.bind(otherOff.id, 'COMPLETE_AD_REMINDER')]);
    const silent = await valuated({ valuatedAt: t, email: optedOut.email });
    await valuated({ valuatedAt: t, email: otherOff.email });
    await run(t + 2 * DAY + HOUR);
    expect(await mails(optedOut.email)).toEqual([]);
    expect(await settled(silent.id)).toEqual([]);
    expect(await mails(otherOff.email)).toHaveLength(1);
  });

  it('skips listed vehicles, vehicles started as an ad, deleted vehicles and valuations not valuated', async () => {
    const t = clock();
    const skipped = [
      await valuated({ valuatedAt: t, productStatus: 'under_review' }),
      await valuated({ valuatedAt: t, productStatus: 'running' }),
      await valuated({ valuatedAt: t, saleTiming: 'now' }),
      await valuated({ valuatedAt: t, deletedAt: t + HOUR }),
      await valuated({ valuatedAt: t, status: 'under_review' }),
    ];
    expect(await run(t + 2 * DAY + HOUR)).toEqual({ due: 0, mailed: 0, taken: 0, skipped: 0, failed: 0 });
    for (const item of skipped) {
      expect(await mails(item.email)).toEqual([]);
      expect(await settled(item.id)).toEqual([]);
    }
  });

  it('writes in the valuation language, links the trailer report and, for an account holder, the signed reminder settings', async () => {
    const t = clock();
    const holder = await createCustomer({ language: 'de' });
    const item = await valuated({ valuatedAt: t, locale: 'sv', productType: 'trailer', make: 'Kabe', email: holder.email });
    await run(t + 2 * DAY + HOUR);
    const [mail] = await mails(item.email);
    expect(mail).toMatchObject({ kind: 'valuation_report_reminder', locale: 'sv', subject: 'Din värdering väntar – annonsera nu?' });
    expect(mail?.text).toContain('Nyligen värderade vi ”Kabe Sprinter 4” åt dig.');
    const lines = mail?.text.split('\n') ?? [];
    expect(lines).toContain(`http://localhost:8787${pathFor('valuation-trailer-report', 'sv', { slug: item.key }, { kind: 'prefix' })}`);
    const settings = lines.find((line) => line.startsWith(`http://localhost:8787${pathFor('account-email-settings', 'sv', {}, { kind: 'prefix' })}?`));
    expect([...new URL(settings ?? 'http://invalid').searchParams.keys()].sort()).toEqual(['e', 'h', 'x']);
    // The link opens the holder's settings, where this reminder can be switched off.
    const response = await call(`/public/email-automation/all/get${new URL(settings ?? 'http://invalid').search}`);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ email: holder.email, settings: expect.arrayContaining([{ type: 'VALUATION_REPORT_REMINDER', enabled: true }]) });
  });

  it('runs from the scheduled handler', async () => {
    const item = await valuated({ valuatedAt: Date.now() - 2 * DAY - HOUR });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await mails(item.email)).map((mail) => mail.kind)).toEqual(['valuation_report_reminder']);
    expect(await settled(item.id)).toEqual([1]);
  });
});
