/** Creates the drizzle client over a D1 binding or a request's D1 session, once per such object. */
import { createTableRelationsHelpers, type ExtractTablesWithRelations, extractTablesRelationalConfig, type RelationalSchemaConfig } from 'drizzle-orm';
import { DrizzleD1Database } from 'drizzle-orm/d1';
import { SQLiteD1Session } from 'drizzle-orm/d1/session';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import * as auctionSchema from './schema-auctions.ts';
import * as listingSchema from './schema-listings.ts';
import * as operationsSchema from './schema-operations.ts';
import * as contentSchema from './schema-content.ts';
import * as messageSchema from './schema-messages.ts';
import * as valuationSchema from './schema-valuations.ts';
import * as schema from './schema.ts';

const SCHEMA = { ...schema, ...listingSchema, ...auctionSchema, ...operationsSchema, ...contentSchema, ...messageSchema, ...valuationSchema };

type Schema = typeof SCHEMA;
type Tables = ExtractTablesWithRelations<Schema>;

/** What `drizzle(d1, { schema })` answers; `$client` is the binding or session adapter it was built over. */
export type Database = DrizzleD1Database<Schema> & { $client: D1Database };

/**
 * drizzle() walks the whole schema (the relational query config) on every call: about 57 µs on the 2-core box, paid by
 * every request since each request has its own D1 session (worker/db/session-database.ts). The walk depends on the
 * schema alone, so it is done once per isolate and each client is assembled from it the way drizzle() does: about
 * 9 µs (docs/decisions.md, "Read replicas through D1 sessions").
 */
let relational: RelationalSchemaConfig<Tables> | undefined;

function relationalSchema(): RelationalSchemaConfig<Tables> {
  if (!relational) {
    const { tables, tableNamesMap } = extractTablesRelationalConfig<Tables>(SCHEMA, createTableRelationsHelpers);
    relational = { fullSchema: SCHEMA, schema: tables, tableNamesMap };
  }
  return relational;
}

/** Stateless apart from a cache of column names, so every client shares it (drizzle() makes one per client). */
const dialect = new SQLiteAsyncDialect();

function connect(d1: D1Database): Database {
  const config = relationalSchema();
  const db = new DrizzleD1Database<Schema>('async', dialect, new SQLiteD1Session(d1, dialect, config, {}), config);
  return Object.assign(db, { $client: d1 });
}

/**
 * One client per D1 object: a binding's client serves every queue batch, cron run and entrypoint call of the isolate;
 * a request's session adapter gets its own for that request (and is collected with it).
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
