/**
 * Queries and conditional statements over landing_pages (landing pages, articles, the valuation page). Every change
 * is a statement that applies only while the state the operator saw still holds, for a D1 batch with its audit entry.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import { type LandingInput, type LandingKind, MERCHANT_LANDING_NAME } from '../../../domain/operations/landing-pages.ts';
import type { AuditActor } from './audit-log.ts';
import type { Database } from '../client.ts';
import { contentImages, landingPages } from '../schema-content.ts';
import { auditLog } from '../schema-operations.ts';
import { preparedStatement } from './conditional-audit.ts';

export type LandingRow = typeof landingPages.$inferSelect;

/**
 * The URL of the locale's published merchant landing page (the footer's dealer link), as a query the page shell
 * batches with its settings: one D1 round trip for both. Exactly this locale: a German URL is no Dutch address.
 */
export function merchantLandingUrlQuery(db: Database, locale: string) {
  return db
    .select({ url: landingPages.url })
    .from(landingPages)
    .where(and(eq(landingPages.kind, 'landing'), eq(landingPages.name, MERCHANT_LANDING_NAME), eq(landingPages.locale, locale), isNotNull(landingPages.publishedAt)))
    .orderBy(desc(landingPages.publishedAt), desc(landingPages.id))
    .limit(1);
}

/** Every page of every kind and locale for the console (a few hundred at most: no paging). */
export function listLandingRows(db: Database): Promise<LandingRow[]> {
  return db.select().from(landingPages).orderBy(asc(landingPages.kind), asc(landingPages.url), asc(landingPages.locale)).limit(2000).all();
}

export async function findLandingRow(db: Database, id: number): Promise<LandingRow | null> {
  return (await db.select().from(landingPages).where(eq(landingPages.id, id)).get()) ?? null;
}

/** Whether another page already uses the URL in the locale. */
export async function landingUrlTaken(db: Database, url: string, locale: string, exceptId?: number): Promise<boolean> {
  const conditions = [eq(landingPages.url, url), eq(landingPages.locale, locale)];
  if (exceptId !== undefined) conditions.push(ne(landingPages.id, exceptId));
  return (await db.select({ id: landingPages.id }).from(landingPages).where(and(...conditions)).get()) !== undefined;
}

export async function contentImageExists(db: Database, key: string): Promise<boolean> {
  return (await db.select({ key: contentImages.objectKey }).from(contentImages).where(eq(contentImages.objectKey, key)).get()) !== undefined;
}

export interface PublishedFilter {
  kinds: readonly LandingKind[];
  locale: string;
  name?: string;
  url?: string;
  page: number;
  pageSize: number;
}

/** One page of published items matching the filter (uses the url/locale and name/locale indexes when filtered). */
export async function findPublished(db: Database, filter: PublishedFilter): Promise<{ rows: LandingRow[]; total: number }> {
  const conditions: SQL[] = [inArray(landingPages.kind, [...filter.kinds]), eq(landingPages.locale, filter.locale), isNotNull(landingPages.publishedAt)];
  if (filter.name !== undefined) conditions.push(eq(landingPages.name, filter.name));
  if (filter.url !== undefined) conditions.push(eq(landingPages.url, filter.url));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(landingPages)
      .where(where)
      .orderBy(asc(landingPages.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .all(),
    db.select({ total: count() }).from(landingPages).where(where).get(),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Creates a page; changes no row when the URL is taken in the locale (the unique index decides, not a prior read). */
export function insertLanding(db: Database, input: LandingInput, now: number): D1PreparedStatement {
  return preparedStatement(
    db,
    sql`INSERT INTO ${landingPages} (kind, name, url, locale, title, description, body_markdown, image_key, published_at, updated_at)
      VALUES (${input.kind}, ${input.name}, ${input.url}, ${input.locale}, ${input.title}, ${input.description}, ${input.bodyMarkdown}, ${input.imageKey}, NULL, ${now})
      ON CONFLICT (url, locale) DO NOTHING`,
  );
}

/**
 * The audit entry of a creation, run right after `insertLanding` in the same batch: it names the new row's id and is
 * written only when that insert added a row (`changes()` is the previous statement's count on the same connection).
 */
export function auditLandingCreated(db: Database, actor: AuditActor, input: LandingInput, now: number): D1PreparedStatement {
  const after = JSON.stringify({ kind: input.kind, name: input.name, url: input.url, locale: input.locale, title: input.title });
  return preparedStatement(
    db,
    sql`INSERT INTO ${auditLog} (at, request_id, actor_customer_id, action, subject_type, subject_id, before, after)
      SELECT ${now}, ${actor.requestId}, ${actor.customerId}, 'content.landing_created', 'content', 'landing:' || id, NULL, ${after}
      FROM ${landingPages} WHERE id = last_insert_rowid() AND url = ${input.url} AND locale = ${input.locale} AND changes() = 1`,
  );
}

/** True while the page is still at the `updatedAt` the operator read. */
export function landingAt(id: number, updatedAt: number): SQL {
  return sql`EXISTS (SELECT 1 FROM ${landingPages} WHERE id = ${id} AND updated_at = ${updatedAt})`;
}

export function updateLandingAt(db: Database, id: number, expectedUpdatedAt: number, input: LandingInput, updatedAt: number): D1PreparedStatement {
  return preparedStatement(
    db,
    sql`UPDATE ${landingPages} SET kind = ${input.kind}, name = ${input.name}, url = ${input.url}, locale = ${input.locale}, title = ${input.title},
      description = ${input.description}, body_markdown = ${input.bodyMarkdown}, image_key = ${input.imageKey}, updated_at = ${updatedAt}
      WHERE id = ${id} AND updated_at = ${expectedUpdatedAt}`,
  );
}

/** True while the page exists and is (published = true) or is not (false) on the storefront. */
export function landingPublished(id: number, published: boolean): SQL {
  return published
    ? sql`EXISTS (SELECT 1 FROM ${landingPages} WHERE id = ${id} AND published_at IS NOT NULL)`
    : sql`EXISTS (SELECT 1 FROM ${landingPages} WHERE id = ${id} AND published_at IS NULL)`;
}

/** Publishes (a timestamp) or withdraws (null); changes no row when it is in that state already. */
export function setLandingPublished(db: Database, id: number, publishedAt: number | null): D1PreparedStatement {
  return publishedAt === null
    ? preparedStatement(db, sql`UPDATE ${landingPages} SET published_at = NULL WHERE id = ${id} AND published_at IS NOT NULL`)
    : preparedStatement(db, sql`UPDATE ${landingPages} SET published_at = ${publishedAt} WHERE id = ${id} AND published_at IS NULL`);
}

export function landingExists(id: number): SQL {
  return sql`EXISTS (SELECT 1 FROM ${landingPages} WHERE id = ${id})`;
}

/** Whether an operator deleted the subject (so a second delete is "already handled", not "never existed"). */
export async function deletionRecorded(db: Database, action: string, subjectId: string): Promise<boolean> {
  const row = await db.select({ id: auditLog.id }).from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId))).get();
  return row !== undefined;
}

export function deleteLanding(db: Database, id: number): D1PreparedStatement {
  return preparedStatement(db, sql`DELETE FROM ${landingPages} WHERE id = ${id}`);
}
