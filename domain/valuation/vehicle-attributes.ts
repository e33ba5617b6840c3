/**
 * The valuation form's vehicle fields as the ad editor's attribute values and back, so the valuation's vehicle is an
 * ad in editing from the first keystroke (nothing is typed twice when it becomes an ad).
 */
import { ATTRIBUTE_CATALOG } from '../attribute-catalog/index.ts';
import type { ProductKind } from '../attributes.ts';
import { makeCode } from '../makes.ts';
import type { AttributeValue } from '../product.ts';
import { FUELS, VALUATION_EQUIPMENT, YES_NO_UNKNOWN, type ValuationVehicle } from './form.ts';

/** Attribute values in the editor's input shape (null clears a value). */
export type AttributeInput = Record<string, AttributeValue | null>;

const KNOWN_MAKES = new Set(
  (ATTRIBUTE_CATALOG.find((def) => def.entityType === 'product' && def.code === 'make')?.options ?? []).map((option) => option.code).filter((code) => code !== 'other'),
);

const CONDITIONS = { serviceBook: 'service_book', damaged: 'damaged', smokerCar: 'smoker_car' } as const;

const lengthCode = (kind: ProductKind) => (kind === 'trailer' ? 'trailer_length' : 'length');
const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The attribute changes for the fields the form sent: a field left out stays as it is, an empty text or an empty
 * equipment list clears. A make from the editor's list is stored as its option; any other as "other" with its name.
 */
export function vehicleAttributeChanges(vehicle: ValuationVehicle, kind: ProductKind, storedMonth: number | null): AttributeInput {
  const changes: AttributeInput = {};
  if (vehicle.make !== undefined) {
    const name = textOrNull(vehicle.make);
    const code = name === null ? null : makeCode(name);
    if (name === null || code === null) Object.assign(changes, { make: null, make_other: null });
    else if (KNOWN_MAKES.has(code)) Object.assign(changes, { make: code, make_other: null });
    else Object.assign(changes, { make: 'other', make_other: name });
  }
  if (vehicle.model !== undefined) changes.model = textOrNull(vehicle.model);
  if (vehicle.firstRegistrationYear !== undefined) {
    const month = vehicle.firstRegistrationMonth ?? storedMonth ?? 1;
    changes.first_registration = `${vehicle.firstRegistrationYear}-${String(month || 1).padStart(2, '0')}-01`;
  }
  if (vehicle.mileage !== undefined) changes.mileage = vehicle.mileage;
  if (vehicle.fuel !== undefined) changes.fuel = vehicle.fuel;
  if (vehicle.powerKw !== undefined) changes.power = vehicle.powerKw;
  if (vehicle.lengthMm !== undefined) changes[lengthCode(kind)] = vehicle.lengthMm;
  if (vehicle.zipCode !== undefined) changes.zipcode = textOrNull(vehicle.zipCode);
  for (const [field, code] of Object.entries(CONDITIONS)) {
    const value = vehicle[field as keyof typeof CONDITIONS];
    if (value !== undefined) changes[code] = value;
  }
  if (vehicle.equipment !== undefined) changes.equipment = vehicle.equipment.length ? [...new Set(vehicle.equipment)] : null;
  return changes;
}

const FIELD_OF_CODE: Record<string, keyof ValuationVehicle> = {
  make: 'make',
  make_other: 'make',
  model: 'model',
  first_registration: 'firstRegistrationYear',
  mileage: 'mileage',
  fuel: 'fuel',
  power: 'powerKw',
  length: 'lengthMm',
  trailer_length: 'lengthMm',
  zipcode: 'zipCode',
  service_book: 'serviceBook',
  damaged: 'damaged',
  smoker_car: 'smokerCar',
  equipment: 'equipment',
};

/** The editor's field errors (by attribute code) as the valuation body's paths ("product.make"). */
export function valuationFieldErrors(fields: Record<string, string>): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [code, message] of Object.entries(fields)) {
    const path = `product.${FIELD_OF_CODE[code] ?? code}`;
    if (!(path in mapped)) mapped[path] = message;
  }
  return mapped;
}

/** The vehicle's columns the form shows (products row). */
export interface VehicleColumns {
  productType: ProductKind;
  make: string;
  model: string;
  firstRegistrationYear: number;
  firstRegistrationMonth: number;
  mileage: number | null;
  fuel: string | null;
  powerKw: number | null;
  lengthMm: number | null;
  zipCode: string;
}

const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : undefined;

/** The form's view of a stored vehicle: only values the form knows (an ad's other equipment is not shown here). */
export function vehicleOfProduct(columns: VehicleColumns, values: Record<string, AttributeValue>): ValuationVehicle {
  const vehicle: ValuationVehicle = { productType: columns.productType };
  if (columns.make) vehicle.make = columns.make;
  if (columns.model) vehicle.model = columns.model;
  if (columns.firstRegistrationYear > 0) vehicle.firstRegistrationYear = columns.firstRegistrationYear;
  if (columns.firstRegistrationMonth > 0) vehicle.firstRegistrationMonth = columns.firstRegistrationMonth;
  if (columns.mileage !== null) vehicle.mileage = columns.mileage;
  const fuel = oneOf(FUELS, columns.fuel);
  if (fuel) vehicle.fuel = fuel;
  if (columns.powerKw !== null) vehicle.powerKw = columns.powerKw;
  if (columns.lengthMm !== null) vehicle.lengthMm = columns.lengthMm;
  if (columns.zipCode) vehicle.zipCode = columns.zipCode;
  for (const [field, code] of Object.entries(CONDITIONS)) {
    const value = oneOf(YES_NO_UNKNOWN, values[code]);
    if (value) vehicle[field as keyof typeof CONDITIONS] = value;
  }
  const equipment = values.equipment;
  if (Array.isArray(equipment)) {
    const known = equipment.flatMap((code) => oneOf(VALUATION_EQUIPMENT, code) ?? []);
    if (known.length) vehicle.equipment = known;
  }
  return vehicle;
}
