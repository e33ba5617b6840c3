import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contactSchema, newsletterSchema } from './forms.ts';
import { isVatIdForCountry } from './predicates.ts';
import { email, fieldErrors, optionalPhone } from './rules.ts';
import {
  businessEmailSchema,
  dutchLicensePlateSchema,
  optionalPhoneSchema,
  passwordSchema,
  phoneSchema,
  requiredBooleanSchema,
  requiredSchema,
  targetPriceSchema,
  telephoneSchema,
  vatIdSchema,
  zipCodeSchema,
} from './schemas.ts';

/** The message key of the first issue, or null when the value passes. */
function firstMessage(schema: z.core.$ZodType, value: unknown): string | null {
  const result = z.safeParse(schema, value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no issue');
}

function parsed(schema: z.core.$ZodType, value: unknown): unknown {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new Error(`expected ${JSON.stringify(value)} to pass: ${result.error.issues[0]?.message}`);
  return result.data;
}

describe('requiredSchema', () => {
  it.each([['x'], [['a']], [true], [0]])('accepts %j', (value) => {
    expect(firstMessage(requiredSchema, value)).toBeNull();
  });
  it.each([[''], ['   '], [null], [undefined], [[]], [false]])('answers validation.required for %j', (value) => {
    expect(firstMessage(requiredSchema, value)).toBe('validation.required');
  });
  it('reports a missing field under its name', () => {
    const result = z.safeParse(z.object({ terms: requiredSchema }), {});
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ terms: 'validation.required' });
  });
});

describe('requiredBooleanSchema', () => {
  it('accepts both answers', () => {
    expect(parsed(requiredBooleanSchema, true)).toBe(true);
    expect(parsed(requiredBooleanSchema, false)).toBe(false);
  });
  it.each([['true'], [1], [null], [undefined]])('answers validation.required_boolean for %j', (value) => {
    expect(firstMessage(requiredBooleanSchema, value)).toBe('validation.required_boolean');
  });
});

describe('passwordSchema', () => {
  it('accepts a strong password unchanged, spaces included', () => {
    expect(parsed(passwordSchema, 'Passw0rd')).toBe('Passw0rd');
    expect(parsed(passwordSchema, ' Passw0rd ')).toBe(' Passw0rd ');
  });
  it.each([
    ['', 'validation.required'],
    [undefined, 'validation.required'],
    [12345678, 'validation.required'],
    ['password1', 'validation.password'],
    ['Pass0rd', 'validation.password'],
    ['<script>alert(1)</script>', 'validation.password'],
    [`Aa1${'x'.repeat(126)}`, 'validation.max'],
  ])('answers %j with %s', (value, message) => {
    expect(firstMessage(passwordSchema, value)).toBe(message);
  });
});

describe('phoneSchema', () => {
  it('accepts and trims a phone number', () => {
    expect(parsed(phoneSchema, '  +49 170 1234567 ')).toBe('+49 170 1234567');
    expect(parsed(phoneSchema, '0170-1234567')).toBe('0170-1234567');
  });
  it.each([
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    [undefined, 'validation.required'],
    ['abc', 'validation.telephone_personal_data'],
    ['49 170 1234567', 'validation.telephone_personal_data'],
    ["+49 170'; DROP TABLE x", 'validation.telephone_personal_data'],
    [`+49 ${'1'.repeat(40)}`, 'validation.max'],
  ])('answers %j with %s', (value, message) => {
    expect(firstMessage(phoneSchema, value)).toBe(message);
  });
});

describe('optionalPhoneSchema', () => {
  it('is the contact form rule', () => {
    expect(optionalPhoneSchema).toBe(optionalPhone);
  });
  it.each([[undefined], [''], ['   '], ['0170 1234567']])('accepts %j', (value) => {
    expect(firstMessage(optionalPhoneSchema, value)).toBeNull();
  });
  it.each([['abc'], ['+0170'], ['<script>']])('answers validation.telephone_personal_data for %j', (value) => {
    expect(firstMessage(optionalPhoneSchema, value)).toBe('validation.telephone_personal_data');
  });
});

describe('telephoneSchema', () => {
  it('accepts an international number', () => {
    expect(parsed(telephoneSchema, ' +49 170 1234567 ')).toBe('+49 170 1234567');
  });
  it.each([
    ['', 'validation.required'],
    ['0170 1234567', 'validation.telephone'],
    ['+49-170-1234567', 'validation.telephone'],
    ['+1234', 'validation.telephone'],
  ])('answers %j with %s', (value, message) => {
    expect(firstMessage(telephoneSchema, value)).toBe(message);
  });
});

describe('zipCodeSchema', () => {
  it('uses the German rule for DE', () => {
    expect(parsed(zipCodeSchema('DE'), ' 10115 ')).toBe('10115');
    expect(firstMessage(zipCodeSchema('DE'), '3511 AB')).toBe('validation.zip_code_de');
    expect(firstMessage(zipCodeSchema('de'), '1234')).toBe('validation.zip_code_de');
  });
  it('uses the Dutch rule for NL', () => {
    expect(parsed(zipCodeSchema('NL'), '3511 AB')).toBe('3511 AB');
    expect(firstMessage(zipCodeSchema('NL'), '10115')).toBe('validation.zip_code_nl');
    expect(firstMessage(zipCodeSchema('nl'), '0123 AB')).toBe('validation.zip_code_nl');
  });
  it('uses the general rule for other or no country', () => {
    expect(parsed(zipCodeSchema('BE'), '1000')).toBe('1000');
    expect(parsed(zipCodeSchema(), '3511AB')).toBe('3511AB');
    expect(firstMessage(zipCodeSchema('BE'), 'ABCDE')).toBe('validation.zip_code');
    expect(firstMessage(zipCodeSchema(), '123')).toBe('validation.zip_code');
    expect(firstMessage(zipCodeSchema(), "1234' OR '1'='1")).toBe('validation.max');
  });
  it('answers validation.required for an empty postcode and validation.max for a long one', () => {
    expect(firstMessage(zipCodeSchema('DE'), '  ')).toBe('validation.required');
    expect(firstMessage(zipCodeSchema('NL'), undefined)).toBe('validation.required');
    expect(firstMessage(zipCodeSchema(), '1'.repeat(11))).toBe('validation.max');
  });
});

