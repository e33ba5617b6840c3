/** What an operator reads of an ad's attribute values: each one labelled in the console language, and the codes a versioned copy changes. */
import type { AttributeDef } from '../attributes.ts';
import type { AttributeValue } from '../product.ts';
import { formatEuro, formatInteger, formatUnit, type Unit, UNITS } from '../format.ts';

/** Operators work in German or English: German for de, English for every other locale. */
export type ConsoleLanguage = 'de' | 'en';

export function consoleLanguage(locale: string): ConsoleLanguage {
  return locale === 'de' ? 'de' : 'en';
}

export interface LabelledValue {
  code: string;
  label: string;
  /** The value as text: option labels for selects (joined by ", " for a multiple select), numbers and dates as stored. */
  value: string;
  unit: string | null;
}

function optionLabel(def: AttributeDef | undefined, code: string, language: ConsoleLanguage): string {
  return def?.options?.find((option) => option.code === code)?.labels[language] ?? code;
}

/** One value as text, by its definition (an unknown code shows as it is stored). */
export function valueText(def: AttributeDef | undefined, value: AttributeValue | undefined, language: ConsoleLanguage): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.map((code) => optionLabel(def, code, language)).join(', ');
  if (typeof value === 'string' && def?.options?.length) return optionLabel(def, value, language);
  // Numbers read as the storefront writes them: euros without decimals, grouped digits with their unit.
  if (typeof value === 'number') {
    if (def?.unit === 'EUR') return formatEuro(value);
    if (def?.unit && (UNITS as readonly string[]).includes(def.unit)) return formatUnit(value, def.unit as Unit);
    return Number.isInteger(value) ? formatInteger(value) : String(value);
  }
  return String(value);
}

/** Every value the ad holds, in the catalogue's order, labelled (codes without a definition last, by their code). */
export function labelledValues(definitions: readonly AttributeDef[], values: Record<string, AttributeValue>, language: ConsoleLanguage): LabelledValue[] {
  const known = definitions.filter((def) => values[def.code] !== undefined);
  const knownCodes = new Set(known.map((def) => def.code));
  const rest = Object.keys(values)
    .filter((code) => !knownCodes.has(code))
    .sort();
  return [
    ...known.map((def) => ({ code: def.code, label: def.labels[language], value: valueText(def, values[def.code], language), unit: def.unit ?? null })),
    ...rest.map((code) => ({ code, label: code, value: valueText(undefined, values[code], language), unit: null })),
  ];
}

function same(a: AttributeValue | undefined, b: AttributeValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => item === b[index]);
  return a === b;
}

/** The codes whose value differs between the published ad and its copy (added, changed or removed), sorted. */
export function changedCodes(before: Record<string, AttributeValue>, after: Record<string, AttributeValue>): string[] {
  const codes = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...codes].filter((code) => !same(before[code], after[code])).sort();
}

/** The changes that turn `before` into `after`: the new value, or null where the copy removed it. */
export function valueChanges(before: Record<string, AttributeValue>, after: Record<string, AttributeValue>): Record<string, AttributeValue | null> {
  return Object.fromEntries(changedCodes(before, after).map((code) => [code, after[code] ?? null]));
}
