/**
 * The product answer of the detail page: who may see a listing, its attribute groups (core columns merged with
 * the stored attribute values), gallery, damages, documents, auction, seller and the viewer's context.
 */
import { ATTRIBUTE_CATALOG } from '../../domain/attribute-catalog/index.ts';
import { type AuctionStatus, isAuctionStatus, PUBLIC_STATUSES } from '../../domain/auction-status.ts';
import type { AttributeDef, ProductKind } from '../../domain/attributes.ts';
import { mediaPath, photoId } from '../../domain/catalog.ts';
import { type AttributeValue, decodeStoredValue, groupAttributes, type ProductAuction, type ProductDetail } from '../../domain/product.ts';
import { showsNetPrice } from '../../domain/pricing.ts';
import { isApprovedDealer, type Viewer } from '../../domain/viewer.ts';
import type { Database } from '../db/client.ts';
import { findAuctionSummary, loadProductRecord, type ProductRecord, type ProductRow } from '../db/repositories/product-detail.ts';
import { hasPendingQuestion } from '../db/repositories/questions.ts';

/** Seen only by the owner and operators: the seller's target price is what bidders must not know. */
const OWNER_ONLY_CODES = new Set(['minimum_price']);
/** Seen by approved dealers, the owner and operators ("dealers must register to see all data"). */
const DEALER_CODES = new Set(['vin']);

const definitionsByKind: Record<ProductKind, AttributeDef[]> = {
  motorhome: productDefinitions('motorhome'),
  trailer: productDefinitions('trailer'),
};

function productDefinitions(kind: ProductKind): AttributeDef[] {
  return ATTRIBUTE_CATALOG.filter((def) => def.entityType === 'product' && (!def.productKinds || def.productKinds.includes(kind)));
}

export function listingStatus(status: string): AuctionStatus | null {
  return isAuctionStatus(status) ? status : null;
}

function isOwner(viewer: Viewer, ownerId: number): boolean {
  return viewer.customer?.customerId === ownerId;
}

/**
 * Public statuses are for everyone; anything else (editing, under review, inactive) only for the owner and operators.
 * `operator` is the verified operator of the request (admin flag and this sign-in's second factor), never the flag alone.
 */
export function canView(status: string, ownerId: number, viewer: Viewer, operator: boolean): boolean {
  const known = listingStatus(status);
  return (known !== null && PUBLIC_STATUSES.includes(known)) || isOwner(viewer, ownerId) || operator;
}


/** The core columns of the products row under their attribute codes (the row wins over stored values). */
function coreValues(product: ProductRow): Record<string, AttributeValue> {
  const trailer = product.productType === 'trailer';
  const month = String(product.firstRegistrationMonth).padStart(2, '0');
  const values: Record<string, AttributeValue | null> = {
    product_type: product.productType,
    make: product.makeCode,
    model: product.model,
    // An ad in editing has no registration yet (year 0).
    first_registration: product.firstRegistrationYear > 0 ? `${product.firstRegistrationYear}-${month}-01` : null,
    mileage: product.mileage,
    power: product.powerKw,
    fuel: product.fuel,
    transmission: product.transmission,
    [trailer ? 'trailer_length' : 'length']: product.lengthMm,
    beds: product.beds,
    seats: product.seats,
    [trailer ? 'trailer_licensed_weight' : 'licensed_weight']: product.weightKg,
    zipcode: product.zipCode,
    location: product.city ? `${product.city}, ${product.country}` : null,
    description: product.description?.trim() || null,
    defects_description: product.defectsDescription?.trim() || null,
    minimum_price: product.minimumPrice,
    buy_now_price: product.buyNowPrice,
    vat_reportable: product.vatReportable ? 'yes' : 'no',
  };
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, AttributeValue] => entry[1] !== null && entry[1] !== ''));
}

function attributeValues(record: ProductRecord, viewer: Viewer, privileged: boolean): Record<string, AttributeValue> {
  const definitions = definitionsByKind[record.product.productType];
  const byCode = new Map(definitions.map((def) => [def.code, def]));
  const merged: Record<string, AttributeValue> = {};
  for (const { code, value } of record.values) {
    const def = byCode.get(code);
    const decoded = def ? decodeStoredValue(def, value) : undefined;
    if (decoded !== undefined) merged[code] = decoded;
  }
  // The row wins, except for the place: what the seller typed (a stored value) beats the derived "city, country".
  const core = coreValues(record.product);
  if (typeof merged.location === 'string') delete core.location;
  Object.assign(merged, core);
  for (const code of Object.keys(merged)) {
    if (OWNER_ONLY_CODES.has(code) && !privileged) delete merged[code];
    if (DEALER_CODES.has(code) && !privileged && !isApprovedDealer(viewer)) delete merged[code];
  }
  return merged;
}

