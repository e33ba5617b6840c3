/** Questions to the seller: an ad's questions and answers, a dealer asking, the seller answering (services/messages/questions.ts). */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../env.ts';
import { idParam, positiveId } from '../lib/params.ts';
import { signedInCustomerId } from '../lib/signed-in.ts';
import { validate } from '../lib/validate.ts';
import { type AbuseLimit, hitLimit, refuse } from '../services/abuse-limits.ts';
import { answerQuestion, askQuestion, questionsOf } from '../services/messages/questions.ts';

export const questionRoutes = new Hono<AppEnv>();

const HOUR = 3_600_000;

/**
 * Questions per dealer: one open question per ad already bounds each thread; this bounds how many sellers one
 * account can message. A dealer comparing vehicles asks about a handful of ads an hour.
 */
export const QUESTION_LIMIT: AbuseLimit = {
  scope: 'question',
  windows: [
    { limit: 20, windowMs: HOUR },
    { limit: 60, windowMs: 24 * HOUR },
  ],
};

// The texts' lengths are the domain rule's (400 with its own code); the body limit bounds what is read at all.
const askBody = z.object({ question: z.string() });
const answerBody = z.object({ answer: z.string() });

questionRoutes.get('/public/product/:id/questions', validate('param', idParam), async (c) => {
  const answer = await questionsOf(c.get('db'), c.req.valid('param').id, c.get('viewer'), c.get('operator'));
  // Who asks decides what is in it (own pending questions, the seller's view).
  c.header('Cache-Control', 'private, no-cache');
  return c.json(answer);
});

questionRoutes.post('/private/product/:id/questions', validate('param', idParam), validate('json', askBody), async (c) => {
  const customerId = signedInCustomerId(c);
  const input = { productId: c.req.valid('param').id, customerId, viewer: c.get('viewer'), operator: c.get('operator'), question: c.req.valid('json').question };
  const answer = await askQuestion(c.env, c.get('db'), input, async () => refuse(c, await hitLimit(c, QUESTION_LIMIT, `customer:${customerId}`)));
  return c.json(answer, 201);
});

questionRoutes.put(
  '/private/questions/:questionId/answer',
  validate('param', z.object({ questionId: positiveId })),
  validate('json', answerBody),
  async (c) => c.json(await answerQuestion(c.env, c.get('db'), c.req.valid('param').questionId, signedInCustomerId(c), c.req.valid('json').answer)),
);
