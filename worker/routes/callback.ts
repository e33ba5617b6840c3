/** The storefront's callback request: validated, limited per client, and queued for the operators' contact queue. */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { callbackSchema } from '../../domain/validation/callback.ts';
import { contactRequests, products } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { validate } from '../lib/validate.ts';
import { ABUSE_LIMITS, limitClient } from '../services/abuse-limits.ts';

export const callbackRoutes = new Hono<AppEnv>();

callbackRoutes.post('/public/callback', validate('json', callbackSchema), async (c) => {
  const input = c.req.valid('json');
  await limitClient(c, ABUSE_LIMITS.callback);
  const db = c.get('db');
  // An ad number that names no ad is a typo the caller can fix; the operator would otherwise look for it in vain.
  if (input.adId !== undefined && !(await db.select({ id: products.id }).from(products).where(eq(products.id, input.adId)).get())) {
    throw new ApiError(400, 'validation_failed', { adId: 'validation.ad_reference' });
  }
  // The queue's row: a callback has no e-mail and no surname (the name field holds the whole name); the note is the question.
  await db.insert(contactRequests).values({
    kind: 'callback',
    name: input.name,
    surname: '',
    email: '',
    phone: input.phone,
    question: input.note ?? '',
    callbackWindow: input.window,
    callbackTopic: input.topic,
    productId: input.adId ?? null,
    locale: c.get('locale'),
  });
  return c.json({ received: true }, 201);
});
