/**
 * Turns the product answer into display rows: attribute definitions (labels, units, options) from the attributes
 * call, values formatted with domain/format.ts, the key data / condition / equipment selections and the price rule.
 */
import { formatDate, formatEuro, formatInteger, formatMonthYear, formatPower, formatUnit, type Unit, UNITS } from '../../../domain/format.ts';
import type { AttributeLabels } from '../../../domain/attributes.ts';
import type { AttributeValue, ProductDetail } from '../../../domain/product.ts';

/** One definition as `GET /public/attributes/all/...` answers it. */
export type AttributeDefView = AttributeLabels;

export type AttributeDefs = Record<'product' | 'auction' | 'damage', AttributeDefView[]>;

export interface DisplayRow {
  code: string;
  label: string;
  value: string;
}

/** Key data in reading order; rows without a value are left out. Location is added from zipcode + location. */
const KEY_CODES = [
  'product_type', 'category', 'make', 'model', 'series', 'first_registration', 'mileage', 'estimated_mileage', 'power', 'fuel',
  'transmission', 'engine_capacity', 'chassis', 'length', 'width', 'height', 'trailer_length', 'trailer_width', 'trailer_height',
  'weight', 'licensed_weight', 'trailer_weight', 'trailer_licensed_weight', 'seats', 'beds', 'axles', 'main_inspection_validity',
  'air_conditioning', 'headlamps', 'keys_count', 'vin', 'pickup_availability', 'pickup_date',
];

/** Datetimes the seller gives as month and year only. */
const MONTH_CODES = new Set(['first_registration', 'main_inspection_validity']);
const CONDITION_OPTIONS = new Set(['yes', 'no', 'unknown']);
/** Yes/no facts that are prices or paperwork, not the vehicle's condition. */
const NOT_CONDITIONS = new Set(['vat_reportable']);

export function byCode(defs: AttributeDefView[]): Map<string, AttributeDefView> {
  return new Map(defs.map((def) => [def.attributeCode, def]));
}

/** The grouped attributes as one map from code to value. */
export function flatValues(product: ProductDetail): Record<string, AttributeValue> {
  const { datetimes, ints, decimals, selects, others } = product.attributes;
  return { ...datetimes, ...ints, ...decimals, ...selects, ...others };
}

export function optionLabel(def: AttributeDefView | undefined, code: string): string {
  return def?.options.find((option) => option.code === code)?.label ?? code;
}

function isUnit(unit: string | null): unit is Unit {
  return (UNITS as readonly string[]).includes(unit ?? '');
}

function formatDatetime(code: string, value: string): string {
  const [year, month] = value.split('-').map(Number);
  if (MONTH_CODES.has(code) && year && month) return formatMonthYear(year, month);
  return Number.isNaN(Date.parse(value)) ? value : formatDate(value);
}

export function formatValue(def: AttributeDefView, value: AttributeValue): string {
  if (Array.isArray(value)) return value.map((code) => optionLabel(def, code)).join(', ');
  if (def.frontendInput !== 'simple') return optionLabel(def, String(value));
  if (typeof value === 'number') {
    if (def.unit === 'kW') return formatPower(value);
    if (def.unit === 'EUR') return formatEuro(value);
    return isUnit(def.unit) ? formatUnit(value, def.unit) : formatInteger(value);
  }
  return def.backendType === 'datetime' ? formatDatetime(def.attributeCode, value) : value;
}

function row(defs: Map<string, AttributeDefView>, values: Record<string, AttributeValue>, code: string): DisplayRow | null {
  const def = defs.get(code);
  const value = values[code];
  if (!def || value === undefined || value === '') return null;
  return { code, label: def.label, value: formatValue(def, value) };
}

export function keyDataRows(defs: AttributeDefView[], values: Record<string, AttributeValue>): DisplayRow[] {
  const map = byCode(defs);
  const rows = KEY_CODES.map((code) => row(map, values, code)).filter((r): r is DisplayRow => r !== null);
  const place = [values.zipcode, values.location].filter(Boolean).join(' ');
  const locationDef = map.get('location');
  if (place && locationDef) rows.push({ code: 'location', label: locationDef.label, value: place });
  return rows;
}

/** Yes/no/unknown facts about the vehicle's condition, with their answer code for styling. */
export function conditionRows(defs: AttributeDefView[], values: Record<string, AttributeValue>): (DisplayRow & { answer: string })[] {
  return defs
    .filter((def) => def.frontendInput === 'select' && !NOT_CONDITIONS.has(def.attributeCode) && def.options.length > 0)
    .filter((def) => def.options.every((option) => CONDITION_OPTIONS.has(option.code)))
    .flatMap((def) => {
      const value = values[def.attributeCode];
      return typeof value === 'string' ? [{ code: def.attributeCode, label: def.label, value: optionLabel(def, value), answer: value }] : [];
    });
}

export function equipmentLabels(defs: AttributeDefView[], values: Record<string, AttributeValue>): string[] {
  const value = values.equipment;
  const def = defs.find((d) => d.attributeCode === 'equipment');
  return Array.isArray(value) ? value.map((code) => optionLabel(def, code)) : [];
}

