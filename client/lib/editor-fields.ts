/**
 * How the editor shows and checks attribute fields, decided from their definitions: which control each gets,
 * which fields depend on another answer, number parsing, and the checks run in the browser before the server's
 * (required fields, the editor's cross-field rules of domain/ad-editor/rules.ts).
 */
import type { Confirmation } from '../../domain/ad-editor/confirmations.ts';
import { editorRuleErrors } from '../../domain/ad-editor/rules.ts';
import type { ProductKind } from '../../domain/attributes.ts';
import { berlinWallClock } from '../../domain/berlin-time.ts';
import { formatEuro, formatInteger } from '../../domain/format.ts';
import type { AttributeValue } from '../../domain/product.ts';
import type { AttributeView } from './editor-product.ts';

export type FieldControl = 'radio' | 'select' | 'checkboxes' | 'number' | 'month' | 'date' | 'text' | 'textarea';

/** Datetimes the seller gives as month and year (the registration document shows no day). */
const MONTH_FIELDS = new Set(['first_registration']);
const LONG_TEXTS = new Set(['description', 'defects_description']);
const ANSWERS = new Set(['yes', 'no', 'unknown']);

export function controlOf(def: AttributeView): FieldControl {
  if (def.frontendInput === 'multipleselect') return 'checkboxes';
  if (def.frontendInput === 'select') {
    // yes/no(/unknown) questions read better as radio buttons: every answer is visible at once.
    return def.options.length > 0 && def.options.every((option) => ANSWERS.has(option.code)) ? 'radio' : 'select';
  }
  if (def.backendType === 'int' || def.backendType === 'decimal') return 'number';
  if (def.backendType === 'datetime') return MONTH_FIELDS.has(def.attributeCode) ? 'month' : 'date';
  return LONG_TEXTS.has(def.attributeCode) ? 'textarea' : 'text';
}

/** Fields that only mean something after another answer: shown (and sent) only then. */
const SHOWN_WHEN: Record<string, { attribute: string; oneOf: readonly string[] }> = {
  make_other: { attribute: 'make', oneOf: ['other'] },
  pickup_date: { attribute: 'pickup_availability', oneOf: ['later'] },
  defects_description: { attribute: 'defects_exists', oneOf: ['yes'] },
};

/** What the editor knows about the seller: private, commercial (or dealer), or not yet (an anonymous prospect). */
export type SellerType = 'private' | 'commercial' | 'unknown';

export function fieldShown(code: string, values: Record<string, AttributeValue>, seller: SellerType): boolean {
  // Only commercial sellers can show VAT on an invoice; an unknown seller sees the field with a hint.
  if (code === 'vat_reportable') return seller !== 'private';
  const rule = SHOWN_WHEN[code];
  if (!rule) return true;
  const value = values[rule.attribute];
  return typeof value === 'string' && rule.oneOf.includes(value);
}

/** A whole number as people type it: "12500", "12.500" or "12 500"; null for an empty field. */
export function parseWholeNumber(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // Thousands separators only in their places, so "12,5" or "1.5" is not silently read as 125 or 15.
  if (/^\d{1,3}([.\s\u00a0']\d{3})+$/.test(trimmed)) return Number(trimmed.replace(/\D/g, ''));
  return 'invalid';
}

export function isFilled(value: AttributeValue | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return Number.isFinite(value);
}

/** Required fields of a step that are shown and still empty, as field -> message key. */
export function missingRequired(codes: readonly string[], values: Record<string, AttributeValue>, required: readonly string[], seller: SellerType): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const code of codes) {
    if (required.includes(code) && fieldShown(code, values, seller) && !isFilled(values[code])) errors[code] = 'validation.required';
  }
  return errors;
}

/** Today as YYYY-MM-DD in Berlin, the calendar the server's date rules use. */
export function berlinToday(now = Date.now()): string {
  const { year, month, day } = berlinWallClock(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The server's cross-field rules for the changed fields, as message keys. The postcode is left to the server: its
 * rule depends on the ad's country, which the editor does not know.
 */
export function ruleErrors(kind: ProductKind, values: Record<string, AttributeValue>, changed: readonly string[], today = berlinToday()): Record<string, string> {
  return editorRuleErrors(values, new Set(changed.filter((code) => code !== 'zipcode')), { kind, today, country: '' });
}

/** A calendar day some months later (the pickup date's latest day is MAX_PICKUP_MONTHS after today). */
export function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** Oldest year the month/year field offers (the server refuses registrations before 1950). */
export const FIRST_REGISTRATION_YEAR = 1950;

/** Years for the month/year field, newest first. */
export function registrationYears(today: string): number[] {
  const current = Number(today.slice(0, 4));
  return Array.from({ length: current - FIRST_REGISTRATION_YEAR + 1 }, (_, index) => current - index);
}

/** "2019-03-01" -> { year: "2019", month: "03" }; partial or empty values give empty parts. */
export function monthParts(value: AttributeValue | undefined): { year: string; month: string } {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})/.exec(value) : null;
  return match ? { year: match[1] as string, month: match[2] as string } : { year: '', month: '' };
}

/** A confirmation's raw params formatted for its text: amounts in EUR without decimals, other numbers grouped. */
export function confirmationParams(confirmation: Confirmation): Record<string, string> {
  return Object.fromEntries(
    Object.entries(confirmation.params ?? {}).map(([name, value]) => [
      name,
      typeof value !== 'number' ? value : name === 'amount' ? formatEuro(value) : formatInteger(value),
    ]),
  );
}
