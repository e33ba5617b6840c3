/** Adapter for the Workers send_email binding: builds the raw MIME message and hands it to Cloudflare. */
import { EmailMessage } from 'cloudflare:email';
import { MailConfigurationError, MailDeliveryError, type MailMessage, type MailTransport } from './mail.ts';
import { buildMimeMessage, parseMailbox } from './mime.ts';

export interface CloudflareMailTransportOptions {
  binding: SendEmail;
  /** Sender, e.g. "CamperMarkt24 <noreply@campermarkt24.de>"; must be allowed for the binding's domain. */
  from: string;
}

export class CloudflareMailTransport implements MailTransport {
  private readonly binding: SendEmail;
  private readonly from: string;
  private readonly envelopeFrom: string;

  constructor(options: CloudflareMailTransportOptions) {
    this.binding = options.binding;
    this.from = options.from;
    // The envelope wants the bare address; the display name lives only in the From header.
    try {
      this.envelopeFrom = parseMailbox(options.from).address;
    } catch {
      throw new MailConfigurationError('MAIL_FROM is not a valid sender address');
    }
  }

  async send(message: MailMessage): Promise<void> {
    let recipient: string;
    try {
      recipient = parseMailbox(message.to).address;
    } catch {
      throw new MailDeliveryError(0, 'invalid recipient address');
    }
    const raw = buildMimeMessage({
      from: this.from,
      to: recipient,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    try {
      await this.binding.send(new EmailMessage(this.envelopeFrom, recipient, raw));
    } catch (error) {
      // The binding throws plain Errors (unverified recipient, sender not allowed, …); give callers one type.
      throw new MailDeliveryError(0, error instanceof Error ? error.message : String(error));
    }
  }
}
