/** Production adapter for an HTTP e-mail API in the style of Resend: one JSON POST per message. */
import { MailDeliveryError, type MailMessage, type MailTransport } from './mail.ts';

export const DEFAULT_MAIL_ENDPOINT = 'https://api.resend.com/emails';

export interface HttpMailTransportOptions {
  apiKey: string;
  /** Sender, e.g. "CamperMarkt24 <noreply@campermarkt24.de>"; the domain must be verified with the provider. */
  from: string;
  endpoint?: string;
  fetch?: typeof fetch;
}

interface ProviderAnswer {
  id?: unknown;
  statusCode?: unknown;
  message?: unknown;
  name?: unknown;
}

export class HttpMailTransport implements MailTransport {
  private readonly apiKey: string;
  private readonly from: string;
  private readonly endpoint: string;
  private readonly fetch: typeof fetch;

  constructor(options: HttpMailTransportOptions) {
    this.apiKey = options.apiKey;
    this.from = options.from;
    this.endpoint = options.endpoint ?? DEFAULT_MAIL_ENDPOINT;
    // Calling the global fetch detached from globalThis throws "Illegal invocation" in workerd.
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
  }

  async send(message: MailMessage): Promise<void> {
    let response: Response;
    try {
      response = await this.fetch(this.endpoint, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${this.apiKey}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({
          from: this.from,
          to: [message.to],
          subject: message.subject,
          html: message.html,
          text: message.text,
          tags: [{ name: 'kind', value: message.kind }],
        }),
      });
    } catch (error) {
      throw new MailDeliveryError(0, this.redact(`network error: ${error instanceof Error ? error.message : String(error)}`));
    }

    const answer = await readAnswer(response);
    if (!response.ok) {
      const providerMessage = typeof answer.message === 'string' ? answer.message : response.statusText || 'no message';
      const code = typeof answer.name === 'string' ? answer.name : undefined;
      throw new MailDeliveryError(response.status, this.redact(providerMessage), code);
    }
    if (typeof answer.id !== 'string' || answer.id === '') {
      throw new MailDeliveryError(response.status, 'answer without a message id');
    }
  }

  /** Providers sometimes echo the credential back ("API key re_… is invalid"); it must not reach logs. */
  private redact(text: string): string {
    return this.apiKey ? text.split(this.apiKey).join('[redacted]') : text;
  }
}

async function readAnswer(response: Response): Promise<ProviderAnswer> {
  const body = await response.text();
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed !== null && typeof parsed === 'object' ? (parsed as ProviderAnswer) : {};
  } catch {
    // Gateways in front of the API answer HTML or plain text on outages; keep a short excerpt as the message.
    return body ? { message: body.slice(0, 200) } : {};
  }
}
