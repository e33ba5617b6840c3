/** The after-login redirect store: where to send a user once signed in (default: their messages). */
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { ROUTE_NAMES, type RouteName } from '../../../domain/routes.ts';
import type { Database } from '../../db/client.ts';
import { afterLoginActions } from '../../db/schema.ts';

export const AFTER_LOGIN_TTL_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_AFTER_LOGIN: AfterLogin = { method: 'redirect', route: 'account-messages', params: {} };

export interface AfterLogin {
  method: 'redirect';
  route: RouteName;
  params: Record<string, string>;
}

export function isRouteName(value: string): value is RouteName {
  return (ROUTE_NAMES as string[]).includes(value);
}

export async function storeAfterLogin(
  db: Database,
  owner: { customerId?: number; visitorUuid?: string; token?: string },
  action: AfterLogin,
): Promise<void> {
  await db.insert(afterLoginActions).values({
    customerId: owner.customerId ?? null,
    visitorUuid: owner.visitorUuid ?? null,
    token: owner.token ?? null,
    method: action.method,
    route: action.route,
    params: action.params,
  });
}

/** Takes the newest pending action of this visitor, token or customer, once. */
export async function consumeAfterLogin(
  db: Database,
  owner: { customerId: number; visitorUuid: string; token?: string | undefined },
  now = Date.now(),
): Promise<AfterLogin | null> {
  const mine = [eq(afterLoginActions.visitorUuid, owner.visitorUuid), eq(afterLoginActions.customerId, owner.customerId)];
  if (owner.token) mine.push(eq(afterLoginActions.token, owner.token));
  const row = await db
    .select()
    .from(afterLoginActions)
    .where(and(or(...mine), isNull(afterLoginActions.consumedAt), gt(afterLoginActions.createdAt, new Date(now - AFTER_LOGIN_TTL_MS))))
    .orderBy(desc(afterLoginActions.id))
    .get();
  if (!row || !isRouteName(row.route)) return null;
  await db.update(afterLoginActions).set({ consumedAt: new Date(now) }).where(eq(afterLoginActions.id, row.id)).run();
  return { method: 'redirect', route: row.route, params: row.params };
}
