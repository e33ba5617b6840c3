/** Creates the drizzle client over the D1 binding. */
import { drizzle } from 'drizzle-orm/d1';
import * as auctionSchema from './schema-auctions.ts';
import * as listingSchema from './schema-listings.ts';
import * as schema from './schema.ts';

export type Database = ReturnType<typeof createDb>;

export function createDb(d1: D1Database) {
  return drizzle(d1, { schema: { ...schema, ...listingSchema, ...auctionSchema } });
}
