/**
 * The valuation form's steps, choices and required fields without zod, for the funnel's first load; the rules
 * (zod) are in ./form.ts, which re-exports these.
 */
import type { ValuationField } from './form.ts';
import type { ValuationProductType } from './types.ts';

/** Which fields each step asks for; the motorhome's first step holds key data and history together. */
export const VALUATION_STEPS: Record<ValuationProductType, readonly (readonly ValuationField[])[]> = {
  motorhome: [
    ['make', 'model', 'firstRegistrationYear', 'firstRegistrationMonth', 'mileage', 'fuel', 'powerKw', 'lengthMm', 'zipCode', 'serviceBook', 'damaged', 'smokerCar', 'equipment'],
    ['name', 'email', 'phone', 'desiredPrice', 'plannedSale', 'acceptedPrivacy'],
  ],
  trailer: [
    ['make', 'model', 'firstRegistrationYear', 'firstRegistrationMonth', 'lengthMm', 'zipCode'],
    ['serviceBook', 'damaged', 'smokerCar', 'equipment'],
    ['name', 'email', 'phone', 'desiredPrice', 'plannedSale', 'acceptedPrivacy'],
  ],
};

export const stepCount = (productType: ValuationProductType) => VALUATION_STEPS[productType].length;

/** Yes/no/unknown, as the ad editor's condition attributes (service book, damaged, smoker vehicle). */
export const YES_NO_UNKNOWN = ['yes', 'no', 'unknown'] as const;
export const FUELS = ['diesel', 'petrol', 'lpg', 'electric', 'hybrid'] as const;
export const PLANNED_SALE = ['now', 'within_3_months', 'later'] as const;
/** Equipment option codes of the ad editor's `equipment` attribute that move a price (domain/attribute-catalog/vehicle.ts). */
export const VALUATION_EQUIPMENT = ['awning', 'bike_rack', 'solar_panel', 'sat_tv', 'reversing_camera', 'navigation', 'cruise_control', 'heating_truma', 'heating_alde', 'separate_shower', 'fridge_freezer', 'oven'] as const;

/** Fields a step must have before the funnel moves on (required ones only; the rest may stay empty). */
export const REQUIRED_BY_STEP: Record<ValuationProductType, readonly (readonly ValuationField[])[]> = {
  motorhome: [['make', 'model', 'firstRegistrationYear', 'mileage', 'zipCode'], ['name', 'email', 'acceptedPrivacy']],
  trailer: [['make', 'model', 'firstRegistrationYear', 'zipCode'], [], ['name', 'email', 'acceptedPrivacy']],
};