describe('vatIdSchema', () => {
  it('accepts any EU format and keeps the trimmed input', () => {
    expect(parsed(vatIdSchema, ' DE 123 456 789 ')).toBe('DE 123 456 789');
    expect(parsed(vatIdSchema, 'NL123456789B01')).toBe('NL123456789B01');
  });
  it.each([
    ['', 'validation.required'],
    ['XX123456789', 'validation.vat_id'],
    ['DE12345678', 'validation.vat_id'],
    ['<script>', 'validation.vat_id'],
    [`DE${'1'.repeat(40)}`, 'validation.max'],
  ])('answers %j with %s', (value, message) => {
    expect(firstMessage(vatIdSchema, value)).toBe(message);
  });
  it('leaves the country check to a refine in the caller', () => {
    const merchant = z
      .object({ vatId: vatIdSchema, country: z.string() })
      .check(
        z.refine((value) => isVatIdForCountry(value.vatId, value.country), { message: 'validation.vat_id', path: ['vatId'] }),
      );
    expect(firstMessage(merchant, { vatId: 'DE123456789', country: 'DE' })).toBeNull();
    const wrong = z.safeParse(merchant, { vatId: 'DE123456789', country: 'AT' });
    expect(wrong.success ? {} : fieldErrors(wrong.error)).toEqual({ vatId: 'validation.vat_id' });
  });
});

describe('dutchLicensePlateSchema', () => {
  it('accepts a plate', () => {
    expect(parsed(dutchLicensePlateSchema, ' AB-123-C ')).toBe('AB-123-C');
  });
  it.each([
    ['', 'validation.required'],
    ['ab-123-c', 'validation.dutch_license_plate'],
    ['ABCDEF', 'validation.dutch_license_plate'],
    ["AB'; --1", 'validation.dutch_license_plate'],
    ['A'.repeat(21), 'validation.max'],
  ])('answers %j with %s', (value, message) => {
    expect(firstMessage(dutchLicensePlateSchema, value)).toBe(message);
  });
});

describe('businessEmailSchema', () => {
  it('accepts and lower-cases a company address', () => {
    expect(parsed(businessEmailSchema, ' Info@CamperMarkt24.DE ')).toBe('info@campermarkt24.de');
  });
  it.each([
    ['anna@gmail.com', 'validation.free_email_provider'],
    ['ANNA@GMX.DE', 'validation.free_email_provider'],
    ['x@ziggo.nl', 'validation.free_email_provider'],
    ['nope', 'validation.email'],
    ['', 'validation.required'],
  ])('answers %j with %s', (value, message) => {
    expect(firstMessage(businessEmailSchema, value)).toBe(message);
  });
});

describe('targetPriceSchema', () => {
  it('accepts the minimum and more', () => {
    expect(parsed(targetPriceSchema(1000), 1000)).toBe(1000);
    expect(parsed(targetPriceSchema(1000), 25_000.5)).toBe(25_000.5);
  });
  it.each([
    [999, 'validation.min_target_price'],
    [-1, 'validation.min_target_price'],
    ['1500', 'validation.required'],
    [Number.NaN, 'validation.required'],
    [undefined, 'validation.required'],
  ])('answers %j with %s', (value, message) => {
    expect(firstMessage(targetPriceSchema(1000), value)).toBe(message);
  });
});

describe('existing rules on the shared predicates', () => {
  it('email rejects markup and SQL and lower-cases a good address', () => {
    expect(firstMessage(email, '<script>alert(1)</script>@evil.com')).toBe('validation.email');
    expect(firstMessage(email, "x'; DROP TABLE customers;--@a.de")).toBe('validation.email');
    expect(firstMessage(email, 'anna@example.c')).toBe('validation.email');
    expect(parsed(email, ' Anna@Example.COM ')).toBe('anna@example.com');
    expect(parsed(email, 'müller@beispiel.de')).toBe('müller@beispiel.de');
  });
  it('newsletter and contact forms still validate', () => {
    expect(firstMessage(newsletterSchema, { email: 'a@b.de' })).toBeNull();
    const contact = z.safeParse(contactSchema, { name: 'A', surname: '', email: 'x', phone: 'abc', question: 'Hi' });
    expect(contact.success ? {} : fieldErrors(contact.error)).toEqual({
      surname: 'validation.required',
      email: 'validation.email',
      phone: 'validation.telephone_personal_data',
    });
  });
});

describe('message keys', () => {
  const KEYS = [
    'required',
    'required_boolean',
    'email',
    'max',
    'telephone_personal_data',
    'telephone',
    'zip_code',
    'zip_code_de',
    'zip_code_nl',
    'password',
    'free_email_provider',
    'dutch_license_plate',
    'vat_id',
    'email_typo',
    'min_target_price',
  ];
  it.each([['en'], ['de']])('are all translated in %s', (locale) => {
    const messages = JSON.parse(readFileSync(new URL(`../../client/i18n/${locale}.json`, import.meta.url), 'utf8')) as {
      validation: Record<string, unknown>;
    };
    const missing = KEYS.filter((key) => typeof messages.validation[key] !== 'string' || messages.validation[key] === '');
    expect(missing).toEqual([]);
    expect(messages.validation.min_target_price).toContain('{{min}}');
  });
});
