/** Worker entry: the Hono app for requests, the cron sweep, and the Durable Object classes. */
import { createApp } from './app.ts';
import type { Bindings } from './env.ts';
import { notifySavedSearches } from './services/saved-search-alerts.ts';

export { AuctionRoom } from '../durable-objects/auction-room.ts';
export { NotifyHub } from '../durable-objects/notify-hub.ts';

const app = createApp();

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    // Jobs (auction sweep, reminders) register here as their modules land.
    const at = new Date(controller.scheduledTime);
    console.log(JSON.stringify({ cron: controller.cron, at: at.toISOString() }));
    ctx.waitUntil(
      notifySavedSearches(env, at).then(
        (run) => console.log(JSON.stringify({ job: 'saved-search-alerts', ...run })),
        (error: unknown) => console.error(JSON.stringify({ job: 'saved-search-alerts', error: String(error) })),
      ),
    );
  },
} satisfies ExportedHandler<Bindings>;
