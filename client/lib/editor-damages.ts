/**
 * The damage list of the defects step as plain data: local entries from the server's, adding from the empty
 * template, the area rule (a new area clears the type), the body sent, and ids for new entries once saved.
 */
import type { LocalDamage } from './editor-draft.ts';
import type { DamageChange } from './editor-product.ts';
import type { EditorDamage } from './editor-media.ts';

export const DAMAGE_FIELDS = ['damage_location', 'damage_type', 'damage_description'] as const;
/** A damage is complete with its area and type (the description is optional), as the server's readiness counts. */
export const DAMAGE_REQUIRED = ['damage_location', 'damage_type'] as const;

const damageId = (id: number | string): number | null => {
  const number = typeof id === 'number' ? id : Number(id);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** The server's damages as local entries, in their order. */
export function localDamages(damages: readonly EditorDamage[]): LocalDamage[] {
  return [...damages]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((damage) => ({ key: `d${damage.id}`, id: damageId(damage.id), attributes: { ...damage.attributes } }));
}

let counter = 0;

/** A new entry from the empty template (GET /public/product/damage/get/empty), appended at the end. */
export function addDamage(list: readonly LocalDamage[], template: Pick<EditorDamage, 'attributes'>): LocalDamage[] {
  counter += 1;
  const attributes = Object.fromEntries(DAMAGE_FIELDS.map((field) => [field, template.attributes[field] ?? '']));
  return [...list, { key: `new-${Date.now().toString(36)}-${counter}`, id: null, attributes }];
}

/** Sets one field; a new area clears the other selected option (the type), since types belong to an area. */
export function changeDamage(list: readonly LocalDamage[], key: string, field: string, value: string): LocalDamage[] {
  return list.map((damage) => {
    if (damage.key !== key) return damage;
    const attributes = { ...damage.attributes, [field]: value };
    if (field === 'damage_location' && value !== damage.attributes.damage_location) attributes.damage_type = '';
    return { ...damage, attributes };
  });
}

export function removeDamage(list: readonly LocalDamage[], key: string): LocalDamage[] {
  return list.filter((damage) => damage.key !== key);
}

/** The whole ordered list as the update call takes it; the server numbers sortOrder from 0 in this order. */
export function damagesBody(list: readonly LocalDamage[]): DamageChange[] {
  return list.map((damage) => ({ id: damage.id, attributes: Object.fromEntries(DAMAGE_FIELDS.map((field) => [field, damage.attributes[field] ?? ''])) }));
}

/**
 * After a save: entries that were sent without an id take the id the server gave the entry at the same place, so a
 * follow-up save updates them instead of adding them twice.
 */
export function assignIds(list: readonly LocalDamage[], sentKeys: readonly string[], answer: readonly EditorDamage[]): LocalDamage[] {
  const saved = [...answer].sort((a, b) => a.sortOrder - b.sortOrder);
  const ids = new Map(sentKeys.map((key, index) => [key, saved[index] ? damageId(saved[index].id) : null]));
  return list.map((damage) => (damage.id === null && ids.get(damage.key) ? { ...damage, id: ids.get(damage.key) ?? null } : damage));
}

/** The server's entries, each keeping the local key of the entry with its id, so focus and React state stay put. */
export function resync(list: readonly LocalDamage[], answer: readonly EditorDamage[]): LocalDamage[] {
  const keys = new Map(list.flatMap((damage) => (damage.id === null ? [] : [[damage.id, damage.key] as const])));
  return localDamages(answer).map((damage) => ({ ...damage, key: (damage.id !== null && keys.get(damage.id)) || damage.key }));
}

/** Missing required fields of every damage, keyed like the server's field errors: damages.{index}.{field}. */
export function damageErrors(list: readonly LocalDamage[]): Record<string, string> {
  const errors: Record<string, string> = {};
  list.forEach((damage, index) => {
    for (const field of DAMAGE_REQUIRED) if (!damage.attributes[field]) errors[`damages.${index}.${field}`] = 'validation.required';
  });
  return errors;
}
