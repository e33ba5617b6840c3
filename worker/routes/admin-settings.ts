/** Operator settings: the system bar and the other keys served publicly by GET /public/settings/{key} (an allow-list). */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

export const adminSettingsRoutes = new Hono<AppEnv>();
