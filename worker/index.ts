/** Worker entry: the Hono app for requests, the cron sweep, and the Durable Object classes. */
import { createApp } from './app.ts';
import type { Bindings } from './env.ts';
import { sweepOverdueAuctions } from './services/auctions/rooms.ts';
import { notifySavedSearches } from './services/saved-search-alerts.ts';

export { AuctionRoom } from '../durable-objects/auction-room.ts';
export { NotifyHub } from '../durable-objects/notify-hub.ts';

const app = createApp();

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    // Jobs (auction sweep, saved-search alerts) run every minute; each is idempotent, so overlapping runs are harmless.
    const at = new Date(controller.scheduledTime);
    console.log(JSON.stringify({ cron: controller.cron, at: at.toISOString() }));
    ctx.waitUntil(
      sweepOverdueAuctions(env, at.getTime()).then(
        (woken) => console.log(JSON.stringify({ job: 'auction-sweep', woken })),
        (error: unknown) => console.error(JSON.stringify({ job: 'auction-sweep', error: String(error) })),
      ),
    );
    ctx.waitUntil(
      notifySavedSearches(env, at).then(
        (run) => console.log(JSON.stringify({ job: 'saved-search-alerts', ...run })),
        (error: unknown) => console.error(JSON.stringify({ job: 'saved-search-alerts', error: String(error) })),
      ),
    );
  },
} satisfies ExportedHandler<Bindings>;
