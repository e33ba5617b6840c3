/** Schemas of the sign-in, sign-up and account forms, shared by the pages and the API. */
import * as z from 'zod/mini';
import { LOCALES } from '../locales.ts';
import { PROFILE_TYPES } from '../profile.ts';
import { email, LIMITS, requiredText } from './rules.ts';

/** The spec's password rule (upper, lower, digit) plus our minimum length of 8 and a ceiling for hashing cost. */
export const PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,128}$/s;

export const newPassword = z.string({ error: 'validation.required' }).check(z.regex(PASSWORD, 'validation.password'));

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'validation.required' }).check(z.minLength(1, 'validation.required'), z.maxLength(128, 'validation.max')),
  afterLoginToken: z.optional(z.string().check(z.maxLength(100, 'validation.max'))),
});

export const signupSchema = z.object({
  email,
  password: newPassword,
  name: requiredText(LIMITS.name),
  surname: requiredText(LIMITS.name),
  profileType: z.enum(PROFILE_TYPES, 'validation.required'),
  acceptTerms: z.literal(true, 'validation.accept_terms'),
  languageSetting: z.optional(z.enum(LOCALES, 'validation.invalid')),
});

/** Changing needs the current password; an account without one (cleared by the first verification) just sets it. */
export const changePasswordSchema = z.object({
  currentPassword: z.optional(z.string({ error: 'validation.required' }).check(z.maxLength(128, 'validation.max'))),
  newPassword,
});
