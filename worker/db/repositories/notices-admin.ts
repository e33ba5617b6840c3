/** The console's queries on terms versions and merchant popups: every version in all locales, creation and removal. */
import { desc, eq, getTableName, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { merchantPopups, termsVersions } from '../schema.ts';
import { preparedStatement } from './conditional-audit.ts';

/** Far more versions than an operator ever publishes; the list stays bounded all the same. */
const LIST_LIMIT = 500;

export type TermsRow = typeof termsVersions.$inferSelect;
export type PopupRow = typeof merchantPopups.$inferSelect;
export type NoticeTable = typeof termsVersions | typeof merchantPopups;

export function listTermsRows(db: Database): Promise<TermsRow[]> {
  return db.select().from(termsVersions).orderBy(desc(termsVersions.validFrom), desc(termsVersions.id)).limit(LIST_LIMIT);
}

export function listPopupRows(db: Database): Promise<PopupRow[]> {
  return db.select().from(merchantPopups).orderBy(desc(merchantPopups.validFrom), desc(merchantPopups.id)).limit(LIST_LIMIT);
}

export async function findNotice(db: Database, table: NoticeTable, id: number): Promise<{ id: number; validFrom: Date; title: Record<string, string> } | null> {
  const row = await db.select({ id: table.id, validFrom: table.validFrom, title: table.title }).from(table).where(eq(table.id, id)).get();
  return row ?? null;
}

/**
 * The id the next row will get. The insert names it explicitly, so its audit entry can name it in the same batch;
 * two creations at once pick the same id, the second batch fails on the primary key and is retried.
 */
export async function nextNoticeId(db: Database, table: NoticeTable): Promise<number> {
  // AUTOINCREMENT's own counter: an id once used (and deleted) is never given again, so a merchant's "read" mark or an
  // audit entry never points at a later popup or version.
  const row = await db.get<{ last: number | null }>(
    sql`SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = ${getTableName(table)}), 0), coalesce((SELECT max(${table.id}) FROM ${table}), 0)) AS last`,
  );
  return (row?.last ?? 0) + 1;
}

export function insertTerms(db: Database, row: TermsRow) {
  return db.insert(termsVersions).values(row);
}

export function insertPopup(db: Database, row: PopupRow) {
  return db.insert(merchantPopups).values(row);
}

/** Holds while the row exists and has not started yet: the condition of a removal and of its audit entry. */
export function stillScheduled(table: NoticeTable, id: number, now: number) {
  return sql`EXISTS (SELECT 1 FROM ${table} WHERE ${table.id} = ${id} AND ${table.validFrom} > ${now})`;
}

/** Removes the row only while it has not started: a version in force is never taken back. */
export function deleteScheduled(db: Database, table: NoticeTable, id: number, now: number): D1PreparedStatement {
  return preparedStatement(db, sql`DELETE FROM ${table} WHERE ${table.id} = ${id} AND ${table.validFrom} > ${now}`);
}
