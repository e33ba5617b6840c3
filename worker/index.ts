/**
 * Worker entry: the Hono app for requests (its first check is the configuration), the queue consumers, the cron jobs,
 * the Durable Object classes and the auction objects' D1 port (AuctionSources).
 */
import { createApp } from './app.ts';
import { configurationOf, misconfigurationLog } from './config/check-configuration.ts';
import { createDb } from './db/client.ts';
import { purgeUnconfirmedSignUps } from './db/repositories/newsletter-subscriptions.ts';
import { resendStaleHandOvers } from './services/newsletter-marketing.ts';
import type { Bindings } from './env.ts';
import { remindIncompleteAds } from './services/ads/complete-ad-reminder.ts';
import { remindFailedAuctions } from './services/messages/failed-auction-reminder.ts';
import { queueDueMessageMails } from './services/messages/queue-due-message-mails.ts';
import { remindPayments } from './services/messages/payment-reminders.ts';
import { sweepOverdueAuctions } from './services/auctions/rooms.ts';
import { pruneMailReceipts } from './db/repositories/mail-receipts.ts';
import { consumeQueue } from './queues/consume.ts';
import { LOAD_WINDOW_MS, notePageWrite } from './ssr/page-versions.ts';
import { prunePageVersions } from './db/repositories/page-versions.ts';
import { purgeExpiredRateLimits } from './services/rate-limit.ts';
import { purgeQuietThrottles } from './services/attempt-throttle.ts';
import { pruneEndedSessions } from './db/repositories/ended-sessions.ts';
import { notifySavedSearches } from './services/saved-search-alerts.ts';
import { remindValuationReports } from './services/valuation/valuation-reminder.ts';
import { escalateWaitingReviews } from './services/operations/review-escalation.ts';

export { AuctionRoom } from '../durable-objects/auction-room.ts';
export { NotifyHub } from '../durable-objects/notify-hub.ts';
export { AuctionSources } from './entrypoints/auction-sources.ts';

/** Mail receipts are kept this long: far beyond any redelivery of a queue message. */
const MAIL_RECEIPT_DAYS = 14;

/** Listing page versions are kept well beyond the window a new isolate loads (an hour against about 11 minutes). */
const PAGE_VERSION_KEEP_MS = Math.max(3_600_000, 2 * LOAD_WINDOW_MS);

