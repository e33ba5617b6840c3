/**
 * Field rules shared by forms and the API. Messages are i18n keys (validation.{rule}); the API and the
 * forms translate them, so both show the same localized text. Built on zod/mini to keep the browser bundle small.
 */
import * as z from 'zod/mini';
import { isEmail, isTelephonePersonalData } from './predicates.ts';

/** Upper bounds the spec leaves open; generous for people, tight enough for storage. */
export const LIMITS = { name: 100, email: 254, phone: 40, text: 5000 } as const;

export const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(max, 'validation.max'));

/** E-mails are trimmed and lower-cased, as the spec sanitises visitor e-mails. */
export const email = z
  .string({ error: 'validation.required' })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'validation.required'),
    z.maxLength(LIMITS.email, 'validation.max'),
    z.refine(isEmail, 'validation.email'),
  );

/** The spec's telephone_personal_data rule; an empty field counts as not given. */
export const optionalPhone = z.optional(
  z
    .string({ error: 'validation.telephone_personal_data' })
    .check(
      z.trim(),
      z.maxLength(LIMITS.phone, 'validation.max'),
      z.refine((value) => value === '' || isTelephonePersonalData(value), 'validation.telephone_personal_data'),
    ),
);

interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** Maps validation issues to { field: messageKey }, first issue per field. */
export function fieldErrors(error: IssueList): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (!(field in fields)) fields[field] = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
  }
  return fields;
}
