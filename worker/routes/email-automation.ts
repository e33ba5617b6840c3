/**
 * Reminder e-mail opt-outs. Reachable signed in, or from a link in a reminder with e (the e-mail, base64url), x (its
 * expiry, epoch seconds) and h (an HMAC of both under a key derived for this purpose only), so nobody can change
 * another person's settings by guessing addresses, and a forwarded or logged link stops working after 30 days.
 */
import { type Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { findCustomerByEmail, findCustomerById } from '../db/repositories/customers.ts';
import { emailAutomationSettings } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { timingSafeEqual } from '../lib/crypto.ts';
import { linkMac } from '../lib/email-automation-link.ts';
import { validate } from '../lib/validate.ts';
import { authSecret } from '../services/auth/secret.ts';
import { eq } from 'drizzle-orm';

/** The spec's three reminder types, and the optional event mails (outbid, lost, declined late offer, ad published). */
export const AUTOMATION_TYPES = ['VALUATION_REPORT_REMINDER', 'COMPLETE_AD_REMINDER', 'FAILED_AUCTION_REMINDER', 'NOTIFICATION_EMAILS'] as const;

export const emailAutomationRoutes = new Hono<AppEnv>();

const linkQuery = z.object({
  e: z.optional(z.string().check(z.maxLength(400, 'validation.max'))),
  x: z.optional(z.string().check(z.regex(/^\d{1,12}$/, 'validation.invalid'))),
  h: z.optional(z.string().check(z.maxLength(128, 'validation.max'))),
});

function decodeEmail(e: string): string | null {
  try {
    return atob(e.replace(/-/g, '+').replace(/_/g, '/')).trim().toLowerCase();
  } catch {
    return null;
  }
}

async function target(c: Context<AppEnv>, query: { e?: string | undefined; x?: string | undefined; h?: string | undefined }) {
  const db = c.get('db');
  if (query.e && query.h) {
    // Links from before expiries existed (no x) are refused like expired ones: the page explains what to do.
    if (!query.x || Number(query.x) * 1000 <= Date.now()) throw new ApiError(403, 'link_expired');
    const email = decodeEmail(query.e);
    const expected = email ? await linkMac(authSecret(c.env), email, query.x) : '';
    if (!email || !timingSafeEqual(expected, query.h)) throw new ApiError(403, 'link_invalid');
    const customer = await findCustomerByEmail(db, email);
    if (!customer) throw new ApiError(403, 'link_invalid');
    return customer;
  }
  const customer = await findCustomerById(db, c.get('auth')?.customerId ?? 0);
  if (!customer) throw new ApiError(401, 'unauthorized');
  return customer;
}

async function settingsOf(c: Context<AppEnv>, customerId: number) {
  const rows = await c.get('db').select().from(emailAutomationSettings).where(eq(emailAutomationSettings.customerId, customerId)).all();
  return AUTOMATION_TYPES.map((type) => ({ type, enabled: rows.find((row) => row.type === type)?.enabled ?? true }));
}

emailAutomationRoutes.get('/public/email-automation/all/get', validate('query', linkQuery), async (c) => {
  const customer = await target(c, c.req.valid('query'));
  return c.json({ email: customer.email, settings: await settingsOf(c, customer.id) });
});

emailAutomationRoutes.put(
  '/public/email-automation/update',
  validate('query', linkQuery),
  validate('json', z.object({ type: z.enum(AUTOMATION_TYPES, 'validation.invalid'), enabled: z.boolean('validation.required_boolean') })),
  async (c) => {
    const customer = await target(c, c.req.valid('query'));
    const { type, enabled } = c.req.valid('json');
    await c
      .get('db')
      .insert(emailAutomationSettings)
      .values({ customerId: customer.id, type, enabled })
      .onConflictDoUpdate({ target: [emailAutomationSettings.customerId, emailAutomationSettings.type], set: { enabled } });
    return c.json({ email: customer.email, settings: await settingsOf(c, customer.id) });
  },
);
