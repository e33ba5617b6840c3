/**
 * Checks attribute values sent for a product against their definitions: known code, fitting the vehicle kind,
 * the backend type, existing option codes, sane lengths. Also flattens the grouped answer shape back to codes.
 */
import type { AttributeDef, ProductKind } from './attributes.ts';
import type { AttributeValue, GroupedAttributes } from './product.ts';

/** Changed through their own flows (new ad, price resubmission), never through a versioned copy. */
export const NOT_EDITABLE_IN_VERSION = ['product_type', 'minimum_price', 'buy_now_price', 'vat_reportable'] as const;

const MAX_TEXT: Record<string, number> = { description: 5000, defects_description: 5000 };
const DEFAULT_MAX_TEXT = 200;
const MAX_NUMBER = 10_000_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z)?$/;

export type ValueCheck = { ok: true; values: Record<string, AttributeValue> } | { ok: false; fields: Record<string, string> };

/** The grouped shape (datetimes, ints, decimals, selects, others) as one map from code to value. */
export function flattenGroups(groups: Partial<Record<keyof GroupedAttributes, Record<string, unknown>>>): Record<string, unknown> {
  return Object.assign({}, groups.datetimes, groups.ints, groups.decimals, groups.selects, groups.others);
}

function isValidDate(value: string): boolean {
  return ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().slice(0, 10) === value.slice(0, 10);
}

/** One value against its definition: the clean value, or the error key. */
function checkValue(def: AttributeDef, raw: unknown): { value: AttributeValue } | { error: string } {
  const options = new Set((def.options ?? []).map((option) => option.code));
  if (def.frontendInput === 'multipleselect') {
    if (!Array.isArray(raw) || raw.length > options.size) return { error: 'validation.invalid' };
    const codes = [...new Set(raw)];
    return codes.every((code): code is string => typeof code === 'string' && options.has(code)) ? { value: codes } : { error: 'validation.invalid' };
  }
  if (def.frontendInput === 'select') return typeof raw === 'string' && options.has(raw) ? { value: raw } : { error: 'validation.invalid' };
  switch (def.backendType) {
    case 'int':
      return typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 && raw <= MAX_NUMBER ? { value: raw } : { error: 'validation.invalid' };
    case 'decimal':
      return typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 && raw <= MAX_NUMBER ? { value: raw } : { error: 'validation.invalid' };
    case 'datetime':
      return typeof raw === 'string' && isValidDate(raw) ? { value: raw } : { error: 'validation.date' };
    case 'varchar': {
      if (typeof raw !== 'string') return { error: 'validation.invalid' };
      const text = raw.trim();
      return text.length <= (MAX_TEXT[def.code] ?? DEFAULT_MAX_TEXT) ? { value: text } : { error: 'validation.max' };
    }
  }
}

/**
 * Checks a set of product attribute values for a vehicle kind; `null` clears a value. Every problem is named
 * by its attribute code, so a form can show it next to the field.
 */
export function checkProductValues(
  definitions: readonly AttributeDef[],
  kind: ProductKind,
  input: Record<string, unknown>,
  locked: readonly string[] = [],
): { ok: true; values: Record<string, AttributeValue | null> } | { ok: false; fields: Record<string, string> } {
  const byCode = new Map(definitions.filter((def) => def.entityType === 'product').map((def) => [def.code, def]));
  const values: Record<string, AttributeValue | null> = {};
  const fields: Record<string, string> = {};
  for (const [code, raw] of Object.entries(input)) {
    const def = byCode.get(code);
    if (!def || (def.productKinds && !def.productKinds.includes(kind))) fields[code] = 'validation.unknown_attribute';
    else if (locked.includes(code)) fields[code] = 'validation.not_editable';
    else if (raw === null) values[code] = null;
    else {
      const checked = checkValue(def, raw);
      if ('error' in checked) fields[code] = checked.error;
      else values[code] = checked.value;
    }
  }
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, values };
}
