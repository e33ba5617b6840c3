/** Terms versions and merchant popups, resolved to one locale (German as fallback). */
import { desc, lte } from 'drizzle-orm';
import type { Locale } from '../../../domain/locales.ts';
import type { Database } from '../client.ts';
import { merchantPopups, termsVersions } from '../schema.ts';

const pick = <T>(values: Record<string, T>, locale: Locale, empty: T): T => values[locale] ?? values.de ?? empty;

export interface TermsForLocale {
  id: number;
  validFrom: string;
  title: string;
  content: string[];
  changes: string[];
}

/** The newest terms that are already valid, else the newest announced ones. */
export async function currentTerms(db: Database, locale: Locale, now = new Date()): Promise<TermsForLocale | null> {
  const valid = await db.select().from(termsVersions).where(lte(termsVersions.validFrom, now)).orderBy(desc(termsVersions.validFrom)).get();
  const row = valid ?? (await db.select().from(termsVersions).orderBy(desc(termsVersions.validFrom)).get());
  if (!row) return null;
  return {
    id: row.id,
    validFrom: row.validFrom.toISOString(),
    title: pick(row.title, locale, ''),
    content: pick(row.content, locale, []),
    changes: pick(row.changes, locale, []),
  };
}

export interface PopupForLocale {
  id: number;
  validFrom: string;
  title: string;
  content: string[];
}

export async function listPopups(db: Database, locale: Locale, now = new Date()): Promise<PopupForLocale[]> {
  const rows = await db.select().from(merchantPopups).where(lte(merchantPopups.validFrom, now)).orderBy(merchantPopups.validFrom).all();
  return rows.map((row) => ({ id: row.id, validFrom: row.validFrom.toISOString(), title: pick(row.title, locale, ''), content: pick(row.content, locale, []) }));
}
