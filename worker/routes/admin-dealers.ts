/** Operator review of dealers: the queue with documents and VAT ID, accept or reject with a reason, block and unblock. */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

export const adminDealersRoutes = new Hono<AppEnv>();
