/**
 * Operators for console tests: an admin customer signed in through the API who passed the second factor in this
 * sign-in, so every /admin/api call is open to the session. Tests of other areas use `operatorSession()` only.
 */
import { createCustomer, login, type Session } from './accounts-helpers.ts';

export interface Operator extends Session {
  customerId: number;
  email: string;
}

/** A new operator, signed in with the second factor passed. */
export async function operatorSession(): Promise<Operator> {
  const { id, email } = await createCustomer({ isAdmin: true });
  const session = await login(email);
  return { ...session, customerId: id, email };
}
