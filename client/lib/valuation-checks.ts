/** The valuation form's checks in the browser, with the same zod rules the update call applies (domain/valuation/form.ts). */
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import {
  REQUIRED_BY_STEP,
  submittableSchema,
  VALUATION_STEPS,
  type ValuationField,
  valuationContactSchema,
  valuationVehicleSchema,
} from '../../domain/valuation/form.ts';
import type { ValuationProductType } from '../../domain/valuation/types.ts';
import { type DraftValues, typedValue } from './valuation-draft.ts';

const DRAFT_RULES: Record<string, $ZodType> = { ...valuationVehicleSchema.shape, ...valuationContactSchema.shape };
/** Submission's stricter rules (a valid e-mail, the privacy notice accepted); they apply as soon as a value is there. */
const SUBMIT_RULES: Record<string, $ZodType> = submittableSchema.shape;

function firstMessage(schema: $ZodType | undefined, value: unknown): string | undefined {
  if (!schema) return undefined;
  const parsed = safeParse(schema, value);
  if (parsed.success) return undefined;
  const message = parsed.error.issues[0]?.message ?? '';
  return message.startsWith('validation.') ? message : 'validation.invalid';
}

/** The i18n key of what is wrong with one field of a step (0-based), or undefined. */
export function fieldError(kind: ValuationProductType, stepIndex: number, field: ValuationField, values: DraftValues): string | undefined {
  const value = typedValue(field, values[field]);
  if (value === 'invalid') return 'validation.integer';
  const required = REQUIRED_BY_STEP[kind][stepIndex]?.includes(field) ?? false;
  const empty = value === undefined || (field === 'acceptedPrivacy' && value !== true);
  if (empty) return required ? 'validation.required' : undefined;
  return firstMessage(DRAFT_RULES[field], value) ?? firstMessage(SUBMIT_RULES[field], value);
}

/** Every field of a step with its problem; empty when the step may be left forwards. */
export function stepErrors(kind: ValuationProductType, stepIndex: number, values: DraftValues): Partial<Record<ValuationField, string>> {
  const errors: Partial<Record<ValuationField, string>> = {};
  for (const field of VALUATION_STEPS[kind][stepIndex] ?? []) {
    const error = fieldError(kind, stepIndex, field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The first step (0-based) that cannot be sent as it is, or null when the whole valuation can be submitted. */
export function firstInvalidStep(kind: ValuationProductType, values: DraftValues): number | null {
  const index = VALUATION_STEPS[kind].findIndex((_, step) => Object.keys(stepErrors(kind, step, values)).length > 0);
  return index < 0 ? null : index;
}

export { formField } from './valuation-draft.ts';
