/** Public forms: newsletter signup and the contact form, validated, limited per client and stored in D1. */
import { Hono } from 'hono';
import { contactSchema, newsletterSchema } from '../../domain/validation/forms.ts';
import { contactRequests, newsletterSubscriptions } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../lib/validate.ts';
import { ABUSE_LIMITS, limitClient } from '../services/abuse-limits.ts';

export const formRoutes = new Hono<AppEnv>();

formRoutes.post('/public/newsletter/subscribe', validate('json', newsletterSchema), async (c) => {
  const { email } = c.req.valid('json');
  await limitClient(c, ABUSE_LIMITS.newsletter);
  // Signing up twice is not an error and does not reveal whether the address was known.
  await c.get('db').insert(newsletterSubscriptions).values({ email, locale: c.get('locale') }).onConflictDoNothing();
  return c.json({ subscribed: true });
});

formRoutes.post('/public/contact', validate('json', contactSchema), async (c) => {
  const input = c.req.valid('json');
  await limitClient(c, ABUSE_LIMITS.contact);
  await c
    .get('db')
    .insert(contactRequests)
    .values({ ...input, phone: input.phone || null, locale: c.get('locale') });
  return c.json({ received: true }, 201);
});
