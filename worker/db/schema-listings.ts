/**
 * Drizzle tables around a listing: attribute values (EAV), damages, documents, versioned copies, auctions,
 * translations, watchlists, saved searches, postal regions and the catalogue's search table.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { customers, products } from './schema.ts';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);

const productId = () =>
  integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

/** One value per product and attribute, as text; the attribute's definition says how to read it. */
export const productValues = sqliteTable(
  'product_values',
  {
    productId: productId(),
    attributeCode: text('attribute_code').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeCode] })],
);

export const productDamages = sqliteTable(
  'product_damages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: productId(),
    sortOrder: integer('sort_order').notNull(),
    /** Damage attribute codes (location, type, description) to values. */
    attributes: text('attributes', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    /** R2 keys of the damage's photos, in order (products/{productId}/damages/{id}/...). */
    imageKeys: text('image_keys', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
  },
  (t) => [index('product_damages_product').on(t.productId, t.sortOrder)],
);

export const productDocuments = sqliteTable(
  'product_documents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: productId(),
    kind: text('kind', { enum: ['registration_certificate', 'inspection_report'] }).notNull(),
    objectKey: text('object_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_documents_product').on(t.productId)],
);

/** The pending copy of a published ad's changes: attributes and gallery, applied when an operator approves. */
export const productVersions = sqliteTable('product_versions', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  attributes: text('attributes', { mode: 'json' }).$type<Record<string, string | number | string[]>>().notNull(),
  gallery: text('gallery', { mode: 'json' }).$type<{ value: string; position: number }[]>().notNull(),
  /** Optimistic concurrency: every update must name the revision it read. */
  revision: integer('revision').notNull().default(1),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/** An auction round of a product; the auction engine owns its life, the product row carries its projection. */
export const auctions = sqliteTable(
  'auctions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: productId(),
    round: integer('round').notNull().default(1),
    status: text('status').notNull(),
    startPrice: integer('start_price'),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }),
    endingAt: integer('ending_at', { mode: 'timestamp_ms' }),
    /**
     * The auction object's event number this row (and its product's catalogue columns) describes: effects arrive
     * through a queue, at least once and in any order, and an older one never overwrites a newer one.
     */
    projectedSeq: integer('projected_seq').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('auctions_product').on(t.productId, t.round)],
);

/** Machine translations, cached per product, text field and locale; the hash detects a changed source text. */
export const productTranslations = sqliteTable(
  'product_translations',
  {
    productId: productId(),
    field: text('field', { enum: ['description', 'defects_description'] }).notNull(),
    locale: text('locale').notNull(),
    sourceHash: text('source_hash').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.field, t.locale] })],
);

export const watchlistItems = sqliteTable(
  'watchlist_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: productId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] }), index('watchlist_items_product').on(t.productId)],
);

export const savedSearches = sqliteTable(
  'saved_searches',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'paused'] }).notNull().default('active'),
    notify: integer('notify', { mode: 'boolean' }).notNull().default(true),
    /** The catalogue query string (the same one the URL carries), normalised by the filter parser. */
    query: text('query').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    /** When the alert job last looked for new matches (migration 0006); the least recently checked go first. */
    checkedAt: integer('checked_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('saved_searches_customer').on(t.customerId, t.updatedAt),
    index('saved_searches_notify').on(t.status, t.notify),
    index('saved_searches_check').on(t.status, t.notify, t.checkedAt),
  ],
);

/** Which listing was already e-mailed for which search: once per listing per search. */
export const savedSearchHits = sqliteTable(
  'saved_search_hits',
  {
    searchId: integer('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    productId: productId(),
    notifiedAt: integer('notified_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.searchId, t.productId] })],
);

/**
 * Centroids of postal regions (the first two digits of the code) with their unit vector on the sphere, so the
 * distance filter is plain arithmetic in SQL. The empty prefix holds the country's centre as a fallback.
 */
export const postalRegions = sqliteTable(
  'postal_regions',
  {
    country: text('country').notNull(),
    prefix: text('prefix').notNull(),
    lat: real('lat').notNull(),
    lon: real('lon').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    z: real('z').notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.prefix] })],
);

/**
 * The catalogue's search table: one narrow row per publicly visible listing, kept in step with `products` by
 * triggers (migration 0004), so searches never join attribute values and every scan stays small.
 */
export const catalogListings = sqliteTable(
  'catalog_listings',
  {
    productId: integer('product_id').primaryKey(),
    status: text('status').notNull(),
    productType: text('product_type').notNull(),
    makeCode: text('make_code').notNull(),
    fuel: text('fuel'),
    transmission: text('transmission'),
    country: text('country').notNull(),
    price: integer('price'),
    year: integer('year').notNull(),
    mileage: integer('mileage'),
    powerKw: integer('power_kw'),
    lengthMm: integer('length_mm'),
    beds: integer('beds'),
    seats: integer('seats'),
    buyNow: integer('buy_now').notNull(),
    exclusive: integer('exclusive').notNull(),
    manufacturer: integer('manufacturer').notNull(),
    x: real('x'),
    y: real('y'),
    z: real('z'),
    endingAt: integer('ending_at'),
    /**
     * "Ending soonest" as one indexable number: live auctions by end time, then those starting soon, then
     * finished ones, most recent first (see the triggers in migration 0004).
     */
    endingKey: integer('ending_key').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    // The facet pass reads only this index, in group order: no table rows and no sorting for the counts.
    index('catalog_listings_facets').on(
      t.productType, t.makeCode, t.fuel, t.country, t.transmission, t.status, t.price, t.year, t.mileage, t.powerKw,
      t.lengthMm, t.beds, t.seats, t.buyNow, t.exclusive, t.manufacturer, t.x, t.y, t.z,
    ),
    index('catalog_listings_ending').on(t.endingKey),
    index('catalog_listings_created').on(t.createdAt),
    index('catalog_listings_price').on(t.price),
    index('catalog_listings_mileage').on(t.mileage),
    index('catalog_listings_make').on(t.makeCode, t.endingAt),
    // One make in the default order (a typed make is a make filter): the page reads 24 index rows, not every listing of the make.
    index('catalog_listings_make_ending').on(t.makeCode, t.endingKey),
    // The distance sort walks regions nearest first and reads each region's listings newest first from here.
    index('catalog_listings_place').on(t.x, t.y, t.z, sql`${t.productId} desc`),
  ],
);

