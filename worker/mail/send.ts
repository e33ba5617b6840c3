/** Renders a mail kind for one recipient and hands it to the transport. */
import type { Locale } from '../../domain/locales.ts';
import type { MailKind, MailTransport } from './mail.ts';
import { renderMail } from './templates.ts';

export interface SendMailInput {
  to: string;
  locale: Locale;
  kind: MailKind;
  name: string;
  link?: string;
}

export async function sendMail(transport: MailTransport, input: SendMailInput): Promise<void> {
  const { subject, html, text } = renderMail(input.kind, input.locale, {
    name: input.name,
    ...(input.link === undefined ? {} : { link: input.link }),
  });
  await transport.send({ to: input.to, locale: input.locale, kind: input.kind, subject, html, text });
}
