/**
 * The free valuation's form (spec 001: motorhome in 2 steps, trailer in 3: key data; history and care; finish), its
 * rules shared by the funnel and PUT /public/valuate-my-vehicle/update, and the shapes the valuation calls answer.
 */
import * as z from 'zod/mini';
import { email, LIMITS, optionalPhone, requiredText } from '../validation/rules.ts';
import { FUELS, PLANNED_SALE, VALUATION_EQUIPMENT, YES_NO_UNKNOWN } from './fields.ts';
import type { ValuationEstimate } from './types.ts';

export { FUELS, PLANNED_SALE, REQUIRED_BY_STEP, stepCount, VALUATION_EQUIPMENT, VALUATION_STEPS, YES_NO_UNKNOWN } from './fields.ts';

export const VALUATION_STATUSES = ['editing', 'under_review', 'valuated'] as const;
export type ValuationStatus = (typeof VALUATION_STATUSES)[number];

const currentYear = () => new Date().getUTCFullYear();
const int = (min: number, max: () => number) =>
  z.number({ error: 'validation.numeric' }).check(z.int('validation.integer'), z.minimum(min, 'validation.min_value'), z.refine((value) => value <= max(), 'validation.max_value'));

/** Every field, each optional here: a draft may be saved at any point; `submittable` checks what submission needs. */
export const valuationVehicleSchema = z.object({
  productType: z.enum(['motorhome', 'trailer'], 'validation.required'),
  make: z.optional(z.string().check(z.trim(), z.maxLength(60, 'validation.max'))),
  model: z.optional(z.string().check(z.trim(), z.maxLength(80, 'validation.max'))),
  firstRegistrationYear: z.optional(int(1950, currentYear)),
  firstRegistrationMonth: z.optional(int(1, () => 12)),
  mileage: z.optional(int(0, () => 2_000_000)),
  fuel: z.optional(z.enum(FUELS, 'validation.invalid')),
  powerKw: z.optional(int(1, () => 1_000)),
  lengthMm: z.optional(int(2_000, () => 20_000)),
  zipCode: z.optional(z.string().check(z.trim(), z.maxLength(10, 'validation.max'), z.regex(/^[0-9A-Za-z -]{3,10}$/, 'validation.zip_code'))),
  serviceBook: z.optional(z.enum(YES_NO_UNKNOWN, 'validation.invalid')),
  damaged: z.optional(z.enum(YES_NO_UNKNOWN, 'validation.invalid')),
  smokerCar: z.optional(z.enum(YES_NO_UNKNOWN, 'validation.invalid')),
  equipment: z.optional(z.array(z.enum(VALUATION_EQUIPMENT, 'validation.invalid')).check(z.maxLength(VALUATION_EQUIPMENT.length, 'validation.max'))),
});
export type ValuationVehicle = z.infer<typeof valuationVehicleSchema>;

export const valuationContactSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.name, 'validation.max'))),
  email: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(LIMITS.email, 'validation.max'))),
  phone: optionalPhone,
  desiredPrice: z.optional(int(0, () => 1_000_000)),
  plannedSale: z.optional(z.enum(PLANNED_SALE, 'validation.invalid')),
  acceptedPrivacy: z.optional(z.boolean('validation.required_boolean')),
});
export type ValuationContact = z.infer<typeof valuationContactSchema>;

export type ValuationField = keyof Omit<ValuationVehicle, 'productType'> | keyof ValuationContact;

/** What submission needs beyond the draft rules: the key data, a name, a valid e-mail and the accepted privacy notice. */
export const submittableSchema = z.object({
  make: requiredText(60),
  model: requiredText(80),
  firstRegistrationYear: int(1950, currentYear),
  zipCode: requiredText(10),
  name: requiredText(LIMITS.name),
  email,
  acceptedPrivacy: z.literal(true, 'validation.required'),
});

/** PUT /public/valuate-my-vehicle/update: the draft so far, the step the visitor is on, and whether to submit now. */
export const valuationUpdateSchema = z.object({
  product: valuationVehicleSchema,
  valuate_my_vehicle: z.object({
    step: z.optional(int(1, () => 3)),
    submit: z.optional(z.boolean('validation.required_boolean')),
    ...valuationContactSchema.shape,
  }),
});
export type ValuationUpdate = z.infer<typeof valuationUpdateSchema>;

/** The report's allow-list of the estimate: the range, the comparables' key data and prices, what moved the price. */
export type ReportEstimate = ValuationEstimate;

/** Answer of the valuation calls: the spec's four parts. Only the owner (or the holder of the report link) gets it. */
export interface ValuationAnswer {
  product: ValuationVehicle & { entityId: number };
  valuate_my_vehicle: {
    status: ValuationStatus;
    step: number;
    steps: number;
    name: string | null;
    email: string | null;
    phone: string | null;
    desiredPrice: number | null;
    plannedSale: (typeof PLANNED_SALE)[number] | null;
    submittedAt: string | null;
    valuatedAt: string | null;
    /** The operator-confirmed range; null until valuated. */
    range: { low: number; high: number } | null;
    /** The automatic estimate behind it (valuated only): comparables, factors, or the too-few state. */
    estimate: ReportEstimate | null;
    operatorNote: string | null;
    /** The path of the report page (with its unguessable key) once submitted; only in answers to the owner. */
    reportPath: string | null;
  };
  customer: { email: string | null; signedIn: boolean };
  tracking_status: ValuationStatus;
}
