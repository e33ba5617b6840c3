/**
 * The attribute values, damages and auction flags of a demo vehicle beyond its catalogue columns: equipment,
 * condition, inspection, dimensions and known defects, derived deterministically from the vehicle and its index.
 */
import type { AttributeValue } from '../../domain/product.ts';
import type { Body, Chassis, DemoVehicle } from './demo-vehicles.ts';

export interface DemoDamage {
  attributes: { damage_location: string; damage_type: string; damage_description: string };
  imageCount: number;
}

export interface DemoVehicleDetails {
  values: Record<string, AttributeValue>;
  damages: DemoDamage[];
  defectsDescription: string | null;
  exclusive: boolean;
  manufacturer: boolean;
}

const CHASSIS_OPTION: Record<Chassis, string> = {
  fiat: 'fiat_ducato',
  mercedes: 'mercedes_sprinter',
  ford: 'ford_transit',
  citroen: 'citroen_jumper',
  iveco: 'iveco_daily',
};

const ENGINE_CC: Record<Chassis, number> = { fiat: 2184, mercedes: 2143, ford: 1995, citroen: 2179, iveco: 2998 };

const CATEGORY: Record<Body, string> = {
  semi: 'semi_integrated',
  integrated: 'integrated',
  alcove: 'alcove',
  van: 'camper_van',
  caravan: 'caravan',
};

const EQUIPMENT_POOL = [
  'awning', 'bike_rack', 'solar_panel', 'sat_tv', 'reversing_camera', 'navigation', 'cruise_control', 'heating_truma',
  'hot_water', 'shower', 'toilet', 'oven', 'fridge_freezer', 'microwave', 'inverter', 'lithium_battery',
];

/** The known defects a few demo vehicles have, as a seller would describe them (in German, like the ads). */
const DEFECTS: DemoDamage['attributes'][] = [
  { damage_location: 'rear', damage_type: 'scratch', damage_description: 'Kratzer an der Heckschürze, ca. 20 cm, beim Rangieren entstanden.' },
  { damage_location: 'left', damage_type: 'dent', damage_description: 'Kleine Delle in der Seitenwand links über dem Radkasten.' },
  { damage_location: 'roof', damage_type: 'crack', damage_description: 'Haarriss an der Dachhaube über dem Bett, dicht, aber sichtbar.' },
  { damage_location: 'interior', damage_type: 'broken', damage_description: 'Scharnier einer Oberschrankklappe gebrochen.' },
  { damage_location: 'underbody', damage_type: 'rust', damage_description: 'Oberflächlicher Rost am Rahmen hinten, nicht durchgerostet.' },
];

/** A stable pseudo-random number in [0, 1) per vehicle and purpose. */
function hash(index: number, salt: number): number {
  let x = (index + 1) * 2654435761 + salt * 40503;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return ((x ^ (x >>> 16)) >>> 0) / 4294967296;
}

function equipment(index: number, trailer: boolean): string[] {
  const pool = trailer ? EQUIPMENT_POOL.filter((code) => !['navigation', 'cruise_control', 'reversing_camera'].includes(code)) : EQUIPMENT_POOL;
  return pool.filter((_, position) => hash(index, 100 + position) < 0.55);
}

function inspectionDate(vehicle: DemoVehicle, index: number): string {
  const month = 1 + Math.floor(hash(index, 7) * 12);
  const year = 2027 + Math.floor(hash(index, 8) * 2);
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

function vin(index: number, vehicle: DemoVehicle): string {
  const prefix = vehicle.chassis === 'mercedes' ? 'WDB' : vehicle.chassis === 'ford' ? 'WF0' : vehicle.productType === 'trailer' ? 'WKF' : 'ZFA';
  return `${prefix}${String(vehicle.firstRegistrationYear).slice(2)}${String(100000000000 + index * 7919).slice(-12)}`;
}

function motorhomeValues(vehicle: DemoVehicle, index: number): Record<string, AttributeValue> {
  const chassis = vehicle.chassis ?? 'fiat';
  return {
    chassis: CHASSIS_OPTION[chassis],
    engine_capacity: ENGINE_CC[chassis],
    width: vehicle.body === 'van' ? 2050 : 2320 + Math.round(hash(index, 2) * 3) * 10,
    height: vehicle.body === 'van' ? 2650 : vehicle.body === 'alcove' ? 3150 : 2900 + Math.round(hash(index, 3) * 10) * 10,
    weight: vehicle.weightKg - 550 - Math.round(hash(index, 4) * 3) * 50,
    licensed_weight: vehicle.weightKg,
    four_wheel_drive: 'no',
    particulate_filter: vehicle.firstRegistrationYear >= 2010 ? 'yes' : 'unknown',
    headlamps: vehicle.firstRegistrationYear >= 2021 ? 'led' : 'halogen',
  };
}

function trailerValues(vehicle: DemoVehicle, index: number): Record<string, AttributeValue> {
  return {
    trailer_length: vehicle.lengthMm,
    trailer_width: 2300 + Math.round(hash(index, 2) * 2) * 50,
    trailer_height: 2580 + Math.round(hash(index, 3) * 4) * 10,
    trailer_weight: vehicle.weightKg - 350 - Math.round(hash(index, 4) * 4) * 50,
    trailer_licensed_weight: vehicle.weightKg,
  };
}

export function demoVehicleDetails(vehicle: DemoVehicle, index: number): DemoVehicleDetails {
  const trailer = vehicle.productType === 'trailer';
  const damageCount = index % 5 === 1 ? 2 : index % 5 === 3 ? 1 : 0;
  const damages = Array.from({ length: damageCount }, (_, n) => ({
    attributes: DEFECTS[(index + n) % DEFECTS.length] as DemoDamage['attributes'],
    imageCount: n === 0 ? 2 : 1,
  }));
  const values: Record<string, AttributeValue> = {
    ...(trailer ? trailerValues(vehicle, index) : motorhomeValues(vehicle, index)),
    category: CATEGORY[vehicle.body],
    axles: vehicle.weightKg > 2000 || vehicle.lengthMm > 8500 ? 'two' : 'one',
    equipment: equipment(index, trailer),
    air_conditioning: hash(index, 5) < 0.4 ? 'cab' : hash(index, 5) < 0.7 ? 'cab_and_living_area' : 'none',
    main_inspection_validity: inspectionDate(vehicle, index),
    hu_expired: 'no',
    yearly_leak_test: hash(index, 9) < 0.8 ? 'yes' : 'no',
    service_book: hash(index, 10) < 0.85 ? 'yes' : 'unknown',
    smoker_car: hash(index, 11) < 0.1 ? 'yes' : 'no',
    winterproof: hash(index, 12) < 0.5 ? 'yes' : 'no',
    independent_air_conditioning: 'no',
    damaged: damageCount > 0 ? 'yes' : 'no',
    water_damaged: 'no',
    hail_damaged: 'no',
    defects_exists: damageCount > 0 ? 'yes' : 'no',
    vin: vin(index, vehicle),
    keys_count: hash(index, 13) < 0.75 ? 'two' : 'one',
    pickup_availability: hash(index, 14) < 0.8 ? 'now' : 'later',
  };
  return {
    values,
    damages,
    defectsDescription: damageCount > 0 ? damages.map((damage) => damage.attributes.damage_description).join(' ') : null,
    exclusive: index % 11 === 4,
    manufacturer: index % 13 === 6,
  };
}
