/**
 * Logs keep no secret from a URL: the request line (outside development) and the error line show query values only for
 * allow-listed parameters, and error texts lose tokens, credentials and JWTs. (The access log's allow-list is tested in
 * collect.test.ts.)
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../worker/app.ts';
import { loggableUrl, redactSecrets } from '../../worker/lib/log-redaction.ts';
import { call } from './helpers.ts';

/** Production with everything it needs (as in config-gate.test.ts; the http transport is never called here). */
const PRODUCTION = {
  ENVIRONMENT: 'production',
  MAIL_TRANSPORT: 'http',
  MAIL_API_KEY: 're_key_that_must_not_leak',
  MAIL_FROM: 'CamperMarkt24 <noreply@campermarkt24.de>',
  PUBLIC_ORIGIN: 'https://campermarkt24.de',
  // Machine translation's Workers AI binding; never called by these requests.
  AI: { run: () => Promise.reject(new Error('not called here')) },
};

const SECRETS = ['Tok3nSecretValueXyz', 'Tick3tSecretValueXyz', 'Mc5ecretDealerValue', 'H4macSecretValueXyz', 'Unl0ckSecretValueXyz'];
const SECRET_QUERY = `token=${SECRETS[0]}&ticket=${SECRETS[1]}&mc=${SECRETS[2]}&h=${SECRETS[3]}&unlock=${SECRETS[4]}`;

const app = createApp();
const fetchWith = (overrides: Record<string, unknown>, path: string) => app.fetch(new Request(`http://localhost${path}`), { ...env, ...overrides } as typeof env);

/** Every console line written while `run` runs, as text. */
async function consoleLines(run: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const keep = (...values: unknown[]) => void lines.push(values.map(String).join(' '));
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) vi.spyOn(console, level).mockImplementation(keep);
  await run();
  return lines;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('URLs in log lines', () => {
  it('keep allow-listed query values, name the others without their values, and drop the fragment', () => {
    expect(loggableUrl(`https://campermarkt24.de/en/auth/signing-in?${SECRET_QUERY}&utm_source=mail#token=${SECRETS[0]}`)).toBe(
      'https://campermarkt24.de/en/auth/signing-in?token=[redacted]&ticket=[redacted]&mc=[redacted]&h=[redacted]&unlock=[redacted]&utm_source=mail',
    );
    expect(loggableUrl(`/notifications/get-sse?storeCode=de&ticket=${SECRETS[1]}`)).toBe('/notifications/get-sse?storeCode=de&ticket=[redacted]');
    expect(loggableUrl('/konto/e-mail-einstellungen?e=YW5uYUBleGFtcGxlLmNvbQ&x=1900000000&h=abc')).toBe('/konto/e-mail-einstellungen?e=[redacted]&x=[redacted]&h=[redacted]');
    expect(loggableUrl('/public/product/passwordless/Xk9_aQ2-LmZ7pR4tV8wY1bN3cD5eF6gH')).toBe('/public/product/passwordless/:token');
    expect(loggableUrl('/wohnmobile?make=hymer&page=2&zip=10115')).toBe('/wohnmobile?make=hymer&page=2&zip=[redacted]');
    expect(loggableUrl('/x?%3Cscript%3E=1')).toBe('/x?%3Cscript%3E=[redacted]');
  });

  it('in free text: URLs, bearer credentials, JWTs and secret-looking pairs lose their values', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlVmFsdWU';
    const text = [
      `TypeError: fetch failed for https://api.example/v1?api_key=${SECRETS[0]}&page=2`,
      `GET /auth/verify?token=${SECRETS[1]} answered 500`,
      `Authorization: Bearer ${SECRETS[2]}`,
      `token ${jwt} rejected`,
      `body password=${SECRETS[3]}&email=a`,
      `{"refresh_token":"${SECRETS[4]}","ok":true}`,
    ].join('\n');
    const redacted = redactSecrets(text);
    for (const secret of [...SECRETS, jwt]) expect(redacted).not.toContain(secret);
    expect(redacted).toContain('https://api.example/v1?api_key=[redacted]&page=2');
    expect(redacted).toContain('GET /auth/verify?token=[redacted] answered 500');
    expect(redacted).toContain('"refresh_token":"[redacted]","ok":true');
    expect(redactSecrets('UNIQUE constraint failed: customers.email')).toBe('UNIQUE constraint failed: customers.email');
  });
});

describe('the request line', () => {
  it('is written outside development with the URL’s secret values redacted', async () => {
    let status = 0;
    const lines = await consoleLines(async () => {
      status = (await fetchWith(PRODUCTION, `/health?${SECRET_QUERY}&utm_source=news`)).status;
    });
    expect(status).toBe(200);
    const requestLines = lines.filter((line) => line.includes('"log":"request"'));
    expect(requestLines).toHaveLength(1);
    expect(JSON.parse(requestLines[0] ?? '{}')).toMatchObject({
      log: 'request',
      method: 'GET',
      url: 'http://localhost/health?token=[redacted]&ticket=[redacted]&mc=[redacted]&h=[redacted]&unlock=[redacted]&utm_source=news',
      status: 200,
    });
    for (const secret of SECRETS) expect(lines.join('\n')).not.toContain(secret);
  });

  it('is not written in development (the local server logs requests itself)', async () => {
    const lines = await consoleLines(() => call(`/health?${SECRET_QUERY}`));
    expect(lines.filter((line) => line.includes('"log":"request"'))).toEqual([]);
  });
});

describe('the error line', () => {
  it('names the request without secret values, and redacts the error’s text and stack', async () => {
    const failing = {
      prepare() {
        throw new Error(`D1 failed for /public/settings/system_bar?token=${SECRETS[0]} with Bearer ${SECRETS[2]}`);
      },
      batch() {
        throw new Error('not used');
      },
    };
    let status = 0;
    const lines = await consoleLines(async () => {
      status = (await fetchWith({ ...PRODUCTION, DB: failing }, `/public/settings/system_bar?${SECRET_QUERY}`)).status;
    });
    expect(status).toBe(500);
    const errorLine = lines.find((line) => line.includes('"stack"'));
    expect(errorLine).toBeDefined();
    expect(JSON.parse(errorLine ?? '{}')).toMatchObject({ method: 'GET', url: expect.stringContaining('/public/settings/system_bar?token=[redacted]&ticket=[redacted]') });
    for (const secret of SECRETS) expect(lines.join('\n')).not.toContain(secret);
  });
});
