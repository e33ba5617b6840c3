/**
 * The ad editor's steps per vehicle kind, in the order the seller walks them, and which attribute fields each
 * step shows. The route is /ad/edit/{kind}/{step}/{id?}; "Step x of y" counts along this order.
 */
import type { ProductKind } from '../attributes.ts';

export const EDITOR_STEPS = [
  'profile',
  'equipment',
  'description',
  'defects',
  'images',
  'more-images',
  'more-information',
  'auction',
  'personal-data',
  'last-step',
] as const;
export type EditorStep = (typeof EDITOR_STEPS)[number];

export const PRODUCT_KINDS: readonly ProductKind[] = ['motorhome', 'trailer'];

/** The steps of a kind: a trailer has no "more information" step (its few details sit in the description step). */
export function stepsFor(kind: ProductKind): readonly EditorStep[] {
  return kind === 'trailer' ? EDITOR_STEPS.filter((step) => step !== 'more-information') : EDITOR_STEPS;
}

export function isProductKind(value: string | undefined): value is ProductKind {
  return value === 'motorhome' || value === 'trailer';
}

export function isEditorStep(kind: ProductKind, value: string | undefined): value is EditorStep {
  return value !== undefined && (stepsFor(kind) as readonly string[]).includes(value);
}

/** "Step x of y": the 1-based position of a step and the number of steps of the kind (index 0: not a step of the kind). */
export function stepPosition(kind: ProductKind, step: EditorStep): { index: number; total: number } {
  const steps = stepsFor(kind);
  return { index: steps.indexOf(step) + 1, total: steps.length };
}

/** The neighbours of a step in the kind's order; null at either end and for a step the kind does not have. */
export function nextStep(kind: ProductKind, step: EditorStep): EditorStep | null {
  const steps = stepsFor(kind);
  const index = steps.indexOf(step);
  return index < 0 ? null : (steps[index + 1] ?? null);
}

export function previousStep(kind: ProductKind, step: EditorStep): EditorStep | null {
  const steps = stepsFor(kind);
  const index = steps.indexOf(step);
  return index < 0 ? null : (steps[index - 1] ?? null);
}

const MOTORHOME_PROFILE = [
  'make', 'make_other', 'model', 'series', 'category', 'first_registration', 'mileage', 'fuel', 'transmission', 'power',
  'engine_capacity', 'chassis', 'length', 'width', 'height', 'seats', 'beds', 'axles', 'weight', 'licensed_weight',
  'hu_expired', 'main_inspection_validity', 'zipcode', 'location',
];
const TRAILER_PROFILE = [
  'make', 'make_other', 'model', 'series', 'category', 'first_registration', 'trailer_length', 'trailer_width',
  'trailer_height', 'beds', 'axles', 'trailer_weight', 'trailer_licensed_weight', 'hu_expired', 'main_inspection_validity',
  'zipcode', 'location',
];

/** The attribute codes each step edits (product attributes only; images, damages and the account have their own parts). */
const STEP_FIELDS: Record<ProductKind, Partial<Record<EditorStep, readonly string[]>>> = {
  motorhome: {
    profile: MOTORHOME_PROFILE,
    equipment: ['equipment', 'air_conditioning', 'independent_air_conditioning', 'four_wheel_drive', 'winterproof'],
    description: ['description', 'service_book', 'yearly_leak_test', 'smoker_car'],
    defects: ['damaged', 'water_damaged', 'hail_damaged', 'defects_exists', 'defects_description'],
    'more-information': ['vin', 'keys_count', 'headlamps', 'particulate_filter', 'estimated_mileage'],
    auction: ['minimum_price', 'buy_now_price', 'vat_reportable', 'pickup_availability', 'pickup_date'],
  },
  trailer: {
    profile: TRAILER_PROFILE,
    equipment: ['equipment', 'air_conditioning', 'independent_air_conditioning', 'winterproof'],
    description: ['description', 'service_book', 'yearly_leak_test', 'smoker_car', 'vin', 'keys_count'],
    defects: ['damaged', 'water_damaged', 'hail_damaged', 'defects_exists', 'defects_description'],
    auction: ['minimum_price', 'buy_now_price', 'vat_reportable', 'pickup_availability', 'pickup_date'],
  },
};

export function stepFields(kind: ProductKind, step: EditorStep): readonly string[] {
  return STEP_FIELDS[kind][step] ?? [];
}
