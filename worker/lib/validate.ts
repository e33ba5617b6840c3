/** zod validation for route inputs that answers with the API's localized 400 error instead of throwing a 500. */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { $ZodType } from 'zod/v4/core';
import { fieldErrors } from '../../domain/validation/rules.ts';
import { ApiError } from './api-error.ts';

export function validate<T extends $ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw new ApiError(400, 'validation_failed', fieldErrors(result.error));
  });
}
