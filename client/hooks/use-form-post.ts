/** Posts a checked form and exposes field errors and the pending state; the check is sync, or async while zod loads. */
import { useState } from 'react';
import type { $ZodType } from 'zod/v4/core';
import { api, ApiRequestError } from '../lib/api.ts';
import type { FormValidation } from '../lib/form-validation.ts';
import { withMinimumDelay } from '../lib/route-progress.ts';

export type FormCheck = (values: unknown) => FormValidation | Promise<FormValidation>;

export interface FormResult {
  ok: boolean;
  fields: Record<string, string>;
}

export function useFormPost(check: FormCheck, path: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function post(checked: FormValidation): Promise<FormResult> {
    if (!checked.ok) {
      setErrors(checked.fields);
      return { ok: false, fields: checked.fields };
    }
    setErrors({});
    setPending(true);
    try {
      // The spec's fetch minimum delay: the pending state shows long enough to be seen, never as a flicker.
      await withMinimumDelay(api(path, { method: 'POST', json: checked.data }));
      return { ok: true, fields: {} };
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : {};
      setErrors(fields);
      return { ok: false, fields };
    } finally {
      setPending(false);
    }
  }

  /**
   * Field errors hold i18n keys (checked here) or localized texts (checked by the API). A synchronous check shows its
   * errors within the submit event, as before any lazy loading.
   */
  function submit(values: unknown): Promise<FormResult> {
    const checked = check(values);
    if (!(checked instanceof Promise)) return post(checked);
    return checked.then(post, (error: unknown) => {
      // The validation code could not load (offline): nothing was sent.
      console.error('loading the form validation failed', error);
      return { ok: false, fields: {} };
    });
  }

  return { submit, errors, pending, setErrors };
}

/**
 * A check whose schema and zod load on first use (preload, e.g. on focus, or the first submit) and run synchronously
 * from then on: for a form on every page that few people use.
 */
export function lazyCheck(loadSchema: () => Promise<$ZodType>): { check: FormCheck; preload: () => void } {
  let ready: ((values: unknown) => FormValidation) | undefined;
  let loading: Promise<(values: unknown) => FormValidation> | undefined;
  const load = () => {
    if (!loading) {
      loading = Promise.all([import('../lib/form-validation.ts'), loadSchema()]).then(([{ validateForm }, schema]) => {
        ready = (values) => validateForm(schema, values);
        return ready;
      });
      // A failed load is tried again next time.
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  return {
    check: (values) => (ready ? ready(values) : load().then((validate) => validate(values))),
    preload: () => void load().catch((error: unknown) => console.error('loading the form validation failed', error)),
  };
}
