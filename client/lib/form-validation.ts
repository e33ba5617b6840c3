/** Runs a shared zod schema over form values (loaded on first submit, so zod stays out of the pages' first load). */
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { fieldErrors } from '../../domain/validation/rules.ts';

/** The parsed values, or field errors as i18n keys (first issue per field). */
export type FormValidation = { ok: true; data: unknown } | { ok: false; fields: Record<string, string> };

export function validateForm(schema: $ZodType, values: unknown): FormValidation {
  const parsed = safeParse(schema, values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fields: fieldErrors(parsed.error) };
}
