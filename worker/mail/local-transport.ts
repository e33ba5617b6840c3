/** Development and test adapter: every message becomes a row in mail_outbox, readable in the dev mailbox. */
import { createDb } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { MailMessage, MailTransport } from './mail.ts';

export class LocalMailTransport implements MailTransport {
  constructor(private readonly d1: D1Database) {}

  async send(message: MailMessage): Promise<void> {
    await createDb(this.d1).insert(mailOutbox).values({
      recipient: message.to,
      kind: message.kind,
      locale: message.locale,
      subject: message.subject,
      html: message.html,
      text: message.text,
      // Milliseconds (the column's default has whole seconds): the day benchmark times mails from event to transport.
      createdAt: new Date(),
    });
  }
}
