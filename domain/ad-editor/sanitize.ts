/**
 * The spec's sanitizing of what the editor sends (spec 001 section 5, "Uploads"): NaN numbers dropped, dates as
 * ISO, gallery entries without a value dropped, e-mails trimmed and lower-cased, booleans from "ja"/"Yes",
 * file names reduced to letters, digits, dot and underscore with a random four-letter suffix, and the make
 * blacklists checked case-insensitively.
 */
import type { ProductKind } from '../attributes.ts';

/** "ja", "Yes", "true" are true; "nein", "No", "false" are false; anything else is not a boolean. */
export function booleanFromString(value: string): boolean | undefined {
  const word = value.trim().toLowerCase();
  if (['ja', 'yes', 'true', '1'].includes(word)) return true;
  if (['nein', 'no', 'false', '0'].includes(word)) return false;
  return undefined;
}

export function sanitizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * A date as the API stores it: YYYY-MM-DD (a month "YYYY-MM" counts from its first day); null when unreadable or
 * when the day does not exist (2024-02-30 is refused, not rolled over into March). A string keeps the calendar date
 * it was written with, whatever its time or offset; a Date gives its local calendar date, since a picker's Date is
 * local midnight, which is the previous day in UTC anywhere east of it (all of Europe in summer).
 */
export function isoDate(value: Date | string): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const pad = (part: number, length: number) => String(part).padStart(length, '0');
    return `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1, 2)}-${pad(value.getDate(), 2)}`;
  }
  const month = /^(\d{4})-(\d{2})$/.exec(value.trim());
  const text = month ? `${month[1]}-${month[2]}-01` : value.trim();
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!day || Number.isNaN(Date.parse(text))) return null;
  const [year, monthOfYear, dayOfMonth] = [day[1], day[2], day[3]].map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, monthOfYear - 1, dayOfMonth));
  if (check.getUTCMonth() !== monthOfYear - 1 || check.getUTCDate() !== dayOfMonth) return null;
  return day[0];
}

/**
 * Attribute values before they are sent: NaN and infinite numbers are dropped, Date objects become ISO dates.
 * Everything else is kept as it is for the server's own checks.
 */
export function sanitizeValues(input: Record<string, unknown>): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const [code, value] of Object.entries(input)) {
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    if (value instanceof Date) {
      const date = isoDate(value);
      if (date) clean[code] = date;
      continue;
    }
    clean[code] = value;
  }
  return clean;
}

export function sanitizeGallery<T extends { value?: string | null }>(items: readonly T[]): T[] {
  return items.filter((item) => typeof item.value === 'string' && item.value.trim() !== '');
}

const SUFFIX_LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const MAX_BASE_LENGTH = 60;

/**
 * "Wohnmobil vorne (1).JPG" -> "Wohnmobil_vorne_1_qxzt.JPG": only letters, digits, dot and underscore, a random
 * four-letter suffix before the extension so two uploads never share a name. `random` returns [0, 1).
 */
export function sanitizeFileName(name: string, random: () => number = Math.random): string {
  const ascii = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const dot = ascii.lastIndexOf('.');
  const rawBase = dot > 0 ? ascii.slice(0, dot) : ascii;
  const rawExtension = dot > 0 ? ascii.slice(dot + 1) : '';
  const base = rawBase.replace(/[^A-Za-z0-9_]+/g, '_').replace(/_+/g, '_').replace(/^_|_$/g, '').slice(0, MAX_BASE_LENGTH) || 'file';
  const extension = rawExtension.replace(/[^A-Za-z0-9]/g, '').slice(0, 8);
  const suffix = Array.from({ length: 4 }, () => SUFFIX_LETTERS[Math.floor(random() * SUFFIX_LETTERS.length)]).join('');
  return extension ? `${base}_${suffix}.${extension}` : `${base}_${suffix}`;
}

/** Names that are no make: placeholders people type when they do not know or do not want to say. */
const PLACEHOLDER_MAKES = ['test', 'xxx', 'unbekannt', 'unknown', 'keine', 'none', 'diverse', 'sonstige', 'egal', 'privat', 'n/a'];
/** Car makes without motorhomes or caravans of their own are no trailer make; motorhome bases may be. */
const MAKE_BLACKLIST: Record<ProductKind, readonly string[]> = {
  motorhome: [...PLACEHOLDER_MAKES, 'anhänger', 'trailer', 'pferdeanhänger'],
  trailer: [...PLACEHOLDER_MAKES, 'fiat', 'mercedes', 'mercedes-benz', 'ford', 'iveco', 'citroen', 'citroën', 'peugeot', 'renault', 'volkswagen', 'vw'],
};

/** True when a free-text make is refused for the kind (case-insensitive, surrounding spaces ignored). */
export function isBlacklistedMake(kind: ProductKind, name: string): boolean {
  // NFC: an umlaut or accent typed as a combining mark ("Citroe\u0308n") is the same name.
  return MAKE_BLACKLIST[kind].includes(name.normalize('NFC').trim().toLowerCase());
}
