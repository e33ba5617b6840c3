/** Shared bits of the landing page, blog and content image tests: callers, audit rows, unique URLs. */
import { env } from 'cloudflare:workers';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import type { Operator } from './operator-helpers.ts';

export interface AuditRow {
  actor_customer_id: number;
  action: string;
  subject_type: string;
  subject_id: string;
  before: string | null;
  after: string | null;
}

let counter = 0;
/** A URL no other test uses. */
export const uniqueUrl = (prefix = 'seite') => `/${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

export async function customerHeaders(): Promise<Record<string, string>> {
  const customer = await createCustomer();
  return bearer(await login(customer.email));
}

export const send = (method: string, path: string, who: Operator | Record<string, string> | null, body?: unknown) =>
  call(path, { method, headers: who === null ? {} : 'accessToken' in who ? bearer(who as Operator) : (who as Record<string, string>), json: body });

export const errorCode = async (response: Response) => (await json<{ error: { code: string } }>(response)).error.code;

export async function auditRows(action: string, subjectId?: string): Promise<AuditRow[]> {
  const query = subjectId === undefined ? 'SELECT * FROM audit_log WHERE action = ?' : 'SELECT * FROM audit_log WHERE action = ? AND subject_id = ?';
  const statement = env.DB.prepare(`${query} ORDER BY id`);
  const { results } = await (subjectId === undefined ? statement.bind(action) : statement.bind(action, subjectId)).all<AuditRow>();
  return results;
}

export const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;
