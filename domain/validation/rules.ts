/**
 * Field rules shared by forms and the API. Messages are i18n keys (validation.{rule}); the API and the
 * forms translate them, so both show the same localized text.
 */
import { z } from 'zod';

/** Upper bounds the spec leaves open; generous for people, tight enough for storage. */
export const LIMITS = { name: 100, email: 254, phone: 40, text: 5000 } as const;

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** International phone form: + / 0 / 00, then 1-9, then 4-32 digits, spaces, hyphens, parentheses or dots. */
const PHONE_PERSONAL = /^(?:\+|00|0)[1-9][0-9 \-().]{4,32}$/;

export const requiredText = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.max');

/** E-mails are trimmed and lower-cased, as the spec sanitises visitor e-mails. */
export const email = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(LIMITS.email, 'validation.max')
  .regex(EMAIL, 'validation.email');

export const optionalPhone = z
  .string({ error: 'validation.telephone_personal_data' })
  .trim()
  .max(LIMITS.phone, 'validation.max')
  .refine((value) => value === '' || PHONE_PERSONAL.test(value), 'validation.telephone_personal_data')
  .optional();

/** Maps zod issues to { field: messageKey }, first issue per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    if (!(field in fields)) fields[field] = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
  }
  return fields;
}
