/** Reads for the product detail page: the listing with its owner, images, values, damages, documents, auction and watchlist. */
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { customers, productImages, products, userActionLogs } from '../schema.ts';
import { auctions, productDamages, productDocuments, productTranslations, productValues, watchlistItems } from '../schema-listings.ts';

export type ProductRow = typeof products.$inferSelect;

/** Exterior photos first, each section by position: the gallery's order everywhere (the first is the cover). */
export const PHOTO_ORDER = [sql`${productImages.section} = 'interior'`, asc(productImages.position)] as const;

/** The R2 key of a product's cover photo (the first in gallery order), for lists that show one photo per row. */
export function coverPhotoKey(productId: SQL | typeof products.id) {
  return sql<string | null>`(SELECT ${productImages.objectKey} FROM ${productImages} WHERE ${productImages.productId} = ${productId} ORDER BY ${productImages.section} = 'interior', ${productImages.position} LIMIT 1)`;
}
export type AuctionRow = typeof auctions.$inferSelect;
export type DamageRow = typeof productDamages.$inferSelect;

/**
 * What the detail answer needs to know about the seller (never sent as such). Aliased: in a D1 batch drizzle
 * maps rows by column name, and customers share names (country, zip_code) with products.
 */
const ownerColumns = {
  profileType: sql<string>`${customers.profileType}`.as('owner_profile_type'),
  name: sql<string>`${customers.name}`.as('owner_name'),
  surname: sql<string>`${customers.surname}`.as('owner_surname'),
  company: sql<string | null>`${customers.commercialCompany}`.as('owner_company'),
  vatRegNo: sql<string | null>`${customers.vatRegNo}`.as('owner_vat_reg_no'),
  country: sql<string | null>`${customers.country}`.as('owner_country'),
  languageSetting: sql<string>`${customers.languageSetting}`.as('owner_language'),
  // The ad editor decides ownership and the seller's progress from these, in the same round trip.
  email: sql<string>`${customers.email}`.as('owner_email'),
  segmentation: sql<string>`${customers.segmentation}`.as('owner_segmentation'),
  visitorUuid: sql<string | null>`${customers.visitorUuid}`.as('owner_visitor_uuid'),
  tacAccepted: sql<number | null>`${customers.tacAcceptedAt}`.as('owner_tac_accepted_at'),
  street: sql<string | null>`${customers.street}`.as('owner_street'),
  zipCode: sql<string | null>`${customers.zipCode}`.as('owner_zip_code'),
  city: sql<string | null>`${customers.city}`.as('owner_city'),
};

export interface OwnerInfo {
  profileType: string;
  name: string;
  surname: string;
  company: string | null;
  vatRegNo: string | null;
  country: string | null;
  languageSetting: string;
  email: string;
  segmentation: string;
  visitorUuid: string | null;
  /** When the owner accepted the terms (epoch ms), or null. */
  tacAccepted: number | null;
  street: string | null;
  zipCode: string | null;
  city: string | null;
}

export interface ProductRecord {
  product: ProductRow;
  owner: OwnerInfo;
  images: { position: number; objectKey: string; section: 'exterior' | 'interior' }[];
  values: { code: string; value: string }[];
  damages: DamageRow[];
  documents: { id: number; kind: 'registration_certificate' | 'inspection_report'; fileName: string }[];
  auction: AuctionRow | null;
  watchlist: boolean;
}

