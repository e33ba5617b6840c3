/** Picks the mail adapter named by MAIL_TRANSPORT and checks that its key or binding is configured. */
import { CloudflareMailTransport } from './cloudflare-transport.ts';
import { HttpMailTransport } from './http-transport.ts';
import { LocalMailTransport } from './local-transport.ts';
import { MailConfigurationError, type MailTransport } from './mail.ts';

/** The bindings this module reads; structural so it does not depend on the app's full Bindings type. */
export interface MailEnv {
  MAIL_TRANSPORT?: string;
  DB: D1Database;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  SEND_EMAIL?: SendEmail;
}

export type MailTransportName = 'local' | 'http' | 'cloudflare';

function requireValue(value: string | undefined, what: string, transport: MailTransportName): string {
  if (!value?.trim()) throw new MailConfigurationError(`MAIL_TRANSPORT=${transport} needs ${what}, which is not set`);
  return value.trim();
}

export function createMailTransport(env: MailEnv): MailTransport {
  const name = env.MAIL_TRANSPORT?.trim() || 'local';
  switch (name) {
    case 'local':
      return new LocalMailTransport(env.DB);
    case 'http':
      return new HttpMailTransport({
        apiKey: requireValue(env.MAIL_API_KEY, 'the MAIL_API_KEY secret', name),
        from: requireValue(env.MAIL_FROM, 'MAIL_FROM (the sender address)', name),
      });
    case 'cloudflare':
      if (!env.SEND_EMAIL) throw new MailConfigurationError('MAIL_TRANSPORT=cloudflare needs the SEND_EMAIL send_email binding, which is not set');
      return new CloudflareMailTransport({
        binding: env.SEND_EMAIL,
        from: requireValue(env.MAIL_FROM, 'MAIL_FROM (the sender address)', name),
      });
    default:
      throw new MailConfigurationError(`Unknown MAIL_TRANSPORT "${name}"; expected local, http or cloudflare`);
  }
}
