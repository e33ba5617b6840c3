import { env } from 'cloudflare:workers';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../worker/app.ts';
import worker from '../../worker/index.ts';

/** Production with everything it needs (the http transport is never called by these requests). */
const PRODUCTION = {
  ENVIRONMENT: 'production',
  MAIL_TRANSPORT: 'http',
  MAIL_API_KEY: 're_key_that_must_not_leak',
  MAIL_FROM: 'CamperMarkt24 <noreply@campermarkt24.de>',
  PUBLIC_ORIGIN: 'https://campermarkt24.de',
  // Machine translation's Workers AI binding; never called by these requests.
  AI: { run: () => Promise.reject(new Error('not called here')) },
};

const app = createApp();
const fetchWith = (overrides: Record<string, unknown>, path: string, init: RequestInit = {}) =>
  app.fetch(new Request(`http://localhost${path}`, init), { ...env, ...overrides } as typeof env);

beforeAll(async () => {
  const body = JSON.stringify({ intro: 'Intro', sections: [] });
  await env.DB.prepare('INSERT OR REPLACE INTO content_pages (slug, locale, title, description, body) VALUES (?, ?, ?, ?, ?)')
    .bind('about', 'en', 'About us', 'About us', body)
    .run();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a production deploy without its configuration', () => {
  it('answers every API call 503 in the API error shape and logs one line naming what is missing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await fetchWith({ ...PRODUCTION, MAIL_FROM: undefined, AUTH_SECRET: 'too-short-secret' }, '/health');
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = await response.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe('service_unavailable');
    expect(body.error.message).not.toBe('errors.service_unavailable');
    expect(errors).toHaveBeenCalledTimes(1);
    const line = String(errors.mock.calls[0]?.[0]);
    expect(JSON.parse(line)).toMatchObject({ event: 'configuration_invalid', missing: ['MAIL_FROM', 'AUTH_SECRET'], requestId: response.headers.get('X-Request-Id') });
    expect(line).not.toContain('too-short-secret');
    expect(line).not.toContain('re_key_that_must_not_leak');
  });

  it('treats an unset ENVIRONMENT as production: even the development mailbox answers 503', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await fetchWith({ ENVIRONMENT: undefined }, '/dev/mailbox');
    expect(response.status).toBe(503);
    expect(await response.text()).not.toContain('mailbox');
  });

  it('refuses the local mail transport under an unknown environment', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await fetchWith({ ENVIRONMENT: 'staging', MAIL_TRANSPORT: 'local', PUBLIC_ORIGIN: 'https://staging.example', AI: PRODUCTION.AI }, '/public/time', { method: 'POST' });
    expect(response.status).toBe(503);
    expect(JSON.parse(String(errors.mock.calls[0]?.[0]))).toMatchObject({ missing: ['MAIL_TRANSPORT'] });
  });

  it('refuses to serve without the Workers AI binding, as without a mail key', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await fetchWith({ ...PRODUCTION, AI: undefined }, '/public/translate/description/1?storeCode=en');
    expect(response.status).toBe(503);
    expect(JSON.parse(String(errors.mock.calls[0]?.[0]))).toMatchObject({ event: 'configuration_invalid', missing: ['AI'] });
  });

  it('shows a plain localized page to a browser', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await fetchWith({ ...PRODUCTION, AUTH_SECRET: undefined }, '/en', { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<html lang="en');
    expect(page).toContain('temporarily unavailable');
    expect(page).not.toContain('<script');
  });

  it('runs no cron job', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ctx = createExecutionContext();
    const waitUntil = vi.spyOn(ctx, 'waitUntil');
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), { ...env, ENVIRONMENT: undefined }, ctx);
    expect(waitUntil).not.toHaveBeenCalled();
    expect(JSON.parse(String(errors.mock.calls[0]?.[0]))).toMatchObject({ event: 'configuration_invalid', cron: '* * * * *' });
  });
});

describe('a configured production deploy', () => {
  it('serves API calls and pages', async () => {
    const health = await fetchWith(PRODUCTION, '/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const page = await fetchWith(PRODUCTION, '/en/about-us', { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('window.__SHELL__=');
  });

  it('has no development mailbox', async () => {
    const response = await fetchWith(PRODUCTION, '/dev/mailbox');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('runs its cron jobs', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    // Each job logs one line when it is done; the daily purge only runs at 03:00 UTC.
    const jobs = log.mock.calls.flatMap(([line]) => {
      const parsed: unknown = typeof line === 'string' && line.startsWith('{') ? JSON.parse(line) : null;
      return parsed !== null && typeof parsed === 'object' && 'job' in parsed ? [String(parsed.job)] : [];
    });
    expect(jobs).toEqual(expect.arrayContaining(['auction-sweep', 'saved-search-alerts', 'complete-ad-reminder']));
  });
});
