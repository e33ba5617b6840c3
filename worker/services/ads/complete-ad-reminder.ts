/**
 * The cron job behind the complete-ad reminder: sellers of ads left in editing get a mail 1, 3 and 7 days after
 * their last change, each stage at most once, in their language, unless they switched COMPLETE_AD_REMINDER off.
 */
import { and, between, desc, eq, inArray, isNotNull, isNull, notExists, notLike, or, sql } from 'drizzle-orm';
import type { UrlContext } from '../../../domain/alternates.ts';
import { createDb, type Database } from '../../db/client.ts';
import { adReminders } from '../../db/schema-listings.ts';
import { isSellersAd } from '../../db/repositories/valuations.ts';
import { customers, emailAutomationSettings, products } from '../../db/schema.ts';
import type { Bindings } from '../../env.ts';
import { createMailTransport } from '../../mail/create-transport.ts';
import type { MailTransport } from '../../mail/mail.ts';
import { sendMail } from '../../mail/send.ts';
import { scheduledLinkContext } from '../../lib/links.ts';
import { PROSPECT_DOMAIN } from './ad-access.ts';
import { continueLink, emailSettingsLink, sellerLocale, titleParams, vehicleTitle } from './ad-mails.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Stage n is due this long after the ad's last change; later stages first, so the highest due one is found first. */
export const REMINDER_STAGES = [
  { stage: 3, afterMs: 7 * DAY_MS },
  { stage: 2, afterMs: 3 * DAY_MS },
  { stage: 1, afterMs: DAY_MS },
] as const;

export type ReminderStage = (typeof REMINDER_STAGES)[number]['stage'];

/** Mails per run at most; with a run every minute that is 72,000 reminders a day. */
export const REMINDERS_PER_RUN = 50;

/**
 * Ads untouched for longer get no reminder at all: a seller who left a month ago is not chased, and the first run
 * after a deploy does not mail every ad ever abandoned. It also bounds the rows each run looks at.
 */
export const REMINDER_WINDOW_MS = 30 * DAY_MS;

/** The highest stage due for an ad last changed at `lastChangeMs`, or null before the first one. */
export function dueStage(lastChangeMs: number, nowMs: number): ReminderStage | null {
  const age = nowMs - lastChangeMs;
  return REMINDER_STAGES.find((entry) => age >= entry.afterMs)?.stage ?? null;
}

export interface ReminderRun {
  /** Ads found due in this run (at most the batch). */
  due: number;
  mailed: number;
  /** Due, but another run claimed the stage first. */
  taken: number;
  failed: number;
}

export interface ReminderOptions {
  /** Defaults to the configured transport; tests pass a failing one to see the claim released. */
  transport?: MailTransport;
  batch?: number;
  links?: UrlContext;
}

interface DueAd {
  productId: number;
  make: string;
  model: string;
  stage: ReminderStage;
  email: string;
  name: string;
  languageSetting: string;
}

