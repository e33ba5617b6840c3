/**
 * The operator's second factor: enrolment, confirmation with recovery codes, the per-sign-in check (codes never
 * accepted twice, recovery codes once), the failure limit with its security events, and the /admin/api gate.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { freshIp } from './abuse-helpers.ts';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { adminWithoutSecondFactor, operatorSession, totpCode } from './operator-helpers.ts';

const BASE = '/private/operator/second-factor';
const post = (path: string, session: Session, body?: unknown) =>
  call(`${BASE}${path}`, { method: 'POST', headers: bearer(session), ...(body === undefined ? {} : { json: body }) });
const status = async (session: Session) => json(await call(BASE, { headers: bearer(session) }));
const errorCode = async (response: Response) => (await json<{ error: { code: string } }>(response)).error.code;
/** Any /admin/api path: the guard answers before routing, so an unknown path shows whether the gate is open (404). */
const adminProbe = (session: Session) => call('/admin/api/second-factor-probe', { headers: bearer(session) });

interface FactorRow {
  sealed_secret: string;
  confirmed_at: number | null;
  recovery_hashes: string;
  last_step: number;
}
const factorOf = (customerId: number) => env.DB.prepare('SELECT * FROM operator_factors WHERE customer_id = ?').bind(customerId).first<FactorRow>();
const auditOf = async (customerId: number) =>
  (
    await env.DB.prepare("SELECT action, subject_type, subject_id, before, after FROM audit_log WHERE actor_customer_id = ? AND subject_type = 'operator' ORDER BY id")
      .bind(customerId)
      .all<{ action: string; subject_type: string; subject_id: string; before: string | null; after: string | null }>()
  ).results;
const failuresOf = async (customerId: number) =>
  (
    await env.DB.prepare("SELECT outcome, details FROM security_events WHERE type = 'operator_second_factor_failed' AND subject_customer_id = ? ORDER BY id")
      .bind(customerId)
      .all<{ outcome: string; details: string }>()
  ).results;

/** The time step of the last accepted code: codes are derived from it, so no test depends on where in a step it runs. */
const stepOf = async (customerId: number) => (await factorOf(customerId))?.last_step ?? 0;

/** A bearer client that passed the factor gets an access token carrying the operator role in the answer. */
const FRESH_TOKEN = { access_token: expect.any(String), token_type: 'Bearer', expires_in: 900, access_expires_at: expect.any(Number) };

/** Another sign-in of the same operator: a new refresh-token family that has not passed the factor. */
const signInAgain = (email: string) => login(email);

