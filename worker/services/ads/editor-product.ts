/**
 * The ad as the editor receives it: the owner's view of the product (every value, photos, damages, documents)
 * plus how far it is (`readyToSubmitForReview` with each attribute set's requiredPercent), the attributes required
 * now, and the step a returning seller continues at.
 */
import { ATTRIBUTE_CATALOG } from '../../../domain/attribute-catalog/index.ts';
import { flattenGroups } from '../../../domain/attribute-values.ts';
import { requiredAttributes, type AttributeValues } from '../../../domain/attributes.ts';
import { resumeStep } from '../../../domain/ad-editor/progression.ts';
import { type AttributeSetReadiness, readiness, readinessMap, readyToSubmit } from '../../../domain/ad-editor/readiness.ts';
import { type EditorStep, stepsFor } from '../../../domain/ad-editor/steps.ts';
import type { AttributeValue, ProductDetail } from '../../../domain/product.ts';
import { ANONYMOUS } from '../../../domain/viewer.ts';
import type { Database } from '../../db/client.ts';
import { loadProductRecord, type ProductRecord } from '../../db/repositories/product-detail.ts';
import { ApiError } from '../../lib/api-error.ts';
import { buildProductDetail } from '../product-detail.ts';

export interface ReadyToSubmitForReview {
  ready: boolean;
  attributeSets: { code: string; requiredPercent: number }[];
}

export interface EditorProduct extends ProductDetail {
  saleTiming: 'now' | 'later' | null;
  /** Why an operator sent the ad back from review (the owner's answer only), until it is submitted again. */
  reviewNote: string | null;
  readyToSubmitForReview: ReadyToSubmitForReview;
  editor: {
    steps: readonly EditorStep[];
    readiness: AttributeSetReadiness[];
    /** Attribute codes required now (the conditional rules applied to the current values). */
    required: string[];
    resumeStep: EditorStep;
    /** The seller's account has accepted the terms: the personal-data step shows its box ticked. */
    termsAccepted: boolean;
  };
}

export interface SellerFlags {
  signedIn: boolean;
  accountComplete: boolean;
  termsAccepted: boolean;
}

export function readinessOf(detail: ProductDetail): AttributeSetReadiness[] {
  return readiness(ATTRIBUTE_CATALOG, {
    kind: detail.productType,
    values: flattenGroups(detail.attributes) as AttributeValues,
    photoCount: detail.gallery.length,
    damages: detail.damages,
  });
}

export function toReadyToSubmit(sets: readonly AttributeSetReadiness[]): ReadyToSubmitForReview {
  return { ready: readyToSubmit(sets), attributeSets: sets.map(({ code, requiredPercent }) => ({ code, requiredPercent })) };
}

/** The editor's answer for an ad the caller may edit (checked by the caller). */
export async function loadEditorProduct(db: Database, productId: number, flags: SellerFlags): Promise<EditorProduct> {
  const record = await loadProductRecord(db, productId, null);
  if (!record) throw new ApiError(404, 'product_not_found');
  return editorProductOf(record, flags);
}

/** The ad's values as the owner sees them (columns and stored values merged), keyed by attribute code. */
export function ownerValues(record: ProductRecord): Record<string, AttributeValue> {
  return flattenGroups(buildProductDetail(record, ANONYMOUS, true).attributes) as Record<string, AttributeValue>;
}

export function editorProductOf(record: ProductRecord, flags: SellerFlags): EditorProduct {
  const detail = buildProductDetail(record, ANONYMOUS, true);
  const sets = readinessOf(detail);
  const values = flattenGroups(detail.attributes) as AttributeValues;
  return {
    ...detail,
    saleTiming: record.product.saleTiming,
    reviewNote: record.product.status === 'editing' ? record.product.reviewNote : null,
    readyToSubmitForReview: toReadyToSubmit(sets),
    editor: {
      steps: stepsFor(detail.productType),
      readiness: sets,
      required: requiredAttributes(ATTRIBUTE_CATALOG, detail.productType, values),
      resumeStep: resumeStep(detail.productType, readinessMap(sets), flags),
      termsAccepted: flags.termsAccepted,
    },
  };
}