/** Ads in editing, not deleted, with a due stage not yet settled, whose owner can be mailed and has not opted out. */
async function dueAds(db: Database, now: Date, batch: number): Promise<DueAd[]> {
  const nowMs = now.getTime();
  const newest = new Date(nowMs - DAY_MS);
  const oldest = new Date(nowMs - REMINDER_WINDOW_MS);
  // updated_at is set by the editor's saves; ads from before it existed fall back to their creation.
  const lastChange = sql`coalesce(${products.updatedAt}, ${products.createdAt})`;
  const [third, second] = REMINDER_STAGES;
  const stage = sql<number>`case when ${lastChange} <= ${nowMs - third.afterMs} then 3 when ${lastChange} <= ${nowMs - second.afterMs} then 2 else 1 end`;
  const rows = await db
    .select({
      productId: products.id,
      make: products.make,
      model: products.model,
      stage,
      email: customers.email,
      name: customers.name,
      languageSetting: customers.languageSetting,
    })
    .from(products)
    .innerJoin(customers, eq(customers.id, products.customerId))
    .where(
      and(
        eq(products.status, 'editing'),
        isNull(products.deletedAt),
        // A valuation's vehicle is not an ad the seller started (until "start an ad"): its reminder is the report's.
        isSellersAd,
        // Two index ranges on (status, updated_at) rather than one expression over every ad in editing.
        or(
          and(isNotNull(products.updatedAt), between(products.updatedAt, oldest, newest)),
          and(isNull(products.updatedAt), between(products.createdAt, oldest, newest)),
        ),
        isNull(customers.deletedAt),
        notLike(customers.email, `%${PROSPECT_DOMAIN}`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(emailAutomationSettings)
            .where(
              and(
                eq(emailAutomationSettings.customerId, customers.id),
                eq(emailAutomationSettings.type, 'COMPLETE_AD_REMINDER'),
                eq(emailAutomationSettings.enabled, false),
              ),
            ),
        ),
        // A settled stage at or above the due one means nothing is left to send for this ad now.
        notExists(
          db
            .select({ one: sql`1` })
            .from(adReminders)
            .where(and(eq(adReminders.productId, products.id), sql`${adReminders.stage} >= ${stage}`)),
        ),
      ),
    )
    // Freshest first: an ad whose mail keeps failing sinks behind newer ones instead of holding up the batch.
    .orderBy(desc(lastChange))
    .limit(batch)
    .all();
  return rows.map((row) => ({ ...row, stage: row.stage as ReminderStage }));
}

/**
 * Claims the due stage and settles the lower ones as skipped, in one statement, so of overlapping runs exactly one
 * inserts the due stage. Returns the stages this run inserted when it won the due one, else null.
 */
async function claimStage(db: Database, productId: number, stage: ReminderStage, now: Date): Promise<number[] | null> {
  const stages = REMINDER_STAGES.filter((entry) => entry.stage <= stage).map((entry) => ({ productId, stage: entry.stage, sentAt: now }));
  const inserted = await db.insert(adReminders).values(stages).onConflictDoNothing().returning({ stage: adReminders.stage }).all();
  const claimed = inserted.map((row) => row.stage);
  return claimed.includes(stage) ? claimed : null;
}

async function releaseStages(db: Database, productId: number, stages: number[]): Promise<void> {
  await db.delete(adReminders).where(and(eq(adReminders.productId, productId), inArray(adReminders.stage, stages)));
}

async function remind(env: Bindings, db: Database, transport: MailTransport, links: UrlContext, ad: DueAd, now: Date): Promise<boolean> {
  const claimed = await claimStage(db, ad.productId, ad.stage, now);
  if (!claimed) return false;
  try {
    const locale = sellerLocale(ad.languageSetting);
    await sendMail(transport, {
      to: ad.email,
      locale,
      kind: 'complete_ad_reminder',
      name: ad.name,
      ...titleParams(vehicleTitle(ad)),
      link: continueLink(links, locale, ad.productId),
      footerLink: await emailSettingsLink(env, links, locale, ad.email, now),
    });
    return true;
  } catch (error) {
    // Unsent means not reminded: the claim goes so a later run tries this stage again.
    await releaseStages(db, ad.productId, claimed);
    throw error;
  }
}

/** One run of the job; a failing ad is logged and skipped so it cannot hold up the others. */
export async function remindIncompleteAds(env: Bindings, now: Date = new Date(), options: ReminderOptions = {}): Promise<ReminderRun> {
  const db = createDb(env.DB);
  const ads = await dueAds(db, now, options.batch ?? REMINDERS_PER_RUN);
  const run: ReminderRun = { due: ads.length, mailed: 0, taken: 0, failed: 0 };
  if (ads.length === 0) return run;
  const transport = options.transport ?? createMailTransport(env);
  const links = options.links ?? scheduledLinkContext(env);
  for (const ad of ads) {
    try {
      if (await remind(env, db, transport, links, ad, now)) run.mailed += 1;
      else run.taken += 1;
    } catch (error) {
      run.failed += 1;
      console.error(JSON.stringify({ job: 'complete-ad-reminder', productId: ad.productId, stage: ad.stage, error: String(error) }));
    }
  }
  return run;
}
