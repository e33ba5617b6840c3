/** Posts a checked form and exposes field errors and the pending state; the check is sync, or async while zod loads. */
import { useState } from 'react';
import type { $ZodType } from 'zod/v4/core';
import { api, ApiRequestError } from '../lib/api.ts';
import type { FormValidation } from '../lib/form-validation.ts';
import { type FieldReport, reportOf } from '../lib/field-messages.ts';
import type { FieldCheck } from './use-field-checks.ts';
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
 * from then on: for a form on every page that few people use. report() is the check as the user types (null until
 * loaded), with the typo question for the named e-mail fields.
 */
export function lazyCheck(
  loadSchema: () => Promise<$ZodType>,
  emailFields: readonly string[] = [],
): { check: FormCheck; preload: () => void; load: () => Promise<unknown>; report: FieldCheck<object> } {
  let ready: ((values: unknown) => FieldReport & { validation: FormValidation }) | undefined;
  let loading: Promise<unknown> | undefined;
  const load = () => {
    if (!loading) {
      loading = Promise.all([import('../lib/form-validation.ts'), loadSchema()]).then(([{ validateForm, emailHints }, schema]) => {
        ready = (values) => {
          const validation = validateForm(schema, values);
          return { ...reportOf(validation, emailHints(values as object, emailFields)), validation };
        };
      });
      // A failed load is tried again next time.
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  const run = (values: unknown): FormValidation => {
    if (!ready) throw new Error('the check has not loaded');
    return ready(values).validation;
  };
  return {
    check: (values) => (ready ? run(values) : load().then(() => run(values))),
    preload: () => void load().catch((error: unknown) => console.error('loading the form validation failed', error)),
    load,
    report: (values) => (ready ? ready(values) : null),
  };
}