/** Everything about one listing in a single D1 round trip; null when the id is unknown. */
export async function loadProductRecord(db: Database, id: number, viewerId: number | null): Promise<ProductRecord | null> {
  const [productRows, images, values, damages, documents, auctionRows, watched] = await db.batch([
    db.select({ product: products, owner: ownerColumns }).from(products).innerJoin(customers, eq(customers.id, products.customerId)).where(and(eq(products.id, id), isNull(products.deletedAt))).limit(1),
    db
      .select({ position: productImages.position, objectKey: productImages.objectKey, section: productImages.section })
      .from(productImages).where(eq(productImages.productId, id)).orderBy(...PHOTO_ORDER),
    db.select({ code: productValues.attributeCode, value: productValues.value }).from(productValues).where(eq(productValues.productId, id)),
    db.select().from(productDamages).where(eq(productDamages.productId, id)).orderBy(asc(productDamages.sortOrder), asc(productDamages.id)),
    db
      .select({ id: productDocuments.id, kind: productDocuments.kind, fileName: productDocuments.fileName })
      .from(productDocuments)
      .where(eq(productDocuments.productId, id))
      .orderBy(asc(productDocuments.id)),
    db.select().from(auctions).where(eq(auctions.productId, id)).orderBy(desc(auctions.round), desc(auctions.id)).limit(1),
    db
      .select({ productId: watchlistItems.productId })
      .from(watchlistItems)
      .where(and(eq(watchlistItems.customerId, viewerId ?? 0), eq(watchlistItems.productId, id)))
      .limit(1),
  ]);
  const row = productRows[0];
  if (!row) return null;
  return {
    product: row.product,
    owner: row.owner,
    images,
    values,
    damages,
    documents,
    auction: auctionRows[0] ?? null,
    watchlist: viewerId !== null && watched.length > 0,
  };
}

export interface AuctionSummaryRow {
  auction: AuctionRow;
  product: Pick<ProductRow, 'id' | 'customerId' | 'status' | 'make' | 'model' | 'highestBid' | 'bidCount' | 'endingAt'>;
  firstImage: string | null;
  latestRound: boolean;
}

/** An auction round with the listing it belongs to and the listing's first image. */
export async function findAuctionSummary(db: Database, auctionId: number): Promise<AuctionSummaryRow | null> {
  const row = await db
    .select({
      auction: auctions,
      product: {
        id: products.id,
        customerId: products.customerId,
        status: products.status,
        make: products.make,
        model: products.model,
        highestBid: products.highestBid,
        bidCount: products.bidCount,
        endingAt: products.endingAt,
      },
      firstImage: coverPhotoKey(products.id),
    })
    .from(auctions)
    .innerJoin(products, eq(products.id, auctions.productId))
    .where(eq(auctions.id, auctionId))
    .get();
  if (!row) return null;
  const latest = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(eq(auctions.productId, row.product.id))
    .orderBy(desc(auctions.round), desc(auctions.id))
    .limit(1)
    .get();
  return { ...row, latestRound: latest?.id === row.auction.id };
}

export type TranslatedField = 'description' | 'defects_description';

export interface ProductTextRow {
  status: string;
  customerId: number;
  description: string | null;
  defectsDescription: string | null;
  ownerLanguage: string;
}

/** The texts a machine translation starts from, with what the visibility check needs. */
export async function findProductTexts(db: Database, id: number): Promise<ProductTextRow | null> {
  const row = await db
    .select({
      status: products.status,
      customerId: products.customerId,
      description: products.description,
      defectsDescription: products.defectsDescription,
      ownerLanguage: customers.languageSetting,
    })
    .from(products)
    .innerJoin(customers, eq(customers.id, products.customerId))
    .where(eq(products.id, id))
    .get();
  return row ?? null;
}

export async function findTranslation(db: Database, productId: number, field: TranslatedField, locale: string) {
  return db
    .select({ sourceHash: productTranslations.sourceHash, text: productTranslations.text })
    .from(productTranslations)
    .where(and(eq(productTranslations.productId, productId), eq(productTranslations.field, field), eq(productTranslations.locale, locale)))
    .get();
}

/** Stores (or replaces, when the source text changed) the cached translation. */
export async function saveTranslation(db: Database, row: { productId: number; field: TranslatedField; locale: string; sourceHash: string; text: string }) {
  await db
    .insert(productTranslations)
    .values(row)
    .onConflictDoUpdate({
      target: [productTranslations.productId, productTranslations.field, productTranslations.locale],
      set: { sourceHash: row.sourceHash, text: row.text, createdAt: new Date() },
    });
}

/** Records that a listing was shared, so its owner can be told how often (the user-action log is the store). */
export async function logProductShare(db: Database, entry: { productId: number; path: string; customerId: number | null; uuid: string | null }) {
  await db.insert(userActionLogs).values({
    action: 'share_product',
    context: entry.path,
    customerId: entry.customerId,
    uuid: entry.uuid,
    productEntityId: entry.productId,
  });
}
