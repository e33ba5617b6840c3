/** Renders a mail kind for one recipient and hands it to the transport. */
import type { Locale } from '../../domain/locales.ts';
import type { MailKind, MailTransport } from './mail.ts';
import { type MailParams, renderMail } from './templates.ts';

export interface SendMailInput extends MailParams {
  to: string;
  locale: Locale;
  kind: MailKind;
}

export async function sendMail(transport: MailTransport, input: SendMailInput): Promise<void> {
  const { to, locale, kind, ...params } = input;
  const { subject, html, text } = renderMail(kind, locale, params);
  await transport.send({ to, locale, kind, subject, html, text });
}
