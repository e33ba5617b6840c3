/**
 * Mapping helpers shared by the vehicle-data adapters: source values to our attribute codes and formats, and the
 * final check against the catalogue's own rules, where a field that does not fit is dropped rather than fatal.
 */
import { ATTRIBUTE_CATALOG } from '../../domain/attribute-catalog/index.ts';
import { checkProductValues } from '../../domain/attribute-values.ts';
import type { ProductKind } from '../../domain/attributes.ts';
import { makeCode } from '../../domain/makes.ts';
import type { AttributeValue } from '../../domain/product.ts';

/** Candidate values by attribute code; undefined, null, blank text and empty lists mean "the source had nothing". */
export type RawValues = Record<string, unknown>;

const MAX_DESCRIPTION = 5000;
const PS_TO_KW = 0.73549875;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A nested object of a source answer, or an empty one, so field access never throws. */
export function record(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** Trimmed non-empty text; numbers count as text (sources are inconsistent about ids and codes). */
export function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
}

/** A number from a number or a numeric string ("110.00" from Socrata). */
export function toNumber(value: unknown): number | undefined {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value.trim()) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** A rounded positive integer, scaled (cm -> mm with 10); zero and below mean "not recorded" in the sources. */
export function positiveInt(value: unknown, factor = 1): number | undefined {
  const number = toNumber(value);
  return number !== undefined && number > 0 ? Math.round(number * factor) : undefined;
}

/** A rounded integer that may be zero (a new vehicle's mileage). */
export function wholeNumber(value: unknown): number | undefined {
  const number = toNumber(value);
  return number !== undefined && number >= 0 ? Math.round(number) : undefined;
}

/** kW from metric horsepower, for sources that only give PS. */
export function kwFromPs(value: unknown): number | undefined {
  const ps = positiveInt(value);
  return ps === undefined ? undefined : Math.round(ps * PS_TO_KW);
}

/** A long description keeps its beginning rather than being dropped for exceeding the field's limit. */
export function description(value: unknown): string | undefined {
  return text(value)?.slice(0, MAX_DESCRIPTION);
}

/** 'YYYYMMDD' (RDW) -> 'YYYY-MM-DD'; the catalogue check rejects impossible days later. */
export function compactDate(value: unknown): string | undefined {
  const match = text(value)?.match(/^(\d{4})(\d{2})(\d{2})$/);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}

function yearMonth(value: unknown): [number, number] | undefined {
  const raw = text(value) ?? '';
  const yearFirst = raw.match(/^(\d{4})-?(\d{2})$/);
  const monthFirst = raw.match(/^(\d{2})[./](\d{4})$/);
  const [year, month] = yearFirst ? [Number(yearFirst[1]), Number(yearFirst[2])] : monthFirst ? [Number(monthFirst[2]), Number(monthFirst[1])] : [0, 0];
  return month >= 1 && month <= 12 ? [year, month] : undefined;
}

/** 'YYYYMM', 'YYYY-MM' or 'MM/YYYY' -> the first day of that month (a first registration given by month). */
export function monthStart(value: unknown): string | undefined {
  const parts = yearMonth(value);
  return parts ? `${parts[0]}-${String(parts[1]).padStart(2, '0')}-01` : undefined;
}

/** The same month formats -> the month's last day: an inspection given by month is valid until the month ends. */
export function monthEnd(value: unknown): string | undefined {
  const parts = yearMonth(value);
  if (!parts) return undefined;
  const last = new Date(Date.UTC(parts[0], parts[1], 0)).getUTCDate();
  return `${parts[0]}-${String(parts[1]).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
}

/** A day in the common written forms (ISO with or without time, 'DD.MM.YYYY', 'YYYYMMDD') or a month as above. */
export function anyDate(value: unknown): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  const iso = raw.match(/^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/);
  if (iso) return iso[1];
  const german = raw.match(/^(\d{2})\.(\d{2})\.(\d{4})$/);
  if (german) return `${german[3]}-${german[2]}-${german[1]}`;
  return compactDate(raw) ?? monthStart(raw);
}

/** Today's date ('YYYY-MM-DD', UTC) for the expiry comparison. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The inspection date and whether it has passed; nothing when the date is missing or unreadable. */
export function inspectionValues(validUntil: string | undefined, today: string): RawValues {
  if (!validUntil || !/^\d{4}-\d{2}-\d{2}$/.test(validUntil) || Number.isNaN(Date.parse(validUntil))) return {};
  return { main_inspection_validity: validUntil, hu_expired: validUntil < today ? 'yes' : 'no' };
}

const MAKE_OPTIONS = (ATTRIBUTE_CATALOG.find((def) => def.code === 'make' && def.entityType === 'product')?.options ?? [])
  .map((option) => option.code)
  .filter((code) => code !== 'other');

/** Registries write umlauts out or drop them ("BURSTNER", "POSSL") and join words ("EURAMOBIL"); compare without that. */
function fold(code: string): string {
  return code.replace(/ue/g, 'u').replace(/oe/g, 'o').replace(/ae/g, 'a').replace(/_/g, '');
}

/** A make name -> the catalogue's option code, or 'other' with the name kept in make_other. */
export function makeValues(name: unknown): RawValues {
  const raw = text(name);
  if (!raw) return {};
  const code = makeCode(raw);
  const known = MAKE_OPTIONS.find((option) => option === code || (code !== '' && fold(option) === fold(code)));
  return known ? { make: known } : { make: 'other', make_other: raw };
}

/** A body type in English or German words -> the catalogue's category option; unknown words give nothing. */
export function categoryFrom(value: unknown): string | undefined {
  const words = text(value)?.toLowerCase() ?? '';
  if (!words) return undefined;
  if (/caravan|wohnwagen/.test(words)) return 'caravan';
  if (/alcove|alkoven/.test(words)) return 'alcove';
  if (/(part|partly|semi|teil)[\s_-]?integr/.test(words)) return 'semi_integrated';
  if (/integr/.test(words)) return 'integrated';
  if (/van|bus|kastenwagen/.test(words)) return 'camper_van';
  return undefined;
}

function present(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return !Array.isArray(value) || value.length > 0;
}

function checkedFor(kind: ProductKind, raw: RawValues): Record<string, AttributeValue> {
  // product_type travels as ImportedVehicle.productType, never as a value.
  const input = Object.fromEntries(Object.entries(raw).filter(([code, value]) => code !== 'product_type' && present(value)));
  let checked = checkProductValues(ATTRIBUTE_CATALOG, kind, input);
  if (!checked.ok) {
    // Each value is checked on its own, so dropping the refused ones leaves a set that passes.
    const refused = checked.fields;
    checked = checkProductValues(ATTRIBUTE_CATALOG, kind, Object.fromEntries(Object.entries(input).filter(([code]) => !(code in refused))));
  }
  if (!checked.ok) return {};
  const values: Record<string, AttributeValue> = {};
  for (const [code, value] of Object.entries(checked.values)) if (value !== null) values[code] = value;
  return values;
}

/**
 * The values our own checks accept for the kind. With an unknown kind, whatever fits either kind is kept: the
 * seller chooses the kind in the editor, which checks the values again.
 */
export function cleanValues(kind: ProductKind | null, raw: RawValues): Record<string, AttributeValue> {
  if (kind) return checkedFor(kind, raw);
  return { ...checkedFor('trailer', raw), ...checkedFor('motorhome', raw) };
}
