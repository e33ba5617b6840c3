/** Maps the rows of RDW's "Gekentekende voertuigen" and its fuel dataset to an ImportedVehicle (pure; see rdw.ts). */
import type { ProductKind } from '../../domain/attributes.ts';
import type { ImportedVehicle } from './port.ts';
import { cleanValues, compactDate, inspectionValues, makeValues, positiveInt, type RawValues, text, toNumber } from './values.ts';

export type RdwRow = Record<string, unknown>;

/** brandstof_omschrijving -> our fuel option; other fuels (CNG, Waterstof, …) have no option and stay unset. */
const FUELS: Record<string, string> = {
  diesel: 'diesel',
  benzine: 'petrol',
  lpg: 'lpg',
  elektriciteit: 'electric',
  elektrisch: 'electric',
};

/** Base vehicles a camper is often registered under: merk plus handelsbenaming name the chassis. */
const CHASSIS: [RegExp, RegExp, string][] = [
  [/^fiat\b/, /ducato/, 'fiat_ducato'],
  [/^mercedes/, /sprinter/, 'mercedes_sprinter'],
  [/^ford\b/, /transit/, 'ford_transit'],
  [/^citro[eë]n\b/, /jumper/, 'citroen_jumper'],
  [/^peugeot\b/, /boxer/, 'peugeot_boxer'],
  [/^iveco\b/, /daily/, 'iveco_daily'],
  [/^renault\b/, /master/, 'renault_master'],
  [/^(volkswagen|vw)\b/, /crafter/, 'vw_crafter'],
];

/** 'kampeerwagen' is a motorhome whatever its voertuigsoort; any Aanhangwagen or a caravan body is a trailer. */
export function rdwProductType(vehicle: RdwRow): ProductKind | null {
  const body = text(vehicle.inrichting)?.toLowerCase() ?? '';
  if (body.includes('kampeerwagen')) return 'motorhome';
  if (text(vehicle.voertuigsoort)?.toLowerCase() === 'aanhangwagen' || body.includes('caravan')) return 'trailer';
  return null;
}

function byOrder(fuels: RdwRow[]): RdwRow[] {
  return [...fuels].sort((a, b) => (toNumber(a.brandstof_volgnummer) ?? 99) - (toNumber(b.brandstof_volgnummer) ?? 99));
}

/** Electricity beside another fuel (or RDW's hybrid class) is a hybrid; petrol with LPG is sold as LPG. */
export function rdwFuel(fuels: RdwRow[]): string | undefined {
  const kinds = new Set<string>();
  let hybridClass = false;
  for (const row of fuels) {
    const fuel = FUELS[text(row.brandstof_omschrijving)?.toLowerCase() ?? ''];
    if (fuel) kinds.add(fuel);
    if (text(row.klasse_hybride_elektrisch_voertuig)) hybridClass = true;
  }
  if (hybridClass || (kinds.has('electric') && kinds.size > 1)) return 'hybrid';
  if (kinds.size === 1) return [...kinds][0];
  if (kinds.size === 2 && kinds.has('lpg') && kinds.has('petrol')) return 'lpg';
  return undefined;
}

/** The engine's net power (kW) of the first fuel that has one; a fully electric vehicle only has the electric figure. */
export function rdwPower(fuels: RdwRow[]): number | undefined {
  const ordered = byOrder(fuels);
  for (const row of ordered) {
    const power = positiveInt(row.nettomaximumvermogen);
    if (power !== undefined) return power;
  }
  for (const row of ordered) {
    const power = positiveInt(row.netto_max_vermogen_elektrisch);
    if (power !== undefined) return power;
  }
  return undefined;
}

export function rdwChassis(vehicle: RdwRow): string | undefined {
  const make = text(vehicle.merk)?.toLowerCase() ?? '';
  const name = text(vehicle.handelsbenaming)?.toLowerCase() ?? '';
  return CHASSIS.find(([makePattern, namePattern]) => makePattern.test(make) && namePattern.test(name))?.[2];
}

/** One registered vehicle with its fuel rows; `today` ('YYYY-MM-DD') decides whether the APK has expired. */
export function mapRdwVehicle(vehicle: RdwRow, fuels: RdwRow[], today: string): ImportedVehicle {
  const kind = rdwProductType(vehicle);
  const trailer = kind === 'trailer';
  const raw: RawValues = {
    ...makeValues(vehicle.merk),
    model: text(vehicle.handelsbenaming),
    first_registration: compactDate(vehicle.datum_eerste_toelating),
    [trailer ? 'trailer_weight' : 'weight']: positiveInt(vehicle.massa_ledig_voertuig),
    [trailer ? 'trailer_licensed_weight' : 'licensed_weight']: positiveInt(vehicle.toegestane_maximum_massa_voertuig),
    // RDW registers dimensions in cm; 0 means not registered.
    [trailer ? 'trailer_length' : 'length']: positiveInt(vehicle.lengte, 10),
    [trailer ? 'trailer_width' : 'width']: positiveInt(vehicle.breedte, 10),
    [trailer ? 'trailer_height' : 'height']: positiveInt(vehicle.hoogte_voertuig, 10),
    seats: positiveInt(vehicle.aantal_zitplaatsen),
    engine_capacity: positiveInt(vehicle.cilinderinhoud),
    fuel: rdwFuel(fuels),
    power: rdwPower(fuels),
    chassis: rdwChassis(vehicle),
    category: text(vehicle.inrichting)?.toLowerCase().includes('caravan') ? 'caravan' : undefined,
    ...inspectionValues(compactDate(vehicle.vervaldatum_apk), today),
  };
  // The registry describes the vehicle, not an ad: there is no public page to link to.
  return { productType: kind, values: cleanValues(kind, raw), sourceUrl: null };
}
