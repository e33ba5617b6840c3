/** The signed-in customer of a request behind requireCustomer; a missing session is a 401, never a crash. */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { ApiError } from './api-error.ts';

export function signedInCustomerId(c: Context<AppEnv>): number {
  const id = c.get('auth')?.customerId;
  if (!id) throw new ApiError(401, 'unauthorized');
  return id;
}
