/** The operator's second factor (TOTP): enrolment, confirmation with recovery codes shown once, and the code check that opens /admin/api for this sign-in. */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

export const operatorSecondFactorRoutes = new Hono<AppEnv>();
