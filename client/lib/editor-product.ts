/** The ad editor's product as the editing calls answer it, the calls themselves, and small pure helpers on it. */
import type { AttributeSetReadiness } from '../../domain/ad-editor/readiness.ts';
import { MIN_PHOTOS } from '../../domain/ad-editor/readiness.ts';
import type { EditorStep } from '../../domain/ad-editor/steps.ts';
import type { AttributeLabels, ProductKind } from '../../domain/attributes.ts';
import type { AttributeValue, GroupedAttributes, ProductDetail } from '../../domain/product.ts';
import type { SellerAccountInput } from '../../domain/validation/seller-account.ts';
import { api } from './api.ts';
import type { EditorDamage, EditorDocument, EditorPhoto, EditorScope } from './editor-media.ts';

/** Mirrors EditorProduct of worker/services/ads/editor-product.ts (the client never imports the worker). */
export interface EditorProduct extends Omit<ProductDetail, 'gallery' | 'damages' | 'documents'> {
  gallery: EditorPhoto[];
  damages: EditorDamage[];
  documents: EditorDocument[];
  saleTiming: 'now' | 'later' | null;
  /** Why an operator sent the ad back from review (only while it is in editing again). */
  reviewNote?: string | null;
  readyToSubmitForReview: { ready: boolean; attributeSets: { code: string; requiredPercent: number }[] };
  editor: {
    steps: readonly EditorStep[];
    readiness: AttributeSetReadiness[];
    required: string[];
    resumeStep: EditorStep;
    /** The seller's account has accepted the terms (the personal-data step shows its box ticked). */
    termsAccepted: boolean;
  };
}

export type AttributeView = AttributeLabels;

export type AttributeViews = Record<'product' | 'auction' | 'damage', AttributeView[]>;

export interface DamageChange {
  id: number | null;
  attributes: Record<string, string>;
}

export interface UpdateBody {
  attributes?: Partial<GroupedChanges>;
  damages?: DamageChange[];
}

export type GroupedChanges = Record<keyof GroupedAttributes, Record<string, AttributeValue | null>>;

export type PersonalDataAnswer = { status: 'saved' | 'verification_sent'; product: EditorProduct };

const base = (scope: EditorScope) => `/${scope}/product`;

export const editorCalls = {
  get: (scope: EditorScope, id: number | string) => api<EditorProduct>(`${base(scope)}/get/${id}`),
  update: (scope: EditorScope, id: number | string, body: UpdateBody) => api<EditorProduct>(`${base(scope)}/update/${id}`, { method: 'PUT', json: body }),
  personalData: (scope: EditorScope, id: number | string, body: SellerAccountInput) =>
    api<PersonalDataAnswer>(`${base(scope)}/${id}/personal-data`, { method: 'PUT', json: body }),
  submit: (scope: EditorScope, id: number | string) => api<{ status: 'under_review'; product: EditorProduct }>(`${base(scope)}/submit/${id}`, { method: 'POST' }),
  emptyDamage: () => api<EditorDamage>('/public/product/damage/get/empty'),
};

/** The grouped attributes as one map from code to value. */
export function flatAttributes(attributes: GroupedAttributes): Record<string, AttributeValue> {
  const { datetimes, ints, decimals, selects, others } = attributes;
  return { ...datetimes, ...ints, ...decimals, ...selects, ...others };
}

/** Changes in the spec's groups, by each attribute's definition (by the value's shape while definitions are loading). */
export function groupChanges(definitions: readonly AttributeView[], changes: Record<string, unknown>): Partial<GroupedChanges> {
  const byCode = new Map(definitions.map((def) => [def.attributeCode, def]));
  const groups: Partial<GroupedChanges> = {};
  for (const [code, value] of Object.entries(changes)) {
    const def = byCode.get(code);
    const group: keyof GroupedAttributes = def
      ? def.frontendInput !== 'simple'
        ? 'selects'
        : def.backendType === 'datetime'
          ? 'datetimes'
          : def.backendType === 'int'
            ? 'ints'
            : def.backendType === 'decimal'
              ? 'decimals'
              : 'others'
      : typeof value === 'number'
        ? 'ints'
        : Array.isArray(value)
          ? 'selects'
          : 'others';
    (groups[group] ??= {})[code] = value as AttributeValue | null;
  }
  return groups;
}

/** Which attribute set each step fills (the photo steps share one; the account and last step have none). */
const STEP_SET: Partial<Record<EditorStep, (kind: ProductKind) => string>> = {
  profile: (kind) => (kind === 'trailer' ? 'trailer_profile' : 'product_profile'),
  equipment: () => 'product_equipment',
  description: () => 'product_description',
  'more-information': () => 'product_description',
  defects: () => 'damages',
  images: () => 'product_images',
  'more-images': () => 'product_images',
  auction: () => 'auction',
};

export function setOfStep(kind: ProductKind, step: EditorStep): string | null {
  return STEP_SET[step]?.(kind) ?? null;
}

/** The first step that fills a set (where "complete now" links lead). */
export function stepOfSet(kind: ProductKind, code: string, steps: readonly EditorStep[]): EditorStep | null {
  return steps.find((step) => setOfStep(kind, step) === code) ?? null;
}

/** The product with a new gallery, its photo set's readiness following at once (the server counts the same way). */
export function withGallery(product: EditorProduct, gallery: EditorPhoto[]): EditorProduct {
  const percent = Math.min(100, Math.floor((gallery.length / MIN_PHOTOS) * 100));
  const readiness = product.editor.readiness.map((set) =>
    set.code === 'product_images' ? { ...set, requiredPercent: percent, missing: gallery.length >= MIN_PHOTOS ? [] : ['gallery'] } : set,
  );
  const attributeSets = product.readyToSubmitForReview.attributeSets.map((set) => (set.code === 'product_images' ? { ...set, requiredPercent: percent } : set));
  const ready = attributeSets.every((set) => set.requiredPercent === 100);
  return { ...product, gallery, editor: { ...product.editor, readiness }, readyToSubmitForReview: { ready, attributeSets } };
}

/** The product with one damage's photos replaced (after a damage photo upload or deletion). */
export function withDamage(product: EditorProduct, damage: EditorDamage): EditorProduct {
  return { ...product, damages: product.damages.map((item) => (String(item.id) === String(damage.id) ? { ...item, images: damage.images } : item)) };
}
