/** Picks the mail adapter named by MAIL_TRANSPORT once its configuration rules hold (worker/config). */
import { mailProblems, mailTransportName } from '../config/check-configuration.ts';
import { CloudflareMailTransport } from './cloudflare-transport.ts';
import { HttpMailTransport } from './http-transport.ts';
import { LocalMailTransport } from './local-transport.ts';
import { MailConfigurationError, type MailTransport } from './mail.ts';

/** The bindings this module reads; structural so it does not depend on the app's full Bindings type. */
export interface MailEnv {
  ENVIRONMENT?: string;
  MAIL_TRANSPORT?: string;
  DB: D1Database;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  SEND_EMAIL?: SendEmail;
}

/** Throws MailConfigurationError naming what is missing; the local outbox exists only in development. */
export function createMailTransport(env: MailEnv): MailTransport {
  const problems = mailProblems(env);
  if (problems.length) throw new MailConfigurationError(problems.map((entry) => entry.problem).join('; '));
  // mailProblems accepted the name, so the values below are set and trimmed non-empty.
  const from = env.MAIL_FROM?.trim() ?? '';
  switch (mailTransportName(env)) {
    case 'http':
      return new HttpMailTransport({ apiKey: env.MAIL_API_KEY?.trim() ?? '', from });
    case 'cloudflare':
      return new CloudflareMailTransport({ binding: env.SEND_EMAIL as SendEmail, from });
    default:
      // 'local': mailProblems allows it in development only.
      return new LocalMailTransport(env.DB);
  }
}
