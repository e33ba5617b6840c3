/** drizzle-kit settings: generates SQL migrations for D1 from worker/db/schema.ts. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: ['./worker/db/schema.ts', './worker/db/schema-listings.ts', './worker/db/schema-auctions.ts', './worker/db/schema-operations.ts', './worker/db/schema-content.ts', './worker/db/schema-messages.ts', './worker/db/schema-valuations.ts', './worker/db/schema-tracking.ts', './worker/db/schema-withdrawals.ts'],
  out: './migrations',
});
