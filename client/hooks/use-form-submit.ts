/** Validates a form against a shared zod schema, posts it, and exposes field errors and the pending state. */
import type { $ZodType } from 'zod/v4/core';
import { validateForm } from '../lib/form-validation.ts';
import { useFormPost } from './use-form-post.ts';

export function useFormSubmit(schema: $ZodType, path: string) {
  return useFormPost((values) => validateForm(schema, values), path);
}
