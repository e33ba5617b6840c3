/** Creates the drizzle client over the D1 binding, once per binding: every request of an isolate shares it. */
import { drizzle } from 'drizzle-orm/d1';
import * as auctionSchema from './schema-auctions.ts';
import * as listingSchema from './schema-listings.ts';
import * as operationsSchema from './schema-operations.ts';
import * as contentSchema from './schema-content.ts';
import * as messageSchema from './schema-messages.ts';
import * as valuationSchema from './schema-valuations.ts';
import * as schema from './schema.ts';

const SCHEMA = { ...schema, ...listingSchema, ...auctionSchema, ...operationsSchema, ...contentSchema, ...messageSchema, ...valuationSchema };

function connect(d1: D1Database) {
  return drizzle(d1, { schema: SCHEMA });
}

export type Database = ReturnType<typeof connect>;

/**
 * Building the client walks the whole schema (the relational query config), which every request paid for; the
 * client holds no per-request state, so one per D1 binding object is enough.
 */
const clients = new WeakMap<D1Database, Database>();

export function createDb(d1: D1Database): Database {
  let client = clients.get(d1);
  if (!client) {
    client = connect(d1);
    clients.set(d1, client);
  }
  return client;
}
