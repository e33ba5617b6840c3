/**
 * Saving the editor's changes to an ad in editing: every value checked by its definition and by the editor's
 * cross-field rules, then columns and values written in one batch; damages replaced as an ordered list. The one-
 * ad-per-vehicle rule is the unique index on the normalised VIN, so two concurrent saves cannot both win.
 */
import { ATTRIBUTE_CATALOG } from '../../../domain/attribute-catalog/index.ts';
import { checkProductValues, flattenGroups } from '../../../domain/attribute-values.ts';
import { columnOnlyCodes, coreColumnChanges } from '../../../domain/ad-editor/core-columns.ts';
import { editorRuleErrors, vinKey } from '../../../domain/ad-editor/rules.ts';
import { berlinWallClock } from '../../../domain/berlin-time.ts';
import type { ProductKind } from '../../../domain/attributes.ts';
import { type AttributeValue, encodeStoredValue } from '../../../domain/product.ts';
import { applyValueChanges } from '../../../domain/product-version.ts';
import type { Database } from '../../db/client.ts';
import type { EditOrigin } from '../../db/repositories/ad-edits.ts';
import { type AdChanges, type AdRow, findAdByVinKey, replaceDamages, saveAdChanges, VinTakenError } from '../../db/repositories/ads.ts';
import { ApiError } from '../../lib/api-error.ts';

/** Changed through their own flows, never by the editor: the kind is chosen once when the ad is created. */
const LOCKED_CODES = ['product_type'];
const MAX_DAMAGES = 30;
const MAX_DAMAGE_TEXT = 1000;

export type GroupInput = Partial<Record<'datetimes' | 'ints' | 'decimals' | 'selects' | 'others', Record<string, unknown>>>;

export interface DamageInput {
  id: number | null;
  attributes: Record<string, unknown>;
}

/** Today in Berlin as YYYY-MM-DD. */
export function berlinToday(now = Date.now()): string {
  const { year, month, day } = berlinWallClock(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Checked changes of attribute values, or a 400 naming every field that is wrong. */
export function checkedChanges(
  kind: ProductKind,
  input: GroupInput,
  current: Record<string, AttributeValue>,
  country: string,
): { changes: Record<string, AttributeValue | null>; after: Record<string, AttributeValue> } {
  const checked = checkProductValues(ATTRIBUTE_CATALOG, kind, flattenGroups(input), LOCKED_CODES);
  if (!checked.ok) throw new ApiError(400, 'validation_failed', checked.fields);
  const after = applyValueChanges(current, checked.values);
  const errors = editorRuleErrors(after, new Set(Object.keys(checked.values)), { kind, today: berlinToday(), country });
  if (Object.keys(errors).length) throw new ApiError(400, 'validation_failed', errors);
  return { changes: checked.values, after };
}

/** The vehicle is someone's ad already: the seller's own ad is named, anybody else's is not. */
async function vehicleTaken(db: Database, key: string, customerId: number | null): Promise<never> {
  const existing = await findAdByVinKey(db, key);
  if (existing && customerId !== null && existing.customerId === customerId) {
    const title = `${existing.make} ${existing.model}`.trim() || `#${existing.id}`;
    throw new ApiError(409, 'vehicle_already_listed', { vin: 'validation.vin_taken' }, { title }, { existingProductId: existing.id });
  }
  throw new ApiError(409, 'vehicle_listed_elsewhere', { vin: 'validation.vin_taken' });
}

/**
 * Splits checked changes into column updates and value rows, as saveAdChanges and insertAd take them, with every
 * changed code's value as text for the edit log (the one encoding of stored values).
 */
export function storageOf(kind: ProductKind, changes: Record<string, AttributeValue | null>, after: Record<string, AttributeValue>): AdChanges {
  const columnOnly = columnOnlyCodes(kind);
  const upserts: Record<string, string> = {};
  const deletes: string[] = [];
  const logged: Record<string, string | null> = {};
  for (const [code, value] of Object.entries(changes)) {
    logged[code] = value === null ? null : encodeStoredValue(value);
    if (columnOnly.has(code)) continue;
    if (value === null) deletes.push(code);
    else upserts[code] = encodeStoredValue(value);
  }
  const columns = coreColumnChanges(ATTRIBUTE_CATALOG, kind, changes, after);
  const vin = 'vin' in changes ? vinKey(typeof changes.vin === 'string' ? changes.vin : null) : undefined;
  return { columns, upserts, deletes, vinKey: vin, logged };
}

export async function saveValues(db: Database, ad: AdRow, changes: Record<string, AttributeValue | null>, after: Record<string, AttributeValue>, origin: EditOrigin): Promise<void> {
  const storage = storageOf(ad.productType, changes, after);
  try {
    await saveAdChanges(db, ad.id, storage, origin);
  } catch (error) {
    if (error instanceof VinTakenError) await vehicleTaken(db, error.vinKey, ad.customerId);
    throw error;
  }
}

export async function vehicleTakenError(db: Database, error: VinTakenError, customerId: number): Promise<never> {
  return vehicleTaken(db, error.vinKey, customerId);
}

/**
 * Refuses a VIN that another ad holds already, before anything is written (a new ad's prospect included); the unique
 * index still decides between two creations at the same moment. `customerId` is the caller's, if known.
 */
export async function assertVehicleFree(db: Database, key: string | null | undefined, customerId: number | null): Promise<void> {
  if (key && (await findAdByVinKey(db, key))) await vehicleTaken(db, key, customerId);
}

/** Damages as sent: known attribute codes with valid options, a short description; ids of this ad (each once) or null. */
export function checkedDamages(input: readonly DamageInput[], knownIds: ReadonlySet<number>): { id: number | null; attributes: Record<string, string> }[] {
  if (input.length > MAX_DAMAGES) throw new ApiError(400, 'validation_failed', { damages: 'validation.max' });
  const definitions = new Map(ATTRIBUTE_CATALOG.filter((def) => def.entityType === 'damage').map((def) => [def.code, def]));
  const fields: Record<string, string> = {};
  const seen = new Set<number>();
  const damages = input.map((damage, index) => {
    // An id of another ad, or one listed twice (which would leave a gap in the order), is refused.
    if (damage.id !== null && (!knownIds.has(damage.id) || seen.has(damage.id))) fields[`damages.${index}.id`] = 'validation.invalid';
    if (damage.id !== null) seen.add(damage.id);
    const attributes: Record<string, string> = {};
    for (const [code, raw] of Object.entries(damage.attributes)) {
      const def = definitions.get(code);
      const value = typeof raw === 'string' ? raw.trim() : null;
      if (!def || value === null) fields[`damages.${index}.${code}`] = 'validation.invalid';
      else if (value === '') continue;
      else if (def.options && !def.options.some((option) => option.code === value)) fields[`damages.${index}.${code}`] = 'validation.invalid';
      else if (value.length > MAX_DAMAGE_TEXT) fields[`damages.${index}.${code}`] = 'validation.max';
      else attributes[code] = value;
    }
    return { id: damage.id, attributes };
  });
  if (Object.keys(fields).length) throw new ApiError(400, 'validation_failed', fields);
  return damages;
}

/** Replaces the damages; answers the R2 keys of photos of damages that were removed (to delete from R2). */
export async function saveDamages(db: Database, productId: number, damages: ReturnType<typeof checkedDamages>): Promise<string[]> {
  return replaceDamages(db, productId, damages);
}
