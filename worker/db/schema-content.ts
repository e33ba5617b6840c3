/**
 * Editorial content the operators write in the console: drafts of every content item per locale (published by
 * copying into the storefront's tables), landing pages, articles and the valuation page addressed by URL, the
 * dealers' news and guidelines, and images uploaded for content (R2). Rich text is Markdown.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const CONTENT_KINDS = ['page', 'landing', 'article', 'valuation', 'news', 'guideline', 'blog', 'author'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The working copy of one content item in one locale; `revision` guards against two operators overwriting each other. */
export const contentDrafts = sqliteTable(
  'content_drafts',
  {
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    /** The item within its kind: a page slug, a landing page id, a blog slug, ... */
    itemKey: text('item_key').notNull(),
    locale: text('locale').notNull(),
    /** The item's fields as its editor shows them (title, description, Markdown body, ...). */
    fields: text('fields', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    revision: integer('revision').notNull().default(1),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    updatedBy: integer('updated_by').notNull(),
    /** When this revision was published (null: changes not published yet). */
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemKey, t.locale] })],
);

/** Landing pages, articles and the valuation page of the content service, found by URL (and landing pages by name). */
export const landingPages = sqliteTable(
  'landing_pages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['landing', 'article', 'valuation'] }).notNull(),
    /** A landing page's name (e.g. "merchant" for the dealers' landing page). */
    name: text('name').notNull().default(''),
    /** The path on the storefront, e.g. "/haendler". */
    url: text('url').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    bodyMarkdown: text('body_markdown').notNull().default(''),
    /** R2 key of the hero image, if any. */
    imageKey: text('image_key'),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch() * 1000)`),
  },
  (t) => [uniqueIndex('landing_pages_url_locale').on(t.url, t.locale), index('landing_pages_name_locale').on(t.name, t.locale)],
);

/** The dealer area's news and guidelines, per locale. */
export const dealerArticles = sqliteTable(
  'dealer_articles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['news', 'guideline'] }).notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    /** Order of guidelines; news are newest first. */
    position: integer('position').notNull().default(0),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch() * 1000)`),
  },
  (t) => [index('dealer_articles_kind_locale').on(t.kind, t.locale, t.publishedAt)],
);

/** Images operators uploaded for content; served from R2 under content/. */
export const contentImages = sqliteTable('content_images', {
  objectKey: text('object_key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  uploadedBy: integer('uploaded_by').notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`),
});

/**
 * The version of each thing cached pages are built from (worker/ssr/page-cache.ts): 'site' (settings, attribute
 * labels), 'content' (content pages, landing pages, blog), 'catalog' (which listings are public, and what they say) and
 * 'product:{id}' (one listing's page). Bumped by triggers (migration 0024 and later), so no write path can forget it.
 * A version is the bump's time in ms, kept strictly increasing; product rows older than the cache's window are pruned.
 */
export const pageVersions = sqliteTable(
  'page_versions',
  {
    scope: text('scope').primaryKey(),
    version: integer('version').notNull(),
  },
  (t) => [index('page_versions_version').on(t.version)],
);
