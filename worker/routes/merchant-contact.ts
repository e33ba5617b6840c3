/**
 * `PUT /private/merchant/contact-visibility` `{ showContact }`: the signed-in dealer decides whether the sellers of the
 * vehicles they bought see their contact person and phone (the company name is always shown). Their own row only.
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { findMerchantOfCustomer } from '../db/repositories/customers.ts';
import { setMerchantShowContact } from '../db/repositories/merchant-contact.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { signedInCustomerId } from '../lib/signed-in.ts';
import { validate } from '../lib/validate.ts';

export const merchantContactRoutes = new Hono<AppEnv>();

const contactVisibility = z.strictObject({ showContact: z.boolean('validation.required_boolean') });

merchantContactRoutes.put('/private/merchant/contact-visibility', validate('json', contactVisibility), async (c) => {
  const db = c.get('db');
  const merchant = await findMerchantOfCustomer(db, signedInCustomerId(c));
  if (!merchant) throw new ApiError(403, 'not_a_merchant');
  const { showContact } = c.req.valid('json');
  await setMerchantShowContact(db, merchant.id, showContact);
  return c.json({ showContact });
});
