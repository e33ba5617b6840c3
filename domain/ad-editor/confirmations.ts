/**
 * The editor's confirmation popups (spec 001 section 5): answers that are often given by mistake are confirmed
 * before they are kept. Each rule names an i18n key under `editor.confirm.{key}` with a `title` and, only where a
 * translation exists, a `subtitle`; the params are raw values that the client formats.
 */
import type { ProductKind } from '../attributes.ts';
import { kwToPs } from '../format.ts';

export interface Confirmation {
  key: string;
  params?: Record<string, number | string>;
}

/** Below this price expectation the seller confirms it ("Your price expectation: {0}. Are you sure?"). */
export const CONFIRM_MINIMUM_PRICE_BELOW: Record<ProductKind, number> = { motorhome: 5000, trailer: 1500 };
/** Mileages outside this range are confirmed. */
export const PLAUSIBLE_MILEAGE = { min: 1000, max: 999_999 } as const;

/** Select answers that are confirmed: attribute code -> option codes. */
const CONFIRMED_OPTIONS: Record<string, readonly string[]> = {
  smoker_car: ['yes'],
  particulate_filter: ['yes'],
  yearly_leak_test: ['yes'],
  service_book: ['yes'],
  four_wheel_drive: ['yes'],
  independent_air_conditioning: ['yes'],
  winterproof: ['yes'],
  damaged: ['unknown'],
  water_damaged: ['unknown'],
  hail_damaged: ['unknown'],
  fuel: ['petrol'],
  keys_count: ['one'],
  headlamps: ['full_led', 'xenon'],
  defects_exists: ['no'],
  hu_expired: ['no'],
};

/** The confirmation an answer needs before it is kept, or null. */
export function confirmationFor(kind: ProductKind, code: string, value: unknown): Confirmation | null {
  if (value === null || value === undefined || value === '') return null;
  if (code === 'minimum_price' && typeof value === 'number') {
    return value < CONFIRM_MINIMUM_PRICE_BELOW[kind] ? { key: 'minimum_price', params: { amount: value } } : null;
  }
  if (code === 'mileage' && typeof value === 'number') {
    return value < PLAUSIBLE_MILEAGE.min || value > PLAUSIBLE_MILEAGE.max ? { key: 'mileage', params: { mileage: value } } : null;
  }
  // Power is always confirmed in both units, so a value typed in PS into the kW field is caught (0 included).
  if (code === 'power' && typeof value === 'number' && Number.isFinite(value)) return { key: 'power', params: { kw: value, ps: kwToPs(value) } };
  const options = CONFIRMED_OPTIONS[code];
  if (options && typeof value === 'string' && options.includes(value)) return { key: `${code}.${value}` };
  return null;
}

/** Deleting photos of a damage is confirmed too. */
export const DELETE_DAMAGE_IMAGE_CONFIRMATION: Confirmation = { key: 'delete_damage_image' };

/** Every key a confirmation can have, for the translation check. */
export function confirmationKeys(): string[] {
  return [
    'minimum_price',
    'mileage',
    'power',
    DELETE_DAMAGE_IMAGE_CONFIRMATION.key,
    ...Object.entries(CONFIRMED_OPTIONS).flatMap(([code, options]) => options.map((option) => `${code}.${option}`)),
  ];
}
