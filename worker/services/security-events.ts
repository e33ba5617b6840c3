/**
 * The security event log: one append-only row in `security_events` (D1 triggers refuse UPDATE and DELETE) and one
 * structured JSON console line per event. Only ids, enums and counts go in: never e-mail addresses, names, IPs or
 * tokens (the client is a keyed hash of its rate-limit key).
 */
import type { Context } from 'hono';
import type { Database } from '../db/client.ts';
import { type SECURITY_EVENT_OUTCOMES, securityEvents } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { clientKey } from '../lib/client-key.ts';
import { derivedMac, KEY_LABELS } from '../lib/derived-keys.ts';
import { authSecret } from './auth/secret.ts';

export const SECURITY_EVENT_TYPES = [
  'sign_in_failed',
  'sign_in_rate_limited',
  'sign_in_throttled',
  'sign_in_delays_cleared',
  'refresh_token_reused',
  'password_changed',
  'password_recheck_throttled',
  'email_verified',
  'merchant_registered',
  'merchant_reviewed',
  'merchant_blocked',
  'merchant_unblocked',
  'order_cancellation_decided',
  'order_marked_paid',
  'ad_published',
  'cross_site_refused',
  'operator_second_factor_failed',
] as const;

export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];
export type SecurityEventOutcome = (typeof SECURITY_EVENT_OUTCOMES)[number];
/** Ids, enums, counts and flags only: the details are logged as they are. */
export type SecurityEventDetails = Record<string, string | number | boolean | null>;

export interface SecurityEvent {
  type: SecurityEventType;
  outcome: SecurityEventOutcome;
  requestId?: string | null;
  actorCustomerId?: number | null;
  subjectCustomerId?: number | null;
  clientKeyHash?: string | null;
  details?: SecurityEventDetails;
}

/** Appends the event to D1 and writes its log line. */
export async function recordSecurityEvent(db: Database, event: SecurityEvent, now = Date.now()): Promise<void> {
  const row = {
    at: new Date(now),
    requestId: event.requestId ?? null,
    type: event.type,
    actorCustomerId: event.actorCustomerId ?? null,
    subjectCustomerId: event.subjectCustomerId ?? null,
    outcome: event.outcome,
    clientKeyHash: event.clientKeyHash ?? null,
    details: event.details ?? {},
  };
  await db.insert(securityEvents).values(row);
  console.log(
    JSON.stringify({
      log: 'security_event',
      at: new Date(now).toISOString(),
      requestId: row.requestId,
      type: row.type,
      outcome: row.outcome,
      actor: row.actorCustomerId,
      subject: row.subjectCustomerId,
      client: row.clientKeyHash,
      details: row.details,
    }),
  );
}

/** A keyed hash of the calling client (IP or visitor), stable per client and secret, not reversible to the address. */
export async function clientKeyHash(c: Context<AppEnv>): Promise<string> {
  return (await derivedMac(authSecret(c.env), KEY_LABELS.securityEventClient, clientKey(c))).slice(0, 22);
}

/** Records an event of this request: request id, client hash and (unless given) the signed-in caller as actor. */
export async function recordRequestEvent(c: Context<AppEnv>, event: Omit<SecurityEvent, 'requestId' | 'clientKeyHash'>): Promise<void> {
  await recordSecurityEvent(c.get('db'), {
    ...event,
    requestId: c.get('requestId') ?? null,
    clientKeyHash: await clientKeyHash(c),
    actorCustomerId: event.actorCustomerId === undefined ? (c.get('auth')?.customerId ?? null) : event.actorCustomerId,
  });
}
