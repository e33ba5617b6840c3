/** Queries and conditional statements over content_drafts, the per-locale working copies of editorial content. */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ContentKind } from '../schema-content.ts';
import type { Database } from '../client.ts';
import { contentDrafts } from '../schema-content.ts';
import { preparedStatement } from './conditional-audit.ts';

/** One content item in one locale: `page` + `faq` + `de`, `landing` + `12` + `en`, ... */
export interface DraftKey {
  kind: ContentKind;
  itemKey: string;
  locale: string;
}

export interface DraftRow extends DraftKey {
  fields: Record<string, unknown>;
  revision: number;
  updatedAt: number;
  updatedBy: number;
  /** When this revision was published; null while it holds unpublished changes. */
  publishedAt: number | null;
}

const keyWhere = (key: DraftKey) =>
  and(eq(contentDrafts.kind, key.kind), eq(contentDrafts.itemKey, key.itemKey), eq(contentDrafts.locale, key.locale));

const toRow = (row: typeof contentDrafts.$inferSelect): DraftRow => ({
  kind: row.kind,
  itemKey: row.itemKey,
  locale: row.locale,
  fields: row.fields,
  revision: row.revision,
  updatedAt: row.updatedAt.getTime(),
  updatedBy: row.updatedBy,
  publishedAt: row.publishedAt ? row.publishedAt.getTime() : null,
});

export async function findDraft(db: Database, key: DraftKey): Promise<DraftRow | null> {
  const row = await db.select().from(contentDrafts).where(keyWhere(key)).get();
  return row ? toRow(row) : null;
}

/** Every draft of one kind (without their fields), for lists that show which items have unpublished changes. */
export async function listDraftStates(db: Database, kind: ContentKind) {
  const rows = await db
    .select({
      itemKey: contentDrafts.itemKey,
      locale: contentDrafts.locale,
      revision: contentDrafts.revision,
      updatedAt: contentDrafts.updatedAt,
      publishedAt: contentDrafts.publishedAt,
    })
    .from(contentDrafts)
    .where(eq(contentDrafts.kind, kind))
    .all();
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.getTime(), publishedAt: row.publishedAt?.getTime() ?? null }));
}

/** True while no draft exists for the key (the condition of a first save). */
export function draftMissing(key: DraftKey): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM ${contentDrafts} WHERE kind = ${key.kind} AND item_key = ${key.itemKey} AND locale = ${key.locale})`;
}

/** True while the draft is still at `revision` (the condition of a later save). */
export function draftAtRevision(key: DraftKey, revision: number): SQL {
  return sql`EXISTS (SELECT 1 FROM ${contentDrafts} WHERE kind = ${key.kind} AND item_key = ${key.itemKey} AND locale = ${key.locale} AND revision = ${revision})`;
}

/** True while the draft is at `revision` and that revision is not published yet (the condition of a publish). */
export function draftPublishable(key: DraftKey, revision: number): SQL {
  return sql`EXISTS (SELECT 1 FROM ${contentDrafts} WHERE kind = ${key.kind} AND item_key = ${key.itemKey} AND locale = ${key.locale} AND revision = ${revision} AND published_at IS NULL)`;
}

/** Creates revision 1; changes no row when a draft exists already. */
export function insertFirstDraft(db: Database, key: DraftKey, fields: Record<string, unknown>, actorId: number, now: number): D1PreparedStatement {
  return preparedStatement(
    db,
    sql`INSERT INTO ${contentDrafts} (kind, item_key, locale, fields, revision, updated_at, updated_by, published_at)
      VALUES (${key.kind}, ${key.itemKey}, ${key.locale}, ${JSON.stringify(fields)}, 1, ${now}, ${actorId}, NULL)
      ON CONFLICT (kind, item_key, locale) DO NOTHING`,
  );
}

/** Replaces the fields and moves to `revision + 1`; changes no row when the draft moved on meanwhile. */
export function updateDraftAt(
  db: Database,
  key: DraftKey,
  revision: number,
  fields: Record<string, unknown>,
  actorId: number,
  now: number,
): D1PreparedStatement {
  return preparedStatement(
    db,
    sql`UPDATE ${contentDrafts} SET fields = ${JSON.stringify(fields)}, revision = ${revision + 1}, updated_at = ${now},
      updated_by = ${actorId}, published_at = NULL
      WHERE kind = ${key.kind} AND item_key = ${key.itemKey} AND locale = ${key.locale} AND revision = ${revision}`,
  );
}

/** Stamps the revision as published; changes no row when it moved on or was published by someone else. */
export function stampPublished(db: Database, key: DraftKey, revision: number, now: number): D1PreparedStatement {
  return preparedStatement(
    db,
    sql`UPDATE ${contentDrafts} SET published_at = ${now}
      WHERE kind = ${key.kind} AND item_key = ${key.itemKey} AND locale = ${key.locale} AND revision = ${revision} AND published_at IS NULL`,
  );
}
