/** Runs a shared zod schema over form values (loaded on first use, so zod stays out of the pages' first load). */
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { emailTypoSuggestion } from '../../domain/validation/predicates.ts';
import { fieldErrors } from '../../domain/validation/rules.ts';

/** The parsed values, or field errors as i18n keys (first issue per field). */
export type FormValidation = { ok: true; data: unknown } | { ok: false; fields: Record<string, string> };

export function validateForm(schema: $ZodType, values: unknown): FormValidation {
  const parsed = safeParse(schema, values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fields: fieldErrors(parsed.error) };
}

/** The spec's typo question (validation.email_typo) for each e-mail field whose domain looks mistyped. */
export function emailHints(values: object, fields: readonly string[]): Record<string, string> {
  const hints: Record<string, string> = {};
  for (const field of fields) {
    const value = (values as Record<string, unknown>)[field];
    if (typeof value === 'string' && emailTypoSuggestion(value)) hints[field] = 'validation.email_typo';
  }
  return hints;
}
