/** Reads operator settings by key, and the conditional write an operator's change makes together with its audit entry. */
import { eq, inArray, sql } from 'drizzle-orm';
import type { AuditActor, AuditEntry } from './audit-log.ts';
import type { Database } from '../client.ts';
import { auditInsertWhen, preparedStatement, runAudited } from './conditional-audit.ts';
import { merchantLandingUrlQuery } from './landing-pages.ts';
import { settings } from '../schema.ts';

export async function findSetting(db: Database, key: string): Promise<unknown | undefined> {
  const row = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).get();
  return row?.value;
}

export async function findSettings(db: Database, keys: string[]): Promise<Record<string, unknown>> {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys)).all();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** What every page's frame shows: the settings by key and the locale's merchant landing URL, in one D1 batch. */
export async function findLayoutRows(db: Database, keys: string[], locale: string): Promise<{ values: Record<string, unknown>; merchantLandingUrl: string | null }> {
  const [rows, landing] = await db.batch([db.select().from(settings).where(inArray(settings.key, keys)), merchantLandingUrlQuery(db, locale)]);
  return { values: Object.fromEntries(rows.map((row) => [row.key, row.value])), merchantLandingUrl: landing[0]?.url ?? null };
}

export interface StoredSetting {
  key: string;
  value: unknown;
  updatedAt: number;
}

export async function findSettingRows(db: Database, keys: string[]): Promise<StoredSetting[]> {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys)).all();
  return rows.map((row) => ({ key: row.key, value: row.value, updatedAt: row.updatedAt.getTime() }));
}

export interface SettingWrite {
  key: string;
  value: unknown;
  /** The updatedAt the operator read; null when no row existed. */
  expectedUpdatedAt: number | null;
  updatedAt: number;
}

/**
 * Writes the value only if the row is still as the operator read it (same updatedAt, or still absent), and the audit
 * entry under the same condition, in one batch (one transaction): of two operators at once exactly one changes the
 * value and exactly one entry is written. Answers whether this write won.
 */
export async function writeSettingIfUnchanged(db: Database, write: SettingWrite, actor: AuditActor, entry: AuditEntry): Promise<boolean> {
  const value = JSON.stringify(write.value);
  const unchanged =
    write.expectedUpdatedAt === null
      ? sql`NOT EXISTS (SELECT 1 FROM ${settings} WHERE key = ${write.key})`
      : sql`EXISTS (SELECT 1 FROM ${settings} WHERE key = ${write.key} AND updated_at = ${write.expectedUpdatedAt})`;
  const change =
    write.expectedUpdatedAt === null
      ? sql`INSERT INTO ${settings} (key, value, updated_at) VALUES (${write.key}, ${value}, ${write.updatedAt}) ON CONFLICT (key) DO NOTHING`
      : sql`UPDATE ${settings} SET value = ${value}, updated_at = ${write.updatedAt} WHERE key = ${write.key} AND updated_at = ${write.expectedUpdatedAt}`;
  return runAudited(db, auditInsertWhen(db, actor, entry, unchanged, write.updatedAt), preparedStatement(db, change));
}
