import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LocalMailTransport } from '../../../worker/mail/local-transport.ts';
import { devMailboxRoutes } from '../../../worker/routes/dev-mailbox.ts';

const SUBJECT = '<b>"Tom & Jerry"</b> <script>alert(1)</script>';
const HTML = `<!DOCTYPE html><html><body><p class="x">Hi "there" & 'you'</p><a href="https://campermarkt24.de/auth/verify?token=t&amp;x=1">Go</a><a href="javascript:alert(1)">bad</a></body></html>`;
const TEXT = 'Hello <you>,\n\nhttps://campermarkt24.de/auth/verify?token=t&x=1\n';

async function storeMail(): Promise<{ id: number; to: string }> {
  const to = `mailbox-${crypto.randomUUID()}@example.com`;
  await new LocalMailTransport(env.DB).send({ to, locale: 'de', kind: 'verify_email', subject: SUBJECT, html: HTML, text: TEXT });
  const row = await env.DB.prepare('SELECT id FROM mail_outbox WHERE recipient = ?').bind(to).first<{ id: number }>();
  return { id: row?.id ?? 0, to };
}

function unescapeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

describe('dev mailbox', () => {
  it('lists the newest mails with escaped values and links to each', async () => {
    const { id, to } = await storeMail();
    const response = await devMailboxRoutes.request('/dev/mailbox', {}, env);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('&lt;b&gt;&quot;Tom &amp; Jerry&quot;&lt;/b&gt; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>"Tom');
    expect(page).toContain(`href="/dev/mailbox/${id}"`);
    expect(page).toContain(to);
    expect(page).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
  });

  it('shows one mail in a sandboxed iframe whose srcdoc round-trips, with the text version', async () => {
    const { id, to } = await storeMail();
    const response = await devMailboxRoutes.request(`/dev/mailbox/${id}`, {}, env);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<iframe title="HTML version" sandbox="allow-top-navigation-by-user-activation" srcdoc="');
    const srcdoc = /srcdoc="([^"]*)"/.exec(page)?.[1];
    expect(srcdoc).toBeDefined();
    expect(unescapeAttribute(srcdoc ?? '')).toBe(HTML);
    expect(page).toContain(to);
    expect(page).toContain(`<pre>${'Hello &lt;you&gt;,\n\nhttps://campermarkt24.de/auth/verify?token=t&amp;x=1\n'}</pre>`);
    // The mail's http(s) links are offered outside the sandbox; the javascript: one is not.
    expect(page).toContain('<a href="https://campermarkt24.de/auth/verify?token=t&amp;x=1">');
    expect(page).not.toContain('href="javascript:');
    expect(page).not.toContain('<script>');
  });

  it('answers 404 JSON for unknown or malformed ids', async () => {
    for (const path of ['/dev/mailbox/999999999', '/dev/mailbox/abc']) {
      const response = await devMailboxRoutes.request(path, {}, env);
      expect(response.status, path).toBe(404);
      const body = await response.json<{ error: { code: string; message: string } }>();
      expect(body.error.code).toBe('not_found');
    }
  });

  it('answers 404 JSON outside development (production, staging, test, unset) for list and detail', async () => {
    const { id } = await storeMail();
    const environments = ['production', 'staging', 'test', '', undefined];
    for (const [environment, path] of environments.flatMap((name) => [[name, '/dev/mailbox'], [name, `/dev/mailbox/${id}`]] as const)) {
      const response = await devMailboxRoutes.request(path, {}, { ...env, ENVIRONMENT: environment });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      const body = await response.json<{ error: { code: string; message: string } }>();
      expect(body.error.code).toBe('not_found');
      expect(typeof body.error.message).toBe('string');
      expect(body.error.message).not.toBe('');
    }
  });
});
