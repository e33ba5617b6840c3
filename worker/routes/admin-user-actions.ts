/** The console's view of the user-action log: counts per action over the last 7 days and the newest entries. */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { USER_ACTIONS } from '../../domain/user-actions.ts';
import { userActionLogs } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../lib/validate.ts';

export const adminUserActionRoutes = new Hono<AppEnv>();

const PAGE_SIZE = 50;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const listQuery = z.object({
  action: z.optional(z.enum(USER_ACTIONS, 'validation.invalid')),
  /** The id below which to continue (keyset paging, newest first). */
  before: z.optional(z.coerce.number().check(z.int('validation.invalid'), z.positive('validation.invalid'), z.lte(2 ** 53 - 1, 'validation.invalid'))),
});

adminUserActionRoutes.get('/admin/api/user-actions', validate('query', listQuery), async (c) => {
  const { action, before } = c.req.valid('query');
  const db = c.get('db');
  const conditions: SQL[] = [];
  if (action) conditions.push(eq(userActionLogs.action, action));
  if (before) conditions.push(lt(userActionLogs.id, before));
  const since = new Date(Date.now() - WEEK_MS);
  const [counts, rows] = await Promise.all([
    db
      .select({ action: userActionLogs.action, count: count() })
      .from(userActionLogs)
      .where(gte(userActionLogs.createdAt, since))
      .groupBy(userActionLogs.action)
      .orderBy(desc(count())),
    db
      .select()
      .from(userActionLogs)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(userActionLogs.id))
      .limit(PAGE_SIZE + 1),
  ]);
  const items = rows.slice(0, PAGE_SIZE).map((row) => ({
    id: row.id,
    action: row.action,
    context: row.context,
    customerId: row.customerId,
    // The visitor id opens an anonymous seller's drafts: the console learns only that there was one.
    visitor: row.uuid !== null,
    productEntityId: row.productEntityId,
    at: row.createdAt.getTime(),
  }));
  return c.json({ counts, items, next: rows.length > PAGE_SIZE ? (items.at(-1)?.id ?? null) : null });
});
