/** Operator queues of orders' cancellation requests (approve with a reversal invoice, or reject) and of contact and callback requests (mark answered). */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

export const adminQueuesRoutes = new Hono<AppEnv>();
