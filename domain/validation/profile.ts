/** Schemas of the profile and merchant registration forms, shared by the pages and the API. */
import * as z from 'zod/mini';
import { LOCALES } from '../locales.ts';
import { COUNTRIES, zipCodeMessage } from './addresses.ts';
import { isVatIdForCountry } from './predicates.ts';
import { LIMITS, optionalPhone, requiredText } from './rules.ts';

export { COUNTRIES, zipCodeMessage } from './addresses.ts';

const country = z.enum(COUNTRIES, 'validation.required');
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, 'validation.max')));

const withZipRule = <T extends { zipCode: string; country: string }>(value: T, ctx: z.core.$RefinementCtx<T>) => {
  const message = zipCodeMessage(value.zipCode, value.country);
  if (message) ctx.addIssue({ code: 'custom', path: ['zipCode'], message, input: value.zipCode });
};

export const profileSchema = z
  .object({
    name: requiredText(LIMITS.name),
    surname: requiredText(LIMITS.name),
    phone: optionalPhone,
    street: optionalText(200),
    zipCode: requiredText(10),
    city: requiredText(100),
    country,
    company: optionalText(200),
    vatRegNo: optionalText(20),
  })
  .check(z.superRefine(withZipRule));

export const languageSchema = z.object({ languageSetting: z.enum(LOCALES, 'validation.invalid') });

export const merchantRegistrationSchema = z
  .object({
    company: requiredText(200),
    street: requiredText(200),
    zipCode: requiredText(10),
    city: requiredText(100),
    country,
    vatRegNo: requiredText(20),
    managingDirector: requiredText(LIMITS.name),
    contactName: requiredText(LIMITS.name),
    contactSurname: requiredText(LIMITS.name),
    contactPhone: optionalPhone,
    notificationLocale: z.optional(z.enum(LOCALES, 'validation.invalid')),
  })
  .check(
    z.superRefine(withZipRule),
    z.superRefine((value, ctx) => {
      if (!isVatIdForCountry(value.vatRegNo, value.country)) {
        ctx.addIssue({ code: 'custom', path: ['vatRegNo'], message: 'validation.vat_id', input: value.vatRegNo });
      }
    }),
  );
