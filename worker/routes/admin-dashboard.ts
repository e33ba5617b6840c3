/** The console's dashboard: queue sizes and oldest items, auctions running and ending today, this month's sales, sell-through and commission, and the series for its charts. */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

export const adminDashboardRoutes = new Hono<AppEnv>();
