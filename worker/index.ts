/** Worker entry: the Hono app for requests, the cron sweep, and the Durable Object classes. */
import { createApp } from './app.ts';
import type { Bindings } from './env.ts';

export { AuctionRoom } from '../durable-objects/auction-room.ts';
export { NotifyHub } from '../durable-objects/notify-hub.ts';

const app = createApp();

export default {
  fetch: app.fetch,
  async scheduled(controller, _env, _ctx) {
    // Jobs (auction sweep, reminders) register here as their modules land.
    console.log(JSON.stringify({ cron: controller.cron, at: new Date(controller.scheduledTime).toISOString() }));
  },
} satisfies ExportedHandler<Bindings>;
