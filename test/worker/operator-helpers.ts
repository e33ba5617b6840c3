/**
 * Operators for console tests: an admin customer signed in through the API who passed the second factor in this
 * sign-in (enrolled, confirmed with a code computed from the returned secret), so every /admin/api call is open to
 * the session. Tests of other areas use `operatorSession()` only.
 */
import { Secret, TOTP } from 'otpauth';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';

export interface Operator extends Session {
  customerId: number;
  email: string;
  /** The base32 TOTP secret of the operator's factor. */
  secret: string;
  /** The ten recovery codes handed out at confirmation (all unused). */
  recoveryCodes: string[];
}

/** The 6-digit code for the secret at `at` (default now), as an authenticator app shows it. */
export function totpCode(secret: string, at = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at });
}

/** An admin customer signed in, without the second factor passed (its /admin/api calls are refused). */
export async function adminWithoutSecondFactor(): Promise<Session & { customerId: number; email: string }> {
  const { id, email } = await createCustomer({ isAdmin: true });
  return { ...(await login(email)), customerId: id, email };
}

/** A new operator, signed in with the second factor passed. */
export async function operatorSession(): Promise<Operator> {
  const admin = await adminWithoutSecondFactor();
  const enrol = await call('/private/operator/second-factor/enrol', { method: 'POST', headers: bearer(admin) });
  if (enrol.status !== 200) throw new Error(`enrolment failed: ${enrol.status} ${await enrol.text()}`);
  const { secret } = await json<{ secret: string }>(enrol);
  const confirm = await call('/private/operator/second-factor/confirm', { method: 'POST', headers: bearer(admin), json: { code: totpCode(secret) } });
  if (confirm.status !== 200) throw new Error(`confirmation failed: ${confirm.status} ${await confirm.text()}`);
  const { recoveryCodes, access_token: accessToken } = await json<{ recoveryCodes: string[]; access_token: string }>(confirm);
  // The token handed out with the factor carries the operator role (the sign-in token does not).
  return { ...admin, accessToken, secret, recoveryCodes };
}
