/**
 * The sell funnel's personal-data step: private or commercial seller, the company and, for commercial sellers in
 * the EU, a VAT ID of their country; terms acceptance; and e-mail and password when the seller has no account yet.
 */
import * as z from 'zod/mini';
import { isVatIdForCountry } from './predicates.ts';
import { COUNTRIES, zipCodeMessage } from './profile.ts';
import { newPassword } from './accounts.ts';
import { email, LIMITS, optionalPhone, requiredText } from './rules.ts';

/** EU member states among our countries: their commercial sellers give a VAT ID (Switzerland and Norway do not). */
export const EU_COUNTRIES: readonly string[] = COUNTRIES.filter((country) => country !== 'CH' && country !== 'NO');

const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, 'validation.max')));

export const sellerAccountSchema = z
  .object({
    profileType: z.enum(['PRIVATE', 'COMMERCIAL'], 'validation.required'),
    name: requiredText(LIMITS.name),
    surname: requiredText(LIMITS.name),
    /** Only read when the seller has no account yet (a signed-in seller keeps the address of their account). */
    email: z.optional(email),
    password: z.optional(newPassword),
    phone: optionalPhone,
    company: optionalText(200),
    street: optionalText(200),
    zipCode: requiredText(10),
    city: requiredText(100),
    country: z.enum(COUNTRIES, 'validation.required'),
    vatRegNo: optionalText(20),
    acceptTerms: z.literal(true, 'validation.accept_terms'),
  })
  .check(
    z.superRefine((value, ctx) => {
      const issue = (path: string, message: string, input: unknown) => ctx.addIssue({ code: 'custom', path: [path], message, input });
      const zip = zipCodeMessage(value.zipCode, value.country);
      if (zip) issue('zipCode', zip, value.zipCode);
      if (value.profileType !== 'COMMERCIAL') return;
      if (!value.company) issue('company', 'validation.required', value.company);
      if (!value.street) issue('street', 'validation.required', value.street);
      if (EU_COUNTRIES.includes(value.country)) {
        if (!value.vatRegNo) issue('vatRegNo', 'validation.required', value.vatRegNo);
        else if (!isVatIdForCountry(value.vatRegNo, value.country)) issue('vatRegNo', 'validation.vat_id', value.vatRegNo);
      }
    }),
  );
export type SellerAccountInput = z.infer<typeof sellerAccountSchema>;

/** A seller without an account must give an address and a password; a signed-in one need not. */
export function missingCredentials(input: SellerAccountInput): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!input.email) fields.email = 'validation.required';
  if (!input.password) fields.password = 'validation.required';
  return fields;
}