function auctionOf(record: ProductRecord): ProductAuction | null {
  const { auction, product } = record;
  if (!auction) return null;
  return {
    auctionId: auction.id,
    status: listingStatus(auction.status) ?? listingStatus(product.status) ?? 'inactive',
    endingAt: (auction.endingAt ?? product.endingAt)?.toISOString() ?? null,
    startsAt: auction.startsAt?.toISOString() ?? null,
    attributes: {
      startPrice: auction.startPrice,
      // The products row carries the engine's projection of the current round.
      highestBid: product.highestBid,
      bidCount: product.bidCount,
      buyNowPrice: product.buyNowPrice,
      exclusive: product.exclusiveAuction,
      manufacturer: product.manufacturerAuction,
    },
  };
}

/**
 * `asOwner` is for the ad editor, whose anonymous prospects own their ad by the visitor cookie, not by a session;
 * `operator` for a verified operator (admin flag and this sign-in's second factor).
 */
export function buildProductDetail(record: ProductRecord, viewer: Viewer, asOwner = false, operator = false): ProductDetail {
  const { product, owner } = record;
  const ownerViewing = asOwner || isOwner(viewer, product.customerId);
  const privileged = ownerViewing || operator;
  return {
    entityId: product.id,
    customerId: privileged ? product.customerId : null,
    internalNumber: product.internalNumber,
    productType: product.productType,
    status: listingStatus(product.status) ?? 'inactive',
    title: `${product.make} ${product.model}`.trim(),
    attributes: groupAttributes(definitionsByKind[product.productType], attributeValues(record, viewer, privileged)),
    gallery: record.images.map((image, position) => ({ id: photoId(image.objectKey), value: mediaPath(image.objectKey), position, section: image.section })),
    damages: record.damages.map((damage) => ({
      id: damage.id,
      sortOrder: damage.sortOrder,
      attributes: damage.attributes,
      images: damage.imageKeys.map((key, position) => ({ id: photoId(key), value: mediaPath(key), position })),
    })),
    documents: privileged ? record.documents : [],
    auction: auctionOf(record),
    context: { watchlist: record.watchlist, waitingForAnswer: false, owner: ownerViewing },
    seller: {
      type: owner.profileType !== 'PRIVATE' || product.vatReportable ? 'commercial' : 'private',
      // Hidden from bidders until a sale; no sales exist yet, so only the owner and operators see it. Once orders
      // exist, the buyer of this listing will see it too.
      name: privileged ? owner.company?.trim() || `${owner.name} ${owner.surname}`.trim() || null : null,
    },
    vatReportable: product.vatReportable,
    netPrices: product.vatReportable && showsNetPrice({ vatRegNo: owner.vatRegNo, country: owner.country ?? product.country }),
    translatable: { description: Boolean(product.description?.trim()), defectsDescription: Boolean(product.defectsDescription?.trim()) },
    createdAt: product.createdAt.toISOString(),
  };
}

/** The listing as the viewer may see it, or null when it does not exist or is not theirs to see. */
export async function getProductDetail(db: Database, id: number, viewer: Viewer, operator: boolean): Promise<ProductDetail | null> {
  const viewerId = viewer.customer?.customerId ?? null;
  // In parallel: the pending question costs a signed-in viewer no extra round trip in sequence.
  const [record, waitingForAnswer] = await Promise.all([
    loadProductRecord(db, id, viewerId),
    viewerId === null ? Promise.resolve(false) : hasPendingQuestion(db, viewerId, id),
  ]);
  if (!record || !canView(record.product.status, record.product.customerId, viewer, operator)) return null;
  const detail = buildProductDetail(record, viewer, false, operator);
  return { ...detail, context: { ...detail.context, waitingForAnswer } };
}

/**
 * The price the page shows: the highest bid, else the buy-now price. (Not the catalogue's display_price, which
 * falls back to the seller's secret minimum price.)
 */
export function shownPrice(detail: ProductDetail): number | null {
  return detail.auction?.attributes.highestBid ?? detail.auction?.attributes.buyNowPrice ?? null;
}

export interface AuctionSummary {
  auctionId: number;
  productId: number;
  status: AuctionStatus;
  endingAt: string | null;
  startsAt: string | null;
  highestBid: number | null;
  bidCount: number;
  image: string | null;
  title: string;
  /** Filled by the auction engine for bidders; false until then. */
  context: { holdingHighestBid: boolean; hasFailedLateOfferOnProduct: boolean };
}

export async function getAuctionSummary(db: Database, auctionId: number, viewer: Viewer, operator: boolean): Promise<AuctionSummary | null> {
  const row = await findAuctionSummary(db, auctionId);
  if (!row || !canView(row.product.status, row.product.customerId, viewer, operator)) return null;
  const { auction, product } = row;
  return {
    auctionId: auction.id,
    productId: product.id,
    status: listingStatus(auction.status) ?? 'inactive',
    endingAt: (auction.endingAt ?? (row.latestRound ? product.endingAt : null))?.toISOString() ?? null,
    startsAt: auction.startsAt?.toISOString() ?? null,
    // Bids of earlier rounds are not projected onto the listing; only the latest round has them.
    highestBid: row.latestRound ? product.highestBid : null,
    bidCount: row.latestRound ? product.bidCount : 0,
    image: row.firstImage === null ? null : mediaPath(row.firstImage),
    title: `${product.make} ${product.model}`.trim(),
    context: { holdingHighestBid: false, hasFailedLateOfferOnProduct: false },
  };
}
