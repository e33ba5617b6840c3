/**
 * The product (listing) as the API answers it: attribute values grouped by backend type, gallery, damages,
 * documents, the current auction and the viewer's context; plus the rules that build the groups.
 */
import type { AuctionStatus } from './auction-status.ts';
import type { AttributeDef, ProductKind } from './attributes.ts';

/** A stored attribute value: numbers for int/decimal, ISO text for datetime, option codes for selects. */
export type AttributeValue = string | number | string[];

/** Attribute values grouped the way the spec's product answer groups them. */
export interface GroupedAttributes {
  datetimes: Record<string, string>;
  ints: Record<string, number>;
  decimals: Record<string, number>;
  /** Option codes; a multiple select holds a list of codes. */
  selects: Record<string, string | string[]>;
  /** Free text (varchar) values such as model, series, description. */
  others: Record<string, string>;
}

export type PhotoSection = 'exterior' | 'interior';

export interface GalleryItem {
  /** The photo's id within its ad (the editor deletes and reorders by it). */
  id?: string;
  /** URL of the image (served by the worker from R2). */
  value: string;
  position: number;
  /** Which of the editor's photo steps it belongs to; absent on damage photos. */
  section?: PhotoSection;
}

export interface Damage {
  id: number;
  sortOrder: number;
  /** location, type and description of the damage, as option codes or text. */
  attributes: Record<string, string>;
  images: GalleryItem[];
}

export interface ProductDocument {
  id: number;
  kind: 'registration_certificate' | 'inspection_report';
  fileName: string;
}

export interface ProductAuction {
  auctionId: number;
  status: AuctionStatus;
  endingAt: string | null;
  startsAt: string | null;
  /** Price fields in integer euros; net when the seller is VAT reportable. */
  attributes: {
    startPrice: number | null;
    highestBid: number | null;
    bidCount: number;
    buyNowPrice: number | null;
    exclusive: boolean;
    manufacturer: boolean;
  };
}

export interface ProductContext {
  watchlist: boolean;
  waitingForAnswer: boolean;
  /** The signed-in viewer owns this listing. */
  owner: boolean;
}

/** Who sells: only shown to the buyer once a sale happened; otherwise just the kind of seller. */
export interface ProductSeller {
  type: 'private' | 'commercial';
  name: string | null;
}

export interface ProductDetail {
  entityId: number;
  customerId: number | null;
  internalNumber: string | null;
  productType: ProductKind;
  /** The listing's status; also set when no auction round exists yet (editing, under review). */
  status: AuctionStatus;
  /** "Make Model" as the seller entered it (makes outside the option list keep their name). */
  title: string;
  attributes: GroupedAttributes;
  gallery: GalleryItem[];
  damages: Damage[];
  /** Documents are listed to the owner and operators only; empty for everyone else. */
  documents: ProductDocument[];
  auction: ProductAuction | null;
  context: ProductContext;
  seller: ProductSeller;
  vatReportable: boolean;
  /**
   * The spec's net/gross rule, decided on the server so the seller's VAT number stays private: a VAT-reportable
   * seller's (net) prices are shown net plus VAT when the seller has a VAT number and is not in Germany, and
   * gross (19 % added) otherwise. Always false when the seller is not VAT reportable (no VAT shown).
   */
  netPrices: boolean;
  /** Whether a machine translation of the description / defects text can be requested. */
  translatable: { description: boolean; defectsDescription: boolean };
  createdAt: string;
}

export function emptyGroups(): GroupedAttributes {
  return { datetimes: {}, ints: {}, decimals: {}, selects: {}, others: {} };
}

/** Puts flat attribute values into the spec's groups by their definitions; unknown codes are dropped. */
export function groupAttributes(definitions: readonly AttributeDef[], values: Record<string, AttributeValue>): GroupedAttributes {
  const groups = emptyGroups();
  const byCode = new Map(definitions.map((def) => [def.code, def]));
  for (const [code, value] of Object.entries(values)) {
    const def = byCode.get(code);
    if (!def) continue;
    if (def.frontendInput !== 'simple') groups.selects[code] = Array.isArray(value) ? value : String(value);
    else if (def.backendType === 'datetime') groups.datetimes[code] = String(value);
    else if (def.backendType === 'int' && typeof value === 'number') groups.ints[code] = value;
    else if (def.backendType === 'decimal' && typeof value === 'number') groups.decimals[code] = value;
    else if (def.backendType === 'varchar') groups.others[code] = String(value);
  }
  return groups;
}

/** Decodes a value as stored in D1 (text) by its definition. */
export function decodeStoredValue(def: AttributeDef, stored: string): AttributeValue | undefined {
  if (def.frontendInput === 'multipleselect') {
    try {
      const parsed: unknown = JSON.parse(stored);
      return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : undefined;
    } catch {
      return undefined;
    }
  }
  if (def.frontendInput === 'select') return stored;
  if (def.backendType === 'int' || def.backendType === 'decimal') {
    const number = Number(stored);
    return Number.isFinite(number) ? number : undefined;
  }
  return stored;
}

/** Encodes a value for D1's text column. */
export function encodeStoredValue(value: AttributeValue): string {
  return Array.isArray(value) ? JSON.stringify(value) : String(value);
}
