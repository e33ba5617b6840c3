/** The vehicle-data import ports of the seller's ad funnel: plate registry, classifieds portal and dealer fleet system. */
import type { ProductKind } from '../../domain/attributes.ts';
import type { AttributeValue } from '../../domain/product.ts';

/** One vehicle as a source describes it, already in our attribute codes and checked against the catalogue. */
export interface ImportedVehicle {
  /** null when the source can't tell (e.g. a registered passenger car). */
  productType: ProductKind | null;
  /** Our product attribute codes (domain/attribute-catalog/vehicle.ts) -> value; product_type itself is never in here. */
  values: Record<string, AttributeValue>;
  sourceUrl: string | null;
}

export interface PlateRegistry {
  /** null = no vehicle data found for the plate. */
  lookup(plate: string): Promise<ImportedVehicle | null>;
}

export interface ClassifiedsPortal {
  /** `reference` is an ad URL or ad id; throws VehicleImportError. */
  fetchAd(reference: string): Promise<ImportedVehicle>;
}

export interface FleetCredentials {
  username: string;
  password: string;
}

export interface FleetSystem {
  /** The dealer's vehicles for sale; throws VehicleImportError. */
  listVehicles(credentials: FleetCredentials): Promise<ImportedVehicle[]>;
}

export type VehicleImportFailure = 'unavailable' | 'not_found' | 'failed' | 'unauthorized';

/** A source could not deliver; `reason` is the code callers act on, the message is for logs (never a credential). */
export class VehicleImportError extends Error {
  override readonly name = 'VehicleImportError';

  constructor(
    readonly reason: VehicleImportFailure,
    message?: string,
  ) {
    super(message ?? reason);
  }
}