/**
 * The words a listing's type and category are called in the eight locales (from the attribute catalogue), which
 * the free-text index (`catalog_text`, migration 0028) adds to each listing's make and model.
 */
export const catalogWords = sqliteTable(
  'catalog_words',
  {
    kind: text('kind', { enum: ['product_type', 'category'] }).notNull(),
    code: text('code').notNull(),
    words: text('words').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.code] })],
);

/**
 * How many public listings each make and model has, kept by triggers on products (migration 0028): the search
 * box's suggestions read a few of these rows by prefix instead of counting listings.
 */
export const catalogModels = sqliteTable(
  'catalog_models',
  {
    makeCode: text('make_code').notNull(),
    /** lower(trim(model)): one row per spelling of a model, whatever its case. */
    modelKey: text('model_key').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    listings: integer('listings').notNull(),
  },
  (t) => [primaryKey({ columns: [t.makeCode, t.modelKey] }), index('catalog_models_model').on(t.modelKey)],
);

/**
 * Facet counts kept by triggers on `catalog_listings` (migration 0026), so a search reads a few hundred counters
 * instead of every matching listing. One row counts the listings of one visibility scope ('*' every public one,
 * 'live', 'published') whose grouped facet has `value` ('' = none), among those matching the filter columns
 * ('*' = not filtered) and, for a range kind, lying in `band`. See docs/decisions.md, "Facet counts".
 */
export const catalogFacetCounts = sqliteTable(
  'catalog_facet_counts',
  {
    kind: text('kind').notNull(),
    scope: text('scope').notNull(),
    facet: text('facet').notNull(),
    productType: text('product_type').notNull(),
    makeCode: text('make_code').notNull(),
    fuel: text('fuel').notNull(),
    country: text('country').notNull(),
    transmission: text('transmission').notNull(),
    band: integer('band').notNull(),
    value: text('value').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.scope, t.facet, t.productType, t.makeCode, t.fuel, t.country, t.transmission, t.band, t.value] })],
);

/**
 * Which counters a listing feeds: per kind and grouped facet, the bit mask of the facets that are filter columns
 * (1 productType, 2 make, 4 fuel, 8 country, 16 transmission). Fixed reference rows written by migration 0026.
 */
export const catalogFacetCells = sqliteTable(
  'catalog_facet_cells',
  {
    kind: text('kind').notNull(),
    facet: text('facet').notNull(),
    mask: integer('mask').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.facet, t.mask] })],
);

/** Which complete-ad reminder stage went out for an ad in editing: once per stage, whatever retries happen. */
export const adReminders = sqliteTable(
  'ad_reminders',
  {
    productId: productId(),
    stage: integer('stage').notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.stage] })],
);

/** A dealer's connection to a fleet system (Syscara): sealed credentials and the last import's outcome. */
export const merchantIntegrations = sqliteTable(
  'merchant_integrations',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['syscara'] }).notNull(),
    /** AES-GCM sealed JSON of the credentials under a key derived from AUTH_SECRET; never sent back. */
    credentials: text('credentials').notNull(),
    /** A hint the dealer recognises (the user name), safe to show. */
    accountHint: text('account_hint').notNull(),
    lastImportAt: integer('last_import_at', { mode: 'timestamp_ms' }),
    lastImportStatus: text('last_import_status', { enum: ['ok', 'failed'] }),
    lastImportCount: integer('last_import_count'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.provider] })],
);

/** Where an ad edit came from: the seller's editor, the operator console (a copy applied), a fleet import, the valuation form, the ad's creation. */
export const AD_EDIT_SOURCES = ['editor', 'console', 'import', 'valuation', 'creation'] as const;
export type AdEditSource = (typeof AD_EDIT_SOURCES)[number];

/**
 * Every change of an ad's attribute values, one row per attribute: the source, the code and the new value as stored
 * text (null when the value was removed), with who made it. Written in the same batch as the change itself.
 */
export const adEdits = sqliteTable(
  'ad_edits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: productId(),
    source: text('source', { enum: AD_EDIT_SOURCES }).notNull(),
    attributeCode: text('attribute_code').notNull(),
    value: text('value'),
    /** The seller, the operator or the dealer whose import it was; null when nobody signed in (a prospect's valuation). */
    actorCustomerId: integer('actor_customer_id'),
    createdAt: createdAt(),
  },
  (t) => [index('ad_edits_product').on(t.productId, t.id)],
);
