/** Reads operator settings by key. */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { settings } from '../schema.ts';

export async function findSetting(db: Database, key: string): Promise<unknown | undefined> {
  const row = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).get();
  return row?.value;
}

export async function findSettings(db: Database, keys: string[]): Promise<Record<string, unknown>> {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys)).all();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}
