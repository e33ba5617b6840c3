/**
 * The cron job behind FAILED_AUCTION_REMINDER: a seller whose auction round ended without a sale and who has not
 * resubmitted gets a mail 1 and 3 days after the end, each stage at most once per round, in their language, unless
 * they switched the reminder off.
 */
import { absoluteUrl, type UrlContext } from '../../../domain/alternates.ts';
import { createDb, type Database } from '../../db/client.ts';
import {
  claimFailedAuctionStage,
  dueFailedAuctions,
  releaseFailedAuctionStages,
  type DueFailedAuction,
} from '../../db/repositories/message-reminders.ts';
import type { Bindings } from '../../env.ts';
import { scheduledLinkContext } from '../../lib/links.ts';
import { createMailTransport } from '../../mail/create-transport.ts';
import type { MailTransport } from '../../mail/mail.ts';
import { sendMail } from '../../mail/send.ts';
import { PROSPECT_DOMAIN } from '../ads/ad-access.ts';
import { emailSettingsLink, sellerLocale, titleParams, vehicleTitle } from '../ads/ad-mails.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stage 1 is due a day after the round ended, stage 2 three days after. */
export const FAILED_AUCTION_STAGES = [
  { stage: 2, afterMs: 3 * DAY_MS },
  { stage: 1, afterMs: DAY_MS },
] as const;

/** Rounds that ended longer ago are not chased (and the first run after a deploy does not mail every old one). */
export const FAILED_AUCTION_WINDOW_MS = 30 * DAY_MS;

/** Mails per run at most; the job runs every minute. */
export const FAILED_AUCTION_REMINDERS_PER_RUN = 50;

export interface FailedAuctionReminderRun {
  due: number;
  mailed: number;
  /** Due, but another run claimed the stage first. */
  taken: number;
  failed: number;
}

export interface FailedAuctionReminderOptions {
  /** Defaults to the configured transport; tests pass a failing one to see the claim released. */
  transport?: MailTransport;
  links?: UrlContext;
  batch?: number;
}

async function remind(env: Bindings, db: Database, transport: () => MailTransport, links: UrlContext, auction: DueFailedAuction, now: Date): Promise<boolean> {
  const claimed = await claimFailedAuctionStage(db, auction, auction.stage, now);
  if (!claimed) return false;
  try {
    const locale = sellerLocale(auction.languageSetting);
    await sendMail(transport(), {
      to: auction.email,
      locale,
      kind: 'failed_auction_reminder',
      name: auction.name,
      ...titleParams(vehicleTitle(auction)),
      link: absoluteUrl(links, 'account-my-vehicles', locale),
      footerLink: await emailSettingsLink(env, links, locale, auction.email, now),
    });
    return true;
  } catch (error) {
    // Unsent means not reminded: the claim goes so a later run tries this stage again.
    await releaseFailedAuctionStages(db, auction, claimed);
    throw error;
  }
}

/** One run of the job; a failing auction is logged and skipped so it cannot hold up the others. */
export async function remindFailedAuctions(env: Bindings, now: Date = new Date(), options: FailedAuctionReminderOptions = {}): Promise<FailedAuctionReminderRun> {
  const nowMs = now.getTime();
  const [second, first] = FAILED_AUCTION_STAGES;
  const due = await dueFailedAuctions(
    env.DB,
    { newest: nowMs - first.afterMs, oldest: nowMs - FAILED_AUCTION_WINDOW_MS, secondAt: nowMs - second.afterMs },
    PROSPECT_DOMAIN,
    options.batch ?? FAILED_AUCTION_REMINDERS_PER_RUN,
  );
  const run: FailedAuctionReminderRun = { due: due.length, mailed: 0, taken: 0, failed: 0 };
  if (due.length === 0) return run;
  const db = createDb(env.DB);
  let transport = options.transport;
  const lazyTransport = () => (transport ??= createMailTransport(env));
  const links = options.links ?? scheduledLinkContext(env);
  for (const auction of due) {
    try {
      if (await remind(env, db, lazyTransport, links, auction, now)) run.mailed += 1;
      else run.taken += 1;
    } catch (error) {
      run.failed += 1;
      console.error(JSON.stringify({ job: 'failed-auction-reminder', auctionId: auction.auctionId, round: auction.round, stage: auction.stage, error: String(error) }));
    }
  }
  return run;
}
