/** The operators' audit log, read and filtered (never edited). */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

export const adminAuditRoutes = new Hono<AppEnv>();
