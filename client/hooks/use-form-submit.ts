/** Validates a form against a shared zod schema, posts it, and exposes field errors and the pending state. */
import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../../domain/validation/rules.ts';
import { api, ApiRequestError } from '../lib/api.ts';

export function useFormSubmit<S extends z.ZodType>(schema: S, path: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  /** Field errors hold i18n keys (checked here) or localized texts (checked by the API). */
  async function submit(values: unknown): Promise<{ ok: boolean; fields: Record<string, string> }> {
    const parsed = schema.safeParse(values);
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
