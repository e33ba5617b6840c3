import { describe, expect, it } from 'vitest';
import { CloudflareMailTransport } from '../../../worker/mail/cloudflare-transport.ts';
import { createMailTransport } from '../../../worker/mail/create-transport.ts';
import { MailConfigurationError, MailDeliveryError, type MailMessage } from '../../../worker/mail/mail.ts';
import { env } from 'cloudflare:workers';

const MESSAGE: MailMessage = {
  to: 'erika@example.com',
  locale: 'de',
  kind: 'password_changed',
  subject: 'Ihr Passwort wurde geändert',
  html: '<p>Hallo</p>',
  text: 'Hallo',
};

function fakeBinding(fail?: Error): { binding: SendEmail; sent: EmailMessage[] } {
  const sent: EmailMessage[] = [];
  const binding = {
    async send(message: EmailMessage) {
      if (fail) throw fail;
      sent.push(message);
      return { messageId: 'fake' };
    },
  } as SendEmail;
  return { binding, sent };
}

describe('CloudflareMailTransport', () => {
  it('hands an EmailMessage with the bare envelope addresses to the binding', async () => {
    const { binding, sent } = fakeBinding();
    await new CloudflareMailTransport({ binding, from: 'CamperMarkt24 <noreply@campermarkt24.de>' }).send(MESSAGE);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.from).toBe('noreply@campermarkt24.de');
    expect(sent[0]?.to).toBe('erika@example.com');
  });

  it('is chosen by MAIL_TRANSPORT=cloudflare and checks the sender', () => {
    const { binding } = fakeBinding();
    expect(createMailTransport({ DB: env.DB, MAIL_TRANSPORT: 'cloudflare', SEND_EMAIL: binding, MAIL_FROM: 'noreply@campermarkt24.de' })).toBeInstanceOf(
      CloudflareMailTransport,
    );
    expect(() => createMailTransport({ DB: env.DB, MAIL_TRANSPORT: 'cloudflare', SEND_EMAIL: binding })).toThrow(/MAIL_FROM/);
    expect(() => new CloudflareMailTransport({ binding, from: 'nonsense' })).toThrow(MailConfigurationError);
  });

  it('reports binding failures and bad recipients as MailDeliveryError', async () => {
    const { binding } = fakeBinding(new Error('destination address not verified'));
    const transport = new CloudflareMailTransport({ binding, from: 'noreply@campermarkt24.de' });
    await expect(transport.send(MESSAGE)).rejects.toThrow(MailDeliveryError);
    await expect(transport.send(MESSAGE)).rejects.toThrow(/destination address not verified/);
    await expect(transport.send({ ...MESSAGE, to: 'a@example.com\r\nBcc: b@example.com' })).rejects.toThrow(MailDeliveryError);
  });
});
