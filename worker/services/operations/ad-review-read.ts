/** What an operator reads to review ads: the queue, and one ad with everything the seller entered, labelled in the console language. */
import { ATTRIBUTE_CATALOG } from '../../../domain/attribute-catalog/index.ts';
import { flattenGroups } from '../../../domain/attribute-values.ts';
import type { AttributeDef, ProductKind } from '../../../domain/attributes.ts';
import { mediaPath } from '../../../domain/catalog.ts';
import { labelledEdit } from '../../../domain/operations/ad-edit-log.ts';
import { type ConsoleLanguage, labelledValues, valueText } from '../../../domain/operations/ad-review-values.ts';
import type { AttributeValue } from '../../../domain/product.ts';
import { ANONYMOUS } from '../../../domain/viewer.ts';
import type { Database } from '../../db/client.ts';
import { listAdEdits } from '../../db/repositories/ad-edits.ts';
import { listAdsUnderReview } from '../../db/repositories/ad-reviews.ts';
import { findCustomerById } from '../../db/repositories/customers.ts';
import { loadProductRecord } from '../../db/repositories/product-detail.ts';
import { ApiError } from '../../lib/api-error.ts';
import { buildProductDetail } from '../product-detail.ts';

export const REVIEW_PAGE_SIZE = 25;
/** The latest edits shown beside the ad; older ones are rarely what a review needs. */
export const EDIT_LOG_SIZE = 100;
/** Shown as texts of their own, not among the attribute values. */
const TEXT_CODES = new Set(['description', 'defects_description']);

const iso = (value: Date | null | undefined): string | null => value?.toISOString() ?? null;

export function sellerName(seller: { name: string; surname: string; company: string | null }): string {
  return seller.company?.trim() || `${seller.name} ${seller.surname}`.trim();
}

export function productDefinitions(kind: ProductKind): AttributeDef[] {
  return ATTRIBUTE_CATALOG.filter((def) => def.entityType === 'product' && (!def.productKinds || def.productKinds.includes(kind)));
}

const damageDef = (code: string) => ATTRIBUTE_CATALOG.find((def) => def.entityType === 'damage' && def.code === code);

export async function adReviewQueue(db: Database, page: number) {
  const { rows, total } = await listAdsUnderReview(db, page, REVIEW_PAGE_SIZE);
  return {
    items: rows.map((row) => ({
      productId: row.productId,
      title: `${row.make} ${row.model}`.trim(),
      kind: row.kind,
      seller: { customerId: row.customerId, name: sellerName(row), email: row.email, language: row.language },
      submittedAt: iso(row.submittedAt),
      updatedAt: iso(row.updatedAt),
      imageUrl: row.coverKey ? mediaPath(row.coverKey) : null,
    })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE)),
  };
}

/** The operator's download of one of the ad's documents. */
export function documentLink(productId: number, documentId: number): string {
  return `/admin/api/reviews/ads/${productId}/documents/${documentId}`;
}

/** One ad (any status, not deleted) as the seller entered it; 404 when there is none. */
export async function adReviewDetail(db: Database, productId: number, language: ConsoleLanguage) {
  const record = await loadProductRecord(db, productId, null);
  if (!record || record.product.deletedAt) throw new ApiError(404, 'product_not_found');
  const { product } = record;
  const [seller, edits] = await Promise.all([findCustomerById(db, product.customerId), listAdEdits(db, product.id, EDIT_LOG_SIZE + 1)]);
  const definitions = productDefinitions(product.productType);
  const detail = buildProductDetail(record, ANONYMOUS, true);
  const values = flattenGroups(detail.attributes) as Record<string, AttributeValue>;
  const listed = Object.fromEntries(Object.entries(values).filter(([code]) => !TEXT_CODES.has(code)));
  const damageText = (attributes: Record<string, string>, code: string) => valueText(damageDef(code), attributes[code], language);
  return {
    productId: product.id,
    status: product.status,
    kind: product.productType,
    title: detail.title,
    internalNumber: product.internalNumber,
    location: { zipCode: product.zipCode, city: product.city, country: product.country },
    attributes: labelledValues(definitions, listed, language),
    description: product.description?.trim() || null,
    defectsDescription: product.defectsDescription?.trim() || null,
    damages: detail.damages.map((damage) => ({
      id: damage.id,
      area: damageText(damage.attributes, 'damage_location'),
      type: damageText(damage.attributes, 'damage_type'),
      description: damage.attributes.damage_description ?? '',
      photos: damage.images.map((image) => image.value),
    })),
    images: {
      exterior: detail.gallery.filter((image) => image.section !== 'interior').map((image) => image.value),
      interior: detail.gallery.filter((image) => image.section === 'interior').map((image) => image.value),
    },
    documents: record.documents.map((document) => ({ id: document.id, kind: document.kind, name: document.fileName, url: documentLink(product.id, document.id) })),
    prices: { minimumPrice: product.minimumPrice, buyNowPrice: product.buyNowPrice, startPrice: product.startPrice },
    saleTiming: product.saleTiming,
    seller: seller
      ? {
          customerId: seller.id,
          name: `${seller.name} ${seller.surname}`.trim(),
          company: seller.commercialCompany,
          vatId: seller.vatRegNo,
          email: seller.email,
          phone: seller.phone ?? seller.commercialContactPhone,
          language: seller.languageSetting,
          verified: seller.emailVerified,
        }
      : null,
    submittedAt: iso(product.submittedAt),
    updatedAt: iso(product.updatedAt),
    reviewedAt: iso(product.reviewedAt),
    reviewNote: product.reviewNote,
    /** Every change of the ad's values, newest first: source, code (labelled) and value as text. */
    editLog: {
      entries: edits.slice(0, EDIT_LOG_SIZE).map((edit) =>
        labelledEdit(definitions.find((def) => def.code === edit.attributeCode), { ...edit, at: edit.createdAt.getTime() }, language),
      ),
      more: edits.length > EDIT_LOG_SIZE,
    },
  };
}
