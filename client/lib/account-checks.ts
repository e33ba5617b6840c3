/**
 * The sign-in and sign-up forms' checks, with the API's zod rules: loaded on first use (focus or submit) by
 * loadAccountChecks(), so those pages' first load goes without zod.
 */
import { loginSchema, signupSchema } from '../../domain/validation/accounts.ts';
import { type FormValidation, validateForm } from './form-validation.ts';

export { emailHints } from './form-validation.ts';

export const checkLogin = (values: unknown): FormValidation => validateForm(loginSchema, values);
export const checkEmail = (email: string): FormValidation => validateForm(loginSchema.shape.email, email);
export const checkSignup = (values: unknown): FormValidation => validateForm(signupSchema, values);
