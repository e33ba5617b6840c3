/** Product reads for the storefront lists (the catalogue module adds the search projection). */
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { type AuctionStatus, shownStatus } from '../../../domain/auction-status.ts';
import { mediaPath, type ProductCard } from '../../../domain/catalog.ts';
import { showsNetPrice } from '../../../domain/pricing.ts';
import type { Database } from '../client.ts';
import { customers, products } from '../schema.ts';
import { coverPhotoKey } from './product-detail.ts';

export async function countSubmittedProducts(db: Database): Promise<number> {
  const row = await db.select({ total: count() }).from(products).where(ne(products.status, 'editing')).get();
  return row?.total ?? 0;
}

export async function listProductCards(
  db: Database,
  statuses: readonly AuctionStatus[],
  page: number,
  perPage: number,
): Promise<{ products: ProductCard[]; total: number }> {
  const where = inArray(products.status, [...statuses]);
  const [rows, totals] = await Promise.all([
    db
      .select(CARD_COLUMNS)
      .from(products)
      .leftJoin(customers, eq(customers.id, products.customerId))
      .where(where)
      // Live auctions first, soonest ending first; then the rest by newest.
      .orderBy(
        sql`case when ${products.status} in ('hotbidding','running') then 0 when ${products.status} = 'published' then 1 else 2 end`,
        asc(products.endingAt),
        asc(products.id),
      )
      .limit(perPage)
      .offset((page - 1) * perPage)
      .all(),
    db.select({ total: count() }).from(products).where(where).get(),
  ]);
  return { total: totals?.total ?? 0, products: rows.map(toCard) };
}

const CARD_IDS_PER_QUERY = 90;

/** Cards for the given product ids, in the order of the ids. */
export async function productCardsByIds(db: Database, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  // D1 binds at most 100 parameters per statement: longer lists (a dealer's board) are read in parts, side by side.
  // (Not in one db.batch: drizzle maps a batched join's columns wrongly, e.g. the seller's country over the product's.)
  const parts: number[][] = [];
  for (let start = 0; start < ids.length; start += CARD_IDS_PER_QUERY) parts.push(ids.slice(start, start + CARD_IDS_PER_QUERY));
  const rows = (
    await Promise.all(parts.map((part) => db.select(CARD_COLUMNS).from(products).leftJoin(customers, eq(customers.id, products.customerId)).where(inArray(products.id, part)).all()))
  ).flat();
  const byId = new Map(rows.map((row) => [row.product.id, toCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A card needs the product, its first photo and the seller's tax details (for the net/gross rule only). */
const CARD_COLUMNS = {
  product: products,
  image: coverPhotoKey(products.id),
  sellerVatRegNo: customers.vatRegNo,
  sellerCountry: customers.country,
  // The newest auction round of the product, for the card's live socket.
  auctionId: sql<number | null>`(select max(a.id) from auctions a where a.product_id = ${products.id})`,
};

function toCard({ product, image, sellerVatRegNo, sellerCountry, auctionId }: {
  product: typeof products.$inferSelect;
  image: string | null;
  sellerVatRegNo: string | null;
  sellerCountry: string | null;
  auctionId: number | null;
}): ProductCard {
  return {
    entityId: product.id,
    productType: product.productType,
    make: product.make,
    model: product.model,
    firstRegistrationYear: product.firstRegistrationYear,
    firstRegistrationMonth: product.firstRegistrationMonth,
    mileage: product.mileage,
    powerKw: product.powerKw,
    lengthMm: product.lengthMm,
    beds: product.beds,
    city: product.city,
    country: product.country,
    // Past its end (plus the late-bid grace) a round the projection still calls live is shown as ended.
    status: shownStatus(product.status as AuctionStatus, product.endingAt?.getTime() ?? null, Date.now()),
    auctionId,
    endingAt: product.endingAt?.toISOString() ?? null,
    highestBid: product.highestBid,
    bidCount: product.bidCount,
    buyNowPrice: product.buyNowPrice,
    vatReportable: product.vatReportable,
    netPrices: product.vatReportable && showsNetPrice({ vatRegNo: sellerVatRegNo, country: sellerCountry ?? product.country }),
    image: image === null ? null : mediaPath(image),
  };
}

/** Who owns a product, its status and its kind; null when there is no such product (or it was deleted). */
export async function findProductSummary(db: Database, productId: number) {
  const row = await db
    .select({ customerId: products.customerId, status: products.status, productType: products.productType })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .get();
  return row ?? null;
}
