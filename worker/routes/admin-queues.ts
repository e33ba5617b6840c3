/** Operator queues of orders' cancellation requests (approve with a reversal invoice, or reject) and of contact and callback requests (mark answered). */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../env.ts';
import { idParam, pageNumber } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { auditActor } from '../services/operations/audit.ts';
import { cancellationQueue, contactQueue, markContactAnswered } from '../services/operations/review-queues.ts';

export const adminQueuesRoutes = new Hono<AppEnv>();

// The decision itself stays POST /admin/api/orders/:orderId/cancellation (worker/routes/orders.ts).
adminQueuesRoutes.get('/admin/api/reviews/cancellations', async (c) => c.json(await cancellationQueue(c.get('db'))));

const contactQuery = z.object({
  state: z._default(z.enum(['open', 'answered'], 'validation.invalid'), 'open'),
  page: z._default(pageNumber, 1),
});

adminQueuesRoutes.get('/admin/api/reviews/contacts', validate('query', contactQuery), async (c) => {
  const { state, page } = c.req.valid('query');
  return c.json(await contactQueue(c.get('db'), state, page));
});

adminQueuesRoutes.post('/admin/api/reviews/contacts/:id/answered', validate('param', idParam), async (c) => {
  return c.json(await markContactAnswered(c.get('db'), auditActor(c), c.req.valid('param').id, Date.now()));
});
