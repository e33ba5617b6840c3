/** Public forms: newsletter signup (double opt-in), its confirmation and unsubscribing, and the contact form; validated, limited per client. */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { contactSchema, newsletterSchema } from '../../domain/validation/forms.ts';
import { contactRequests } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../lib/validate.ts';
import { ABUSE_LIMITS, limitClient } from '../services/abuse-limits.ts';
import { confirmNewsletter, signUpForNewsletter } from '../services/newsletter.ts';
import { unsubscribeNewsletter } from '../services/newsletter-marketing.ts';
import { ApiError } from '../lib/api-error.ts';

export const formRoutes = new Hono<AppEnv>();

/** A link token: 43 base64url characters as randomToken makes them; anything far off is refused before any lookup. */
const newsletterConfirmBody = z.object({ token: z.string('validation.invalid').check(z.minLength(10, 'validation.invalid'), z.maxLength(200, 'validation.invalid')) });

formRoutes.post('/public/newsletter/subscribe', validate('json', newsletterSchema), async (c) => {
  // Double opt-in: stored pending, a confirmation link is mailed. Signing up twice is not an error, and the answer is
  // the same whether the address was unknown, pending or confirmed.
  await signUpForNewsletter(c, c.req.valid('json').email);
  return c.json({ subscribed: true });
});

/** The confirmation page posts the token of the mailed link (from its fragment, never a URL the server sees). */
formRoutes.post('/public/newsletter/confirm', validate('json', newsletterConfirmBody), async (c) => {
  await confirmNewsletter(c, c.req.valid('json').token);
  return c.json({ confirmed: true });
});

/** The unsubscribe link's token (worker/services/newsletter-marketing.ts): base64url address, a dot, a MAC. */
const newsletterUnsubscribeBody = z.object({ token: z.string('validation.invalid').check(z.minLength(10, 'validation.invalid'), z.maxLength(800, 'validation.invalid')) });

/** The newsletter page posts the token of an unsubscribe link; the marketing service is told through the queue. */
formRoutes.post('/public/newsletter/unsubscribe', validate('json', newsletterUnsubscribeBody), async (c) => {
  if (!(await unsubscribeNewsletter(c.env, c.req.valid('json').token))) throw new ApiError(400, 'newsletter_unsubscribe_invalid');
  return c.json({ unsubscribed: true });
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
