/** Fixtures for account tests: customers created directly in D1, sign-in through the API, mails from the outbox. */
import { env } from 'cloudflare:workers';
import { hashPassword } from '../../worker/lib/password.ts';
import { call, json, setCookies } from './helpers.ts';

export const PASSWORD = 'Secret123';
let passwordHash: Promise<string> | undefined;
let sequence = 0;

export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}-${Date.now()}-${sequence}@example.com`;
}

export async function createCustomer(options: { email?: string; isAdmin?: boolean; profileType?: string; verified?: boolean; language?: string } = {}) {
  passwordHash ??= hashPassword(PASSWORD);
  const email = options.email ?? uniqueEmail();
  const row = await env.DB.prepare(
    `INSERT INTO customers (email, password_hash, name, surname, email_verified, is_admin, profile_type, language_setting, segmentation)
     VALUES (?, ?, 'Test', 'User', ?, ?, ?, ?, 'customer') RETURNING id`,
  )
    .bind(email, await passwordHash, options.verified === false ? 0 : 1, options.isAdmin ? 1 : 0, options.profileType ?? 'PRIVATE', options.language ?? 'de')
    .first<{ id: number }>();
  return { id: row?.id ?? 0, email };
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  cookies: Record<string, string>;
  body: Record<string, unknown>;
}

export async function login(email: string, password = PASSWORD, extra: Record<string, unknown> = {}): Promise<Session> {
  // Tests act as an API client that asks for the tokens in the answer (the storefront gets cookies only).
  const response = await call('/public/customer/auth/login', { method: 'POST', headers: { 'X-Token-Transport': 'body' }, json: { email, password, ...extra } });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const body = await json(response);
  return { accessToken: String(body.access_token), refreshToken: String(body.refresh_token), cookies: setCookies(response), body };
}

/** Signs in as the storefront does: the session comes as cookies only (plain-http test server: unprefixed names). */
export async function cookieLogin(email: string, password = PASSWORD): Promise<{ cookies: Record<string, string>; body: Record<string, unknown> }> {
  const response = await call('/public/customer/auth/login', { method: 'POST', json: { email, password } });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return { cookies: setCookies(response), body: await json(response) };
}

export const bearer = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });

export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/**
 * The newest mail to an address and the token of the link in it: from the fragment (`#token=`, `#unlock=`), where the
 * sign-in, verify and unlock links carry it, else from the query (links that still use it).
 */
export async function lastMail(
  to: string,
): Promise<{ kind: string; subject: string; text: string; token: string | null; query: URLSearchParams | null; fragment: URLSearchParams | null } | null> {
  const row = await env.DB.prepare('SELECT kind, subject, text FROM mail_outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1')
    .bind(to)
    .first<{ kind: string; subject: string; text: string }>();
  if (!row) return null;
  const link = /https?:\/\/\S+/.exec(row.text)?.[0];
  const url = link ? new URL(link) : null;
  const query = url ? url.searchParams : null;
  const fragment = url ? new URLSearchParams(url.hash.slice(1)) : null;
  const token = fragment?.get('token') ?? fragment?.get('unlock') ?? query?.get('token') ?? query?.get('unlock') ?? null;
  return { ...row, token, query, fragment };
}
