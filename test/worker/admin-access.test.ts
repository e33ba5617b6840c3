/**
 * Every operator call the app mounts (read from the app's own route table, so a new one is covered the day it is
 * added) refuses anonymous callers (401), customers who are no operators (403 forbidden) and operators who have not
 * passed the second factor in this sign-in (403 second_factor_required), before anything is read or written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app.ts';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { call } from './helpers.ts';

/** A value for each path parameter that names nothing (the guards answer before any lookup). */
const PARAMETER_VALUES: Record<string, string> = { locale: 'de', slug: 'nothing-here', key: 'system_bar', document: 'invoice', section: 'x' };

function concretePath(path: string): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => PARAMETER_VALUES[name] ?? '999999');
}

const ADMIN_CALLS = [
  ...new Map(
    createApp()
      .routes.filter((route) => route.method !== 'ALL' && route.path.startsWith('/admin/api/'))
      .map((route) => [`${route.method} ${route.path}`, { method: route.method, path: concretePath(route.path) }]),
  ).values(),
];

interface ErrorBody {
  error: { code: string };
}

async function refusal(method: string, path: string, session: Session | null): Promise<[number, string]> {
  const response = await call(path, { method, headers: session ? bearer(session) : {}, json: method === 'GET' || method === 'HEAD' ? undefined : {} });
  const body = (await response.json()) as ErrorBody;
  return [response.status, body.error.code];
}

describe('operator calls', () => {
  let customer: Session;
  let operatorWithoutFactor: Session;

  beforeAll(async () => {
    customer = await login((await createCustomer()).email);
    operatorWithoutFactor = await login((await createCustomer({ isAdmin: true })).email);
  });

  it('are found in the app (the list below is not empty)', () => {
    expect(ADMIN_CALLS.length).toBeGreaterThan(20);
  });

  for (const { method, path } of ADMIN_CALLS) {
    it(`${method} ${path} refuses anonymous callers, customers and operators without the second factor`, async () => {
      expect(await refusal(method, path, null)).toEqual([401, 'unauthorized']);
      expect(await refusal(method, path, customer)).toEqual([403, 'forbidden']);
      expect(await refusal(method, path, operatorWithoutFactor)).toEqual([403, 'second_factor_required']);
    });
  }
});
