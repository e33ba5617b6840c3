/** Operator view of orders: search, overdue payments, mark paid, invoices. */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

export const adminOrdersRoutes = new Hono<AppEnv>();
