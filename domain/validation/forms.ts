/** Schemas of the storefront's public forms: newsletter signup and contact. */
import * as z from 'zod/mini';
import { email, LIMITS, optionalPhone, requiredText } from './rules.ts';

export const newsletterSchema = z.object({ email });
export type NewsletterInput = z.infer<typeof newsletterSchema>;

export const contactSchema = z.object({
  name: requiredText(LIMITS.name),
  surname: requiredText(LIMITS.name),
  email,
  phone: optionalPhone,
  question: requiredText(LIMITS.text),
});
export type ContactInput = z.infer<typeof contactSchema>;