const app = createApp();

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    // A misconfigured deploy consumes nothing: the messages wait (and retry) until the configuration is complete.
    const config = configurationOf(env);
    if (config.problems.length) {
      console.error(misconfigurationLog(config, { queue: batch.queue }));
      batch.retryAll({ delaySeconds: 60 });
      return;
    }
    await consumeQueue(batch, env);
    // Projections change listings: this isolate's next page checks the page versions first.
    notePageWrite(env.DB);
  },
  async scheduled(controller, env, ctx) {
    // Jobs (auction sweep, saved-search alerts, complete-ad, payment, failed-auction and valuation-report reminders, review escalations, the message outbox) run every minute, the rate-limit purge daily; each is idempotent, so overlapping runs are harmless.
    const at = new Date(controller.scheduledTime);
    // A misconfigured deploy runs no jobs: no mails without a real transport, nothing half done.
    const config = configurationOf(env);
    if (config.problems.length) {
      console.error(misconfigurationLog(config, { cron: controller.cron }));
      return;
    }
    console.log(JSON.stringify({ cron: controller.cron, at: at.toISOString() }));
    ctx.waitUntil(
      sweepOverdueAuctions(env, at.getTime()).then(
        (woken) => console.log(JSON.stringify({ job: 'auction-sweep', woken })),
        (error: unknown) => console.error(JSON.stringify({ job: 'auction-sweep', error: String(error) })),
      ),
    );
    // Every hour, listing page versions older than any cached page they could key (worker/ssr/page-versions.ts).
    if (at.getUTCMinutes() === 0) {
      ctx.waitUntil(
        prunePageVersions(createDb(env.DB), at.getTime() - PAGE_VERSION_KEEP_MS).then(
          (removed) => console.log(JSON.stringify({ job: 'page-versions-prune', removed })),
          (error: unknown) => console.error(JSON.stringify({ job: 'page-versions-prune', error: String(error) })),
        ),
      );
    }
    // Once a day (03:00 UTC) the rate-limit counters of past windows (a full scan, so not every minute), quiet throttles and ended sign-ins
    // older than any access token go.
    if (at.getUTCHours() === 3 && at.getUTCMinutes() === 0) {
      ctx.waitUntil(
        purgeExpiredRateLimits(env.DB, at.getTime()).then(
          (removed) => console.log(JSON.stringify({ job: 'rate-limit-purge', removed })),
          (error: unknown) => console.error(JSON.stringify({ job: 'rate-limit-purge', error: String(error) })),
        ),
      );
      ctx.waitUntil(
        purgeQuietThrottles(env.DB, at.getTime()).then(
          (removed) => console.log(JSON.stringify({ job: 'throttle-purge', removed })),
          (error: unknown) => console.error(JSON.stringify({ job: 'throttle-purge', error: String(error) })),
        ),
      );
      ctx.waitUntil(
        pruneEndedSessions(env.DB, at.getTime()).then(
          (removed) => console.log(JSON.stringify({ job: 'ended-sessions-prune', removed })),
          (error: unknown) => console.error(JSON.stringify({ job: 'ended-sessions-prune', error: String(error) })),
        ),
      );
      ctx.waitUntil(
        pruneMailReceipts(env.DB, at.getTime() - MAIL_RECEIPT_DAYS * 86_400_000).then(
          (removed) => console.log(JSON.stringify({ job: 'mail-receipts-prune', removed })),
          (error: unknown) => console.error(JSON.stringify({ job: 'mail-receipts-prune', error: String(error) })),
        ),
      );
      // Newsletter sign-ups whose confirmation link expired unconfirmed: an address nobody confirmed is not kept.
      ctx.waitUntil(
        purgeUnconfirmedSignUps(createDb(env.DB), at).then(
          (removed) => console.log(JSON.stringify({ job: 'newsletter-purge', removed })),
          (error: unknown) => console.error(JSON.stringify({ job: 'newsletter-purge', error: String(error) })),
        ),
      );
    }
    // Newsletter hand-overs whose queue message got lost are asked for again (worker/services/newsletter-marketing.ts).
    ctx.waitUntil(
      resendStaleHandOvers(env, at.getTime()).then(
        (resent) => resent > 0 && console.log(JSON.stringify({ job: 'marketing-resend', resent })),
        (error: unknown) => console.error(JSON.stringify({ job: 'marketing-resend', error: String(error) })),
      ),
    );
    ctx.waitUntil(
      notifySavedSearches(env, at).then(
        (run) => console.log(JSON.stringify({ job: 'saved-search-alerts', ...run })),
        (error: unknown) => console.error(JSON.stringify({ job: 'saved-search-alerts', error: String(error) })),
      ),
    );
    ctx.waitUntil(
      remindIncompleteAds(env, at).then(
        (run) => console.log(JSON.stringify({ job: 'complete-ad-reminder', ...run })),
        (error: unknown) => console.error(JSON.stringify({ job: 'complete-ad-reminder', error: String(error) })),
      ),
    );
    ctx.waitUntil(
      remindPayments(env, at.getTime()).then(
        (run) => console.log(JSON.stringify({ job: 'payment-reminders', ...run })),
        (error: unknown) => console.error(JSON.stringify({ job: 'payment-reminders', error: String(error) })),
      ),
    );
    ctx.waitUntil(
      remindFailedAuctions(env, at).then(
        (run) => console.log(JSON.stringify({ job: 'failed-auction-reminder', ...run })),
        (error: unknown) => console.error(JSON.stringify({ job: 'failed-auction-reminder', error: String(error) })),
      ),
    );
    ctx.waitUntil(
      remindValuationReports(env, at).then(
        (run) => console.log(JSON.stringify({ job: 'valuation-report-reminder', ...run })),
        (error: unknown) => console.error(JSON.stringify({ job: 'valuation-report-reminder', error: String(error) })),
      ),
    );
    // The 24-hour promise: reviews waiting 20 hours or more are mailed to the operators on duty, each once.
    ctx.waitUntil(
      escalateWaitingReviews(env, at).then(
        (run) => console.log(JSON.stringify({ job: 'review-escalation', ...run })),
        (error: unknown) => console.error(JSON.stringify({ job: 'review-escalation', error: String(error) })),
      ),
    );
    // The message outbox: mails that fell due (outbid after its delay, a failed send put back) go to the mail queue.
    ctx.waitUntil(
      queueDueMessageMails(env, at.getTime()).then(
        (run) => console.log(JSON.stringify({ job: 'message-mails', ...run })),
        (error: unknown) => console.error(JSON.stringify({ job: 'message-mails', error: String(error) })),
      ),
    );
  },
} satisfies ExportedHandler<Bindings>;
