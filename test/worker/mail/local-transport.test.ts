import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createMailTransport } from '../../../worker/mail/create-transport.ts';
import { HttpMailTransport } from '../../../worker/mail/http-transport.ts';
import { LocalMailTransport } from '../../../worker/mail/local-transport.ts';
import { MailConfigurationError } from '../../../worker/mail/mail.ts';
import { sendMail } from '../../../worker/mail/send.ts';
import { renderMail } from '../../../worker/mail/templates.ts';

interface OutboxRow {
  id: number;
  recipient: string;
  kind: string;
  locale: string;
  subject: string;
  html: string;
  text: string;
  created_at: number;
}

function outboxFor(recipient: string): Promise<OutboxRow | null> {
  return env.DB.prepare('SELECT * FROM mail_outbox WHERE recipient = ? ORDER BY id DESC').bind(recipient).first<OutboxRow>();
}

describe('LocalMailTransport', () => {
  it('stores each message as a row in mail_outbox', async () => {
    const to = `local-${crypto.randomUUID()}@example.com`;
    const before = Date.now();
    await new LocalMailTransport(env.DB).send({
      to,
      locale: 'nl',
      kind: 'password_changed',
      subject: 'Je wachtwoord is gewijzigd',
      html: '<p>html body</p>',
      text: 'text body',
    });
    const row = await outboxFor(to);
    expect(row).toMatchObject({
      recipient: to,
      kind: 'password_changed',
      locale: 'nl',
      subject: 'Je wachtwoord is gewijzigd',
      html: '<p>html body</p>',
      text: 'text body',
    });
    expect(row?.created_at).toBeGreaterThanOrEqual(before - 1000);
  });

  it('receives the rendered mail through sendMail', async () => {
    const to = `send-${crypto.randomUUID()}@example.com`;
    const link = 'https://campermarkt24.nl/auth/verify?token=t1';
    await sendMail(new LocalMailTransport(env.DB), { to, locale: 'nl', kind: 'verify_email', name: 'Jan', link });
    const expected = renderMail('verify_email', 'nl', { name: 'Jan', link });
    expect(await outboxFor(to)).toMatchObject({ kind: 'verify_email', locale: 'nl', subject: expected.subject, html: expected.html, text: expected.text });
  });
});

describe('createMailTransport', () => {
  it('defaults to the local outbox in development', async () => {
    expect(createMailTransport({ DB: env.DB, ENVIRONMENT: 'development' })).toBeInstanceOf(LocalMailTransport);
    expect(createMailTransport({ DB: env.DB, ENVIRONMENT: 'development', MAIL_TRANSPORT: '' })).toBeInstanceOf(LocalMailTransport);
    expect(createMailTransport(env)).toBeInstanceOf(LocalMailTransport);
  });

  it('refuses the local outbox, chosen or by default, outside development', () => {
    for (const ENVIRONMENT of [undefined, '', 'production', 'test', 'staging', 'Development']) {
      expect(() => createMailTransport({ DB: env.DB, ENVIRONMENT, MAIL_TRANSPORT: 'local' }), String(ENVIRONMENT)).toThrow(/development only/);
      expect(() => createMailTransport({ DB: env.DB, ENVIRONMENT }), String(ENVIRONMENT)).toThrow(/MAIL_TRANSPORT is not set/);
    }
  });

  it('builds the HTTP adapter when key and sender are set', () => {
    const transport = createMailTransport({ DB: env.DB, MAIL_TRANSPORT: 'http', MAIL_API_KEY: 're_test', MAIL_FROM: 'CamperMarkt24 <noreply@campermarkt24.de>' });
    expect(transport).toBeInstanceOf(HttpMailTransport);
  });

  it('refuses a chosen adapter without its key or binding, naming what is missing', () => {
    expect(() => createMailTransport({ DB: env.DB, MAIL_TRANSPORT: 'http', MAIL_FROM: 'noreply@campermarkt24.de' })).toThrow(MailConfigurationError);
    expect(() => createMailTransport({ DB: env.DB, MAIL_TRANSPORT: 'http', MAIL_FROM: 'noreply@campermarkt24.de' })).toThrow(/MAIL_API_KEY/);
    expect(() => createMailTransport({ DB: env.DB, MAIL_TRANSPORT: 'http', MAIL_API_KEY: 're_test' })).toThrow(/MAIL_FROM/);
    expect(() => createMailTransport({ DB: env.DB, MAIL_TRANSPORT: 'cloudflare', MAIL_FROM: 'noreply@campermarkt24.de' })).toThrow(/SEND_EMAIL/);
    expect(() => createMailTransport({ DB: env.DB, MAIL_TRANSPORT: 'smtp' })).toThrow(/Unknown MAIL_TRANSPORT "smtp"/);
  });
});
