/** The console's dead letters: queue messages that failed every attempt (list), and sending one back to its queue. */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { idParam } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { deadLetters, requeueDeadLetter } from '../services/operations/dead-letters.ts';

export const adminDeadLettersRoutes = new Hono<AppEnv>();

adminDeadLettersRoutes.get('/admin/api/dead-letters', async (c) => c.json(await deadLetters(c.env)));

adminDeadLettersRoutes.post('/admin/api/dead-letters/:id/requeue', validate('param', idParam), async (c) => c.json(await requeueDeadLetter(c, c.req.valid('param').id)));
