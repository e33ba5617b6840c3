/** Validates a form against a shared zod schema, posts it, and exposes field errors and the pending state. */
import { useState } from 'react';
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { fieldErrors } from '../../domain/validation/rules.ts';
import { api, ApiRequestError } from '../lib/api.ts';

export function useFormSubmit(schema: $ZodType, path: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  /** Field errors hold i18n keys (checked here) or localized texts (checked by the API). */
  async function submit(values: unknown): Promise<{ ok: boolean; fields: Record<string, string> }> {
    const parsed = safeParse(schema, values);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      setErrors(fields);
      return { ok: false, fields };
    }
    setErrors({});
    setPending(true);
    try {
      await api(path, { method: 'POST', json: parsed.data });
      return { ok: true, fields: {} };
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : {};
      setErrors(fields);
      return { ok: false, fields };
    } finally {
      setPending(false);
    }
  }

  return { submit, errors, pending, setErrors };
}
