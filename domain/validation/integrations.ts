/** The dealer's fleet-system credentials form (Syscara), shared by the integrations page and the API. */
import * as z from 'zod/mini';

export const fleetCredentialsSchema = z.object({
  username: z.string({ error: 'validation.required' }).check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(200, 'validation.max')),
  password: z.string({ error: 'validation.required' }).check(z.minLength(1, 'validation.required'), z.maxLength(200, 'validation.max')),
});
export type FleetCredentialsInput = z.infer<typeof fleetCredentialsSchema>;
