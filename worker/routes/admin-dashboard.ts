/** The console's dashboard: queue sizes and oldest items, auctions running and ending today, this month's sales, sell-through and commission, and the series for its charts. */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { buildDashboard } from '../services/operations/dashboard.ts';

export const adminDashboardRoutes = new Hono<AppEnv>();

adminDashboardRoutes.get('/admin/api/dashboard', async (c) => c.json(await buildDashboard(c.get('db'))));
