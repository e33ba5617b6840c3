/** Operator review of ads: the queue of submitted ads with everything the seller entered, approve (publish and schedule) or send back with a reason; edits to published ads (versioned copies) as a diff, applied or rejected. */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

export const adminAdReviewsRoutes = new Hono<AppEnv>();
