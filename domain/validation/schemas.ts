/** zod/mini field schemas for the spec's rules, built on the predicates; messages are validation.* i18n keys. */
import * as z from 'zod/mini';
import {
  isDutchLicensePlate,
  isFreeEmailProvider,
  isRequired,
  isStrongPassword,
  isTelephone,
  isTelephonePersonalData,
  isZipCode,
  isZipCodeDe,
  isZipCodeNl,
  minTargetPrice,
  PASSWORD_MAX,
  vatIdCountry,
} from './predicates.ts';
import { email, LIMITS, optionalPhone } from './rules.ts';

/** Upper bounds on raw input (before normalising spaces away); beyond them the answer is validation.max. */
const ZIP_MAX = 10;
const VAT_ID_MAX = 30;
const PLATE_MAX = 20;

/** Any value the spec's "required" accepts: not blank, null, undefined, an empty list or false. */
export const requiredSchema = z.unknown().check(z.refine(isRequired, 'validation.required'));

/** A yes/no question must be answered with a boolean, and false is a valid answer. */
export const requiredBooleanSchema = z.boolean({ error: 'validation.required_boolean' });

/** Not trimmed: spaces are legitimate password characters. */
export const passwordSchema = z
  .string({ error: 'validation.required' })
  .check(
    z.minLength(1, 'validation.required'),
    z.maxLength(PASSWORD_MAX, 'validation.max'),
    z.refine(isStrongPassword, 'validation.password'),
  );

/** A required phone in the spec's telephone_personal_data form (+, 0 or 00 prefix). */
export const phoneSchema = z
  .string({ error: 'validation.required' })
  .check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(LIMITS.phone, 'validation.max'),
    z.refine(isTelephonePersonalData, 'validation.telephone_personal_data'),
  );

/** The same rule where the phone may be left out or empty; one schema with the contact form's. */
export const optionalPhoneSchema = optionalPhone;

/** The spec's stricter telephone rule: international form, + and digits only. */
export const telephoneSchema = z
  .string({ error: 'validation.required' })
  .check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(LIMITS.phone, 'validation.max'),
    z.refine(isTelephone, 'validation.telephone'),
  );

/** The postcode rule of a country: DE exactly 5 digits, NL 4 digits + 2 letters, else the general rule. */
export function zipCodeSchema(country?: string) {
  const code = country?.trim().toUpperCase();
  const [rule, message] =
    code === 'DE'
      ? [isZipCodeDe, 'validation.zip_code_de']
      : code === 'NL'
        ? [isZipCodeNl, 'validation.zip_code_nl']
        : [isZipCode, 'validation.zip_code'];
  return z
    .string({ error: 'validation.required' })
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(ZIP_MAX, 'validation.max'), z.refine(rule, message));
}

/** A VAT ID in the format of the country its prefix names; whether that is the right country the caller checks. */
export const vatIdSchema = z
  .string({ error: 'validation.required' })
  .check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(VAT_ID_MAX, 'validation.max'),
    z.refine((value) => vatIdCountry(value) !== null, 'validation.vat_id'),
  );

/** Not upper-cased for the user: the rule's message asks for capitals, so lower case is reported, not fixed. */
export const dutchLicensePlateSchema = z
  .string({ error: 'validation.required' })
  .check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(PLATE_MAX, 'validation.max'),
    z.refine(isDutchLicensePlate, 'validation.dutch_license_plate'),
  );

/** A company e-mail: the e-mail rule, and no free mail provider. */
export const businessEmailSchema = email.check(
  z.refine((value) => !isFreeEmailProvider(value), 'validation.free_email_provider'),
);

/** A seller's target price: a finite number of at least min (the message takes {{min}} from the caller). */
export const targetPriceSchema = (min: number) =>
  z
    .number({ error: 'validation.required' })
    .check(z.refine((value) => minTargetPrice(value, min), 'validation.min_target_price'));
