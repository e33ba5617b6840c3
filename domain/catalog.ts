/** What the storefront shows of a listing in lists and cards. */
import type { AuctionStatus } from './auction-status.ts';

export interface ProductCard {
  entityId: number;
  productType: 'motorhome' | 'trailer';
  make: string;
  model: string;
  firstRegistrationYear: number;
  firstRegistrationMonth: number;
  mileage: number | null;
  powerKw: number | null;
  lengthMm: number | null;
  beds: number | null;
  city: string;
  country: string;
  status: AuctionStatus;
  /** The listing's current auction round (for its live socket), or null before the first publication. */
  auctionId: number | null;
  endingAt: string | null;
  highestBid: number | null;
  bidCount: number;
  buyNowPrice: number | null;
  /** Prices are net (VAT shown on top) when the seller is VAT reportable. */
  vatReportable: boolean;
  /** Shown net plus VAT (foreign seller with a VAT number) rather than gross; see domain/pricing.ts. */
  netPrices: boolean;
  image: string | null;
  /** Whether the signed-in viewer watches the listing; absent for anonymous viewers. */
  watchlist?: boolean;
}

export interface CatalogPage {
  products: ProductCard[];
  /** Facet counts per filterable attribute; each ignores its own filter. */
  filterAttributes: { attributeCode: string; options: { value: string; count: number }[] }[];
  page: number;
  pages: number;
  total: number;
  /** A text search matched more listings than it considers (domain/catalog-text.ts TEXT_WINDOW): the newest of them are shown. */
  textCapped?: boolean;
}

/** A photo's id within its ad: the last segment of its R2 key (what the editor deletes and reorders by). */
export function photoId(objectKey: string): string {
  return objectKey.slice(objectKey.lastIndexOf('/') + 1);
}

/** The URL of a stored photo (R2 key); keys never change once written, so the URL can be cached for good. */
export function mediaPath(objectKey: string): string {
  return `/media/${objectKey}`;
}
