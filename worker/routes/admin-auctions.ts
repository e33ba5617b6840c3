/** Operator view of auctions: search, bid history and event log, pause and cancel with a reason. */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

export const adminAuctionsRoutes = new Hono<AppEnv>();
