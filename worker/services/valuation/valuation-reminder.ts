/**
 * The cron job behind VALUATION_REPORT_REMINDER: a valuated vehicle not listed yet gets a mail 2 and 7 days after the
 * report went out, suggesting to list it now; each stage at most once (claimed before sending, released when the
 * send fails), in the valuation's language, unless the holder of the address switched the reminder off.
 */
import { and, between, desc, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { UrlContext } from '../../../domain/alternates.ts';
import { createDb, type Database } from '../../db/client.ts';
import { customers, emailAutomationSettings, products } from '../../db/schema.ts';
import { valuationReminders, valuations } from '../../db/schema-valuations.ts';
import type { Bindings } from '../../env.ts';
import { createMailTransport } from '../../mail/create-transport.ts';
import type { MailTransport } from '../../mail/mail.ts';
import { scheduledLinkContext } from '../../lib/links.ts';
import { sendValuationMail, type ValuationMailTarget } from './valuation-mails.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stage n is due this long after the report went out (valuated_at); later stages first, so the highest due is found first. */
export const VALUATION_REMINDER_STAGES = [
  { stage: 2, afterMs: 7 * DAY_MS },
  { stage: 1, afterMs: 2 * DAY_MS },
] as const;

export type ValuationReminderStage = (typeof VALUATION_REMINDER_STAGES)[number]['stage'];

/** Mails per run at most. */
export const VALUATION_REMINDERS_PER_RUN = 50;

/** Reports older than this get no reminder: the first run after a deploy does not mail every report ever sent. */
export const VALUATION_REMINDER_WINDOW_MS = 30 * DAY_MS;

export interface ValuationReminderRun {
  due: number;
  mailed: number;
  /** Due, but another run claimed the stage first. */
  taken: number;
  /** Claimed, but nothing could be sent (the report key no longer opens, the vehicle is gone); not retried. */
  skipped: number;
  failed: number;
}

export interface ValuationReminderOptions {
  transport?: MailTransport;
  batch?: number;
  links?: UrlContext;
}

interface DueValuation extends ValuationMailTarget {
  stage: ValuationReminderStage;
}

/**
 * Valuated, with a due stage not yet settled, whose vehicle is still only the valuation's (in editing, not deleted,
 * not started as an ad: the complete-ad reminder looks after those) and whose address has not opted out.
 */
async function dueValuations(db: Database, now: Date, batch: number): Promise<DueValuation[]> {
  const nowMs = now.getTime();
  const [second, first] = VALUATION_REMINDER_STAGES;
  const stage = sql<number>`case when ${valuations.valuatedAt} <= ${nowMs - second.afterMs} then 2 else 1 end`;
  const rows = await db
    .select({
      id: valuations.id,
      email: valuations.email,
      name: valuations.name,
      locale: valuations.locale,
      productId: valuations.productId,
      reportKeySealed: valuations.reportKeySealed,
      stage,
    })
    .from(valuations)
    .innerJoin(products, eq(products.id, valuations.productId))
    .where(
      and(
        eq(valuations.status, 'valuated'),
        between(valuations.valuatedAt, new Date(nowMs - VALUATION_REMINDER_WINDOW_MS), new Date(nowMs - first.afterMs)),
        isNotNull(valuations.email),
        isNotNull(valuations.reportKeySealed),
        eq(products.status, 'editing'),
        isNull(products.deletedAt),
        isNull(products.saleTiming),
        // The opt-out belongs to whoever holds the address (the valuation's owner may be a prospect without one).
        notExists(
          db
            .select({ one: sql`1` })
            .from(emailAutomationSettings)
            .innerJoin(customers, eq(customers.id, emailAutomationSettings.customerId))
            .where(
              and(
                eq(customers.email, valuations.email),
                eq(emailAutomationSettings.type, 'VALUATION_REPORT_REMINDER'),
                eq(emailAutomationSettings.enabled, false),
              ),
            ),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(valuationReminders)
            .where(and(eq(valuationReminders.valuationId, valuations.id), sql`${valuationReminders.stage} >= ${stage}`)),
        ),
      ),
    )
    .orderBy(desc(valuations.valuatedAt))
    .limit(batch)
    .all();
  return rows.map((row) => ({ ...row, stage: row.stage as ValuationReminderStage }));
}

/** Claims the due stage and settles the lower ones, in one statement; the stages inserted when this run won the due one, else null. */
async function claimStage(db: Database, valuationId: number, stage: ValuationReminderStage, now: Date): Promise<number[] | null> {
  const stages = VALUATION_REMINDER_STAGES.filter((entry) => entry.stage <= stage).map((entry) => ({ valuationId, stage: entry.stage, sentAt: now }));
  const inserted = await db.insert(valuationReminders).values(stages).onConflictDoNothing().returning({ stage: valuationReminders.stage }).all();
  const claimed = inserted.map((row) => row.stage);
  return claimed.includes(stage) ? claimed : null;
}

async function releaseStages(db: Database, valuationId: number, stages: number[]): Promise<void> {
  await db.delete(valuationReminders).where(and(eq(valuationReminders.valuationId, valuationId), inArray(valuationReminders.stage, stages)));
}

type Outcome = 'mailed' | 'taken' | 'skipped';

async function remind(env: Bindings, db: Database, transport: MailTransport, links: UrlContext, due: DueValuation, now: Date): Promise<Outcome> {
  const claimed = await claimStage(db, due.id, due.stage, now);
  if (!claimed) return 'taken';
  try {
    return (await sendValuationMail(env, 'valuation_report_reminder', due, { links, transport, now })) ? 'mailed' : 'skipped';
  } catch (error) {
    // Unsent means not reminded: the claim goes so a later run tries this stage again.
    await releaseStages(db, due.id, claimed);
    throw error;
  }
}

/** One run of the job; a failing valuation is logged and skipped so it cannot hold up the others. */
export async function remindValuationReports(env: Bindings, now: Date = new Date(), options: ValuationReminderOptions = {}): Promise<ValuationReminderRun> {
  const db = createDb(env.DB);
  const due = await dueValuations(db, now, options.batch ?? VALUATION_REMINDERS_PER_RUN);
  const run: ValuationReminderRun = { due: due.length, mailed: 0, taken: 0, skipped: 0, failed: 0 };
  if (due.length === 0) return run;
  const transport = options.transport ?? createMailTransport(env);
  const links = options.links ?? scheduledLinkContext(env);
  for (const valuation of due) {
    try {
      run[await remind(env, db, transport, links, valuation, now)] += 1;
    } catch (error) {
      run.failed += 1;
      console.error(JSON.stringify({ job: 'valuation-report-reminder', valuationId: valuation.id, stage: valuation.stage, error: String(error) }));
    }
  }
  return run;
}
