/**
 * Offline plate registry for development (VEHICLE_DATA=local): answers fixed demo plates and nothing else, so the
 * ad funnel's plate step works without network. Demo plates (any case, with or without hyphens or spaces):
 *   CM-240-NL  motorhome: Knaus Sun TI 650 MEG on a Fiat Ducato, 2019, diesel, APK valid until 2027-04-11
 *   WK-12-34   caravan:   Hobby De Luxe 495 UL, 2016, no APK (caravans have none in the Netherlands)
 * Every other plate answers null ("no vehicle data found").
 */
import type { ProductKind } from '../../domain/attributes.ts';
import type { ImportedVehicle, PlateRegistry } from './port.ts';
import { normalisePlate } from './rdw.ts';
import { cleanValues, inspectionValues, isoDay, type RawValues } from './values.ts';

interface DemoVehicle {
  kind: ProductKind;
  values: RawValues;
  inspectionValidUntil?: string;
}

export const DEMO_PLATES: Readonly<Record<string, DemoVehicle>> = {
  CM240NL: {
    kind: 'motorhome',
    values: {
      make: 'knaus',
      model: 'Sun TI 650 MEG',
      chassis: 'fiat_ducato',
      category: 'semi_integrated',
      first_registration: '2019-04-12',
      fuel: 'diesel',
      power: 110,
      engine_capacity: 2287,
      length: 6990,
      width: 2340,
      height: 2940,
      weight: 2895,
      licensed_weight: 3500,
      seats: 4,
    },
    inspectionValidUntil: '2027-04-11',
  },
  WK1234: {
    kind: 'trailer',
    values: {
      make: 'hobby',
      model: 'De Luxe 495 UL',
      category: 'caravan',
      first_registration: '2016-03-01',
      trailer_length: 7120,
      trailer_width: 2300,
      trailer_weight: 1180,
      trailer_licensed_weight: 1500,
    },
  },
};

export class LocalPlateRegistry implements PlateRegistry {
  constructor(private readonly now: () => Date = () => new Date()) {}

  async lookup(plate: string): Promise<ImportedVehicle | null> {
    const demo = DEMO_PLATES[normalisePlate(plate)];
    if (!demo) return null;
    const raw = { ...demo.values, ...inspectionValues(demo.inspectionValidUntil, isoDay(this.now())) };
    return { productType: demo.kind, values: cleanValues(demo.kind, raw), sourceUrl: null };
  }
}