describe('operator second factor', () => {
  it('refuses anonymous callers (401) and customers who are no operators (403)', async () => {
    const customer = await login((await createCustomer()).email);
    for (const [method, path, body] of [['GET', ''], ['POST', '/enrol'], ['POST', '/confirm', { code: '123456' }], ['POST', '/verify', { code: '123456' }]] as const) {
      const init = { method, ...(body ? { json: body } : {}) };
      expect((await call(`${BASE}${path}`, init)).status, `${method} ${path}`).toBe(401);
      const refused = await call(`${BASE}${path}`, { ...init, headers: bearer(customer) });
      expect([refused.status, await errorCode(refused)], `${method} ${path}`).toEqual([403, 'forbidden']);
    }
  });

  it('keeps /admin/api closed to an admin until the factor is passed in this sign-in', async () => {
    const admin = await adminWithoutSecondFactor();
    expect(await status(admin)).toEqual({ enrolled: false, verified: false });
    const refused = await adminProbe(admin);
    expect([refused.status, await errorCode(refused)]).toEqual([403, 'second_factor_required']);
    const notEnrolled = await post('/verify', admin, { code: '123456' });
    expect([notEnrolled.status, await errorCode(notEnrolled)]).toEqual([409, 'second_factor_not_enrolled']);
    const notStarted = await post('/confirm', admin, { code: '123456' });
    expect([notStarted.status, await errorCode(notStarted)]).toEqual([409, 'second_factor_not_enrolled']);
  });

  it('enrols with a sealed secret, confirms with a code, hands out ten hashed recovery codes and opens the console', async () => {
    const admin = await adminWithoutSecondFactor();
    const first = await json<{ secret: string }>(await post('/enrol', admin));
    // A second enrolment before confirmation replaces the secret: codes of the first no longer confirm.
    const enrol = await post('/enrol', admin);
    expect(enrol.status).toBe(200);
    const { secret, otpauthUri, qrSvg } = await json<{ secret: string; otpauthUri: string; qrSvg: string }>(enrol);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secret).not.toBe(first.secret);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/CamperMarkt24:.+\?/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const stored = await factorOf(admin.customerId);
    expect(stored?.confirmed_at).toBeNull();
    expect(stored?.sealed_secret).toMatch(/^v1\./);
    expect(stored?.sealed_secret).not.toContain(secret);

    const stale = await post('/confirm', admin, { code: totpCode(first.secret) });
    expect([stale.status, await errorCode(stale)]).toEqual([400, 'second_factor_invalid']);
    expect((await factorOf(admin.customerId))?.confirmed_at).toBeNull();
    expect(await auditOf(admin.customerId)).toEqual([]);

    const confirm = await post('/confirm', admin, { code: ` ${totpCode(secret)} ` });
    expect(confirm.status).toBe(200);
    const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(confirm);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const confirmed = await factorOf(admin.customerId);
    expect(confirmed?.confirmed_at).toEqual(expect.any(Number));
    const hashes = JSON.parse(confirmed?.recovery_hashes ?? '[]') as string[];
    expect(hashes).toHaveLength(10);
    for (const code of recoveryCodes) expect(confirmed?.recovery_hashes).not.toContain(code.replace('-', ''));

    expect(await status(admin)).toEqual({ enrolled: true, verified: true });
    expect((await adminProbe(admin)).status).toBe(404);
    const audit = await auditOf(admin.customerId);
    expect(audit).toEqual([{ action: 'operator.second_factor_enrolled', subject_type: 'operator', subject_id: String(admin.customerId), before: '{"enrolled":false}', after: '{"enrolled":true,"recoveryCodes":10}' }]);

    // A confirmed factor is not replaced (no re-enrolment from the console).
    const again = await post('/enrol', admin);
    expect([again.status, await errorCode(again)]).toEqual([409, 'already_handled']);
    expect((await factorOf(admin.customerId))?.sealed_secret).toBe(confirmed?.sealed_secret);
  });

  it('passes a new sign-in with a fresh code once, never with a code accepted before', async () => {
    const operator = await operatorSession();
    const second = await signInAgain(operator.email);
    expect(await status(second)).toEqual({ enrolled: true, verified: false });
    expect(await errorCode(await adminProbe(second))).toBe('second_factor_required');

    // The confirmation's code (its time step is stored) is spent.
    const spent = await stepOf(operator.customerId);
    const replayed = await post('/verify', second, { code: totpCode(operator.secret, spent * 30_000) });
    expect([replayed.status, await errorCode(replayed)]).toEqual([400, 'second_factor_invalid']);
    // The next time step's code (within the allowed drift) passes.
    const fresh = totpCode(operator.secret, (spent + 1) * 30_000);
    expect(await json(await post('/verify', second, { code: fresh }))).toEqual({ verified: true, ...FRESH_TOKEN });
    expect(await status(second)).toEqual({ enrolled: true, verified: true });
    expect((await adminProbe(second)).status).toBe(404);

    const third = await signInAgain(operator.email);
    const again = await post('/verify', third, { code: fresh });
    expect([again.status, await errorCode(again)]).toEqual([400, 'second_factor_invalid']);
    expect(await errorCode(await adminProbe(third))).toBe('second_factor_required');

    const verified = (await auditOf(operator.customerId)).filter((row) => row.action === 'operator.second_factor_verified');
    expect(verified).toEqual([{ action: 'operator.second_factor_verified', subject_type: 'operator', subject_id: String(operator.customerId), before: null, after: '{"method":"code","remainingRecoveryCodes":10}' }]);
    expect((await failuresOf(operator.customerId)).map((row) => [row.outcome, JSON.parse(row.details)])).toEqual([
      ['failure', { method: 'code', stage: 'verify' }],
      ['failure', { method: 'code', stage: 'verify' }],
    ]);
  });

  it('accepts each recovery code once, typed in any case and without the dash', async () => {
    const operator = await operatorSession();
    const [code = ''] = operator.recoveryCodes;
    const second = await signInAgain(operator.email);
    expect(await json(await post('/verify', second, { recoveryCode: code.toUpperCase().replace('-', ' ') }))).toEqual({ verified: true, ...FRESH_TOKEN });
    expect(JSON.parse((await factorOf(operator.customerId))?.recovery_hashes ?? '[]')).toHaveLength(9);
    const audit = (await auditOf(operator.customerId)).at(-1);
    expect(audit?.after).toBe('{"method":"recovery","remainingRecoveryCodes":9}');

    const third = await signInAgain(operator.email);
    const reused = await post('/verify', third, { recoveryCode: code });
    expect([reused.status, await errorCode(reused)]).toEqual([400, 'second_factor_invalid']);
    expect(await status(third)).toEqual({ enrolled: true, verified: false });
  });

  it('lets only one of two sign-ins use the same code at once', async () => {
    const operator = await operatorSession();
    const [a, b] = [await signInAgain(operator.email), await signInAgain(operator.email)];
    const code = totpCode(operator.secret, ((await stepOf(operator.customerId)) + 1) * 30_000);
    const answers = await Promise.all([post('/verify', a, { code }), post('/verify', b, { code })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect((await auditOf(operator.customerId)).filter((row) => row.action === 'operator.second_factor_verified')).toHaveLength(1);
  });

  it('confirms an enrolment only once when two confirmations race', async () => {
    const admin = await adminWithoutSecondFactor();
    const { secret } = await json<{ secret: string }>(await post('/enrol', admin));
    const code = totpCode(secret);
    const answers = await Promise.all([post('/confirm', admin, { code }), post('/confirm', admin, { code })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await auditOf(admin.customerId)).map((row) => row.action)).toEqual(['operator.second_factor_enrolled']);
  });

  it('refuses malformed input with 400 and changes nothing', async () => {
    const operator = await operatorSession();
    const second = await signInAgain(operator.email);
    const before = await factorOf(operator.customerId);
    for (const body of [{}, { code: '12345' }, { code: 'abcdef' }, { code: 123456 }, { code: '123456', recoveryCode: 'abcde-fghij' }, { recoveryCode: '' }, { recoveryCode: 'x'.repeat(100) }]) {
      const response = await post('/verify', second, body);
      expect([response.status, await errorCode(response)], JSON.stringify(body)).toEqual([400, 'validation_failed']);
    }
    expect(await factorOf(operator.customerId)).toEqual(before);
    expect(await failuresOf(operator.customerId)).toEqual([]);
    expect(await status(second)).toEqual({ enrolled: true, verified: false });
  });

  it('refuses every attempt after five failures in the window, also a right code, and records them', async () => {
    const operator = await operatorSession();
    const second = await signInAgain(operator.email);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await post('/verify', second, { recoveryCode: `wrong-${attempt}` });
      expect([wrong.status, await errorCode(wrong)]).toEqual([400, 'second_factor_invalid']);
    }
    const limited = await post('/verify', second, { recoveryCode: operator.recoveryCodes[0] });
    expect([limited.status, await errorCode(limited)]).toEqual([429, 'too_many_requests']);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await status(second)).toEqual({ enrolled: true, verified: false });
    expect(JSON.parse((await factorOf(operator.customerId))?.recovery_hashes ?? '[]')).toHaveLength(10);
    const events = await failuresOf(operator.customerId);
    expect(events.map((row) => row.outcome)).toEqual(['failure', 'failure', 'failure', 'failure', 'failure', 'refused']);
    for (const row of events) expect(row.details).not.toContain(operator.recoveryCodes[0] ?? '-');
  });

  it('counts each attempt before checking it: of ten parallel wrong codes only five are checked, the rest get 429', async () => {
    const operator = await operatorSession();
    const second = await signInAgain(operator.email);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, attempt) => post('/verify', second, { recoveryCode: `wrong-${attempt}` })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
    const events = await failuresOf(operator.customerId);
    expect(events.filter((row) => row.outcome === 'failure')).toHaveLength(5);
    expect(events.filter((row) => row.outcome === 'refused')).toHaveLength(5);
  });

  it('limits attempts per client across operators, so one client cannot guess with many operator accounts', async () => {
    const client = { 'CF-Connecting-IP': freshIp() };
    for (const operator of [await operatorSession(), await operatorSession()]) {
      const second = await signInAgain(operator.email);
      for (let attempt = 0; attempt < 5; attempt++) {
        const wrong = await call(`${BASE}/verify`, { method: 'POST', headers: { ...bearer(second), ...client }, json: { recoveryCode: `wrong-${attempt}` } });
        expect(wrong.status).toBe(400);
      }
    }
    const third = await operatorSession();
    const session = await signInAgain(third.email);
    const refused = await call(`${BASE}/verify`, { method: 'POST', headers: { ...bearer(session), ...client }, json: { recoveryCode: third.recoveryCodes[0] } });
    expect([refused.status, await errorCode(refused)]).toEqual([429, 'too_many_requests']);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The same operator from another client is not held up by the first client's guesses.
    const elsewhere = await call(`${BASE}/verify`, { method: 'POST', headers: { ...bearer(session), 'CF-Connecting-IP': freshIp() }, json: { recoveryCode: third.recoveryCodes[0] } });
    expect(elsewhere.status).toBe(200);
  });
});
