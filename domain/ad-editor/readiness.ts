/**
 * How far an ad in editing is: the spec's attribute sets (product_profile or trailer_profile,
 * product_description, product_equipment, product_images, auction, damages), each with its `requiredPercent`
 * computed from the attributes required now (the conditional rules included), the photos and the damages.
 */
import type { AttributeDef, AttributeValues, ProductKind } from '../attributes.ts';
import { requiredAttributes } from '../attributes.ts';
import { type EditorStep, stepFields } from './steps.ts';

export type AttributeSetCode =
  | 'product_profile'
  | 'trailer_profile'
  | 'product_equipment'
  | 'product_description'
  | 'damages'
  | 'product_images'
  | 'auction';

/** Fewest photos an ad is submitted with; 5 exterior and 5 interior ones are recommended (RECOMMENDED_PHOTOS). */
export const MIN_PHOTOS = 3;
export const RECOMMENDED_PHOTOS = { exterior: 5, interior: 5 } as const;

/** The editor steps whose fields make up each set. */
const SET_STEPS: Record<Exclude<AttributeSetCode, 'product_images'>, readonly EditorStep[]> = {
  product_profile: ['profile'],
  trailer_profile: ['profile'],
  product_equipment: ['equipment'],
  product_description: ['description', 'more-information'],
  damages: ['defects'],
  auction: ['auction'],
};

export function profileSet(kind: ProductKind): 'product_profile' | 'trailer_profile' {
  return kind === 'trailer' ? 'trailer_profile' : 'product_profile';
}

/** The sets of a kind in the order the editor fills them. */
export function attributeSets(kind: ProductKind): AttributeSetCode[] {
  return [profileSet(kind), 'product_equipment', 'product_description', 'damages', 'product_images', 'auction'];
}

export interface DamageDraft {
  attributes: Record<string, string>;
}

export interface ReadinessInput {
  kind: ProductKind;
  values: AttributeValues;
  photoCount: number;
  damages: readonly DamageDraft[];
}

export interface AttributeSetReadiness {
  code: AttributeSetCode;
  requiredPercent: number;
  /** Required attribute codes of the set that still lack a value (for "damages": `damage.{index}.{code}` too). */
  missing: string[];
}

function filled(value: AttributeValues[string] | string[] | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return Number.isFinite(value);
}

const percent = (done: number, total: number) => (total === 0 ? 100 : Math.floor((done / total) * 100));

/** A damage is complete once its location and type are chosen (the description is optional). */
const DAMAGE_REQUIRED = ['damage_location', 'damage_type'] as const;

/** Every set with its completion; 100 means nothing required is missing. */
export function readiness(definitions: readonly AttributeDef[], input: ReadinessInput): AttributeSetReadiness[] {
  const required = new Set(requiredAttributes([...definitions], input.kind, input.values));
  return attributeSets(input.kind).map((code) => {
    if (code === 'product_images') {
      const missing = input.photoCount >= MIN_PHOTOS ? [] : ['gallery'];
      return { code, requiredPercent: Math.min(100, percent(input.photoCount, MIN_PHOTOS)), missing };
    }
    const fields = SET_STEPS[code].flatMap((step) => stepFields(input.kind, step)).filter((field) => required.has(field));
    const missing = fields.filter((field) => !filled(input.values[field]));
    let total = fields.length;
    if (code === 'damages') {
      input.damages.forEach((damage, index) => {
        for (const field of DAMAGE_REQUIRED) {
          total += 1;
          if (!filled(damage.attributes[field])) missing.push(`damage.${index}.${field}`);
        }
      });
    }
    return { code, requiredPercent: percent(total - missing.length, total), missing };
  });
}

export type ReadinessMap = Partial<Record<AttributeSetCode, number>>;

export function readinessMap(sets: readonly AttributeSetReadiness[]): ReadinessMap {
  return Object.fromEntries(sets.map((set) => [set.code, set.requiredPercent]));
}

/** Every set complete: the ad may go to review (documents and the account are checked apart). */
export function readyToSubmit(sets: readonly AttributeSetReadiness[]): boolean {
  return sets.every((set) => set.requiredPercent === 100);
}
