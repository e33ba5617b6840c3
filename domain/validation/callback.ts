/** Schema of the storefront's callback request: who to call, at which number, when, about what, and their consent. */
import * as z from 'zod/mini';
import { CALLBACK_TOPICS, CALLBACK_WINDOWS } from './callback-options.ts';
import { isTelephonePersonalData } from './predicates.ts';
import { LIMITS, requiredText } from './rules.ts';

/** The note is optional and short: the call is where the talking happens. */
export const CALLBACK_NOTE_MAX = 1000;

/** A phone number is the point of the request: required, with the spec's telephone_personal_data rule. */
const requiredPhone = z
  .string({ error: 'validation.required' })
  .check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(LIMITS.phone, 'validation.max'),
    z.refine(isTelephonePersonalData, 'validation.telephone_personal_data'),
  );

/** An ad number as the ad page shows it; empty means none. Forms send text, the API may send a number. */
const adReference = z.optional(
  z.pipe(
    z.union([z.string().check(z.trim(), z.maxLength(12, 'validation.integer')), z.number()], { error: 'validation.integer' }),
    z.transform((value) => (value === '' ? undefined : Number(value))),
  ).check(z.refine((value) => value === undefined || (Number.isSafeInteger(value) && value > 0), 'validation.integer')),
);

export const callbackSchema = z.object({
  name: requiredText(LIMITS.name),
  phone: requiredPhone,
  window: z.enum(CALLBACK_WINDOWS, 'validation.invalid_value'),
  topic: z.enum(CALLBACK_TOPICS, 'validation.invalid_value'),
  adId: adReference,
  note: z.optional(z.string('validation.invalid').check(z.trim(), z.maxLength(CALLBACK_NOTE_MAX, 'validation.max'))),
  consent: z.literal(true, 'validation.callback_consent'),
});
export type CallbackInput = z.infer<typeof callbackSchema>;
