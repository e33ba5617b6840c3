/**
 * Rules the editor checks across fields, after each value passed its own type check (domain/attribute-values.ts):
 * the seller's price floor, buy-now above the price expectation, plausible dates, the postcode of the vehicle's
 * country, the VIN's form, and the make blacklists. Answers field -> message key, like every other check.
 */
import type { ProductKind } from '../attributes.ts';
import { normaliseVin } from '../ad-deletion.ts';
import type { AttributeValue } from '../product.ts';
import { zipCodeMessage } from '../validation/addresses.ts';
import { isBlacklistedMake } from './sanitize.ts';

/** No ad below this price expectation (the spec's min_target_price rule); lower ones are no auction material. */
export const MIN_TARGET_PRICE = 500;
/** The highest price any field may hold (the auction's own ceiling). */
export const MAX_PRICE = 5_000_000;
/** A later pickup may be at most 3 months away (spec 001 section 9). */
export const MAX_PICKUP_MONTHS = 3;
const OLDEST_REGISTRATION_YEAR = 1950;

/** The VIN's comparable form when it is long enough to identify a vehicle, else null (no one-ad rule applies). */
export function vinKey(vin: string | null | undefined): string | null {
  if (!vin) return null;
  const key = normaliseVin(vin);
  return key.length >= 11 ? key : null;
}

function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

export interface RuleContext {
  kind: ProductKind;
  /** Today as YYYY-MM-DD (Berlin), so "in the future" means the same for everyone. */
  today: string;
  /** The vehicle's country (postcode rules). */
  country: string;
}

/** Errors of the values an ad would have after a change; only fields in `changed` are reported. */
export function editorRuleErrors(values: Record<string, AttributeValue>, changed: ReadonlySet<string>, context: RuleContext): Record<string, string> {
  const errors: Record<string, string> = {};
  const report = (field: string, message: string) => {
    if (changed.has(field) && !(field in errors)) errors[field] = message;
  };
  const number = (code: string) => (typeof values[code] === 'number' ? (values[code] as number) : null);
  const text = (code: string) => (typeof values[code] === 'string' ? (values[code] as string) : null);

  const minimum = number('minimum_price');
  if (minimum !== null && minimum < MIN_TARGET_PRICE) report('minimum_price', 'validation.target_price_floor');
  if (minimum !== null && minimum > MAX_PRICE) report('minimum_price', 'validation.max_value');
  const buyNow = number('buy_now_price');
  if (buyNow !== null && buyNow > MAX_PRICE) report('buy_now_price', 'validation.max_value');
  // The same conflict from either side: the field the seller just changed carries the message.
  if (buyNow !== null && minimum !== null && buyNow < minimum) {
    report('buy_now_price', 'validation.buy_now_below_minimum');
    report('minimum_price', 'validation.minimum_above_buy_now');
  }

  const registration = text('first_registration');
  if (registration && (registration > context.today || Number(registration.slice(0, 4)) < OLDEST_REGISTRATION_YEAR)) {
    report('first_registration', 'validation.date_range');
  }
  const pickup = text('pickup_date');
  if (pickup && (pickup < context.today || pickup > addMonths(context.today, MAX_PICKUP_MONTHS))) report('pickup_date', 'validation.pickup_date');

  const zip = text('zipcode');
  if (zip) {
    const message = zipCodeMessage(zip, context.country);
    if (message) report('zipcode', message);
  }
  const vin = text('vin');
  if (vin && !/^[A-Z0-9]{5,17}$/.test(normaliseVin(vin))) report('vin', 'validation.vin');
  const makeName = text('make_other');
  if (makeName && isBlacklistedMake(context.kind, makeName)) report('make_other', 'validation.make_blacklisted');
  return errors;
}
