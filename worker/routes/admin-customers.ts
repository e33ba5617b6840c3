/** Operator view of customers: search, detail with ads, bids and orders, deactivate and reactivate, resend verification, unlock, security events. */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

export const adminCustomersRoutes = new Hono<AppEnv>();
