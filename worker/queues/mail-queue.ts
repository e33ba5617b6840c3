/**
 * The mail queue's producer side: every mail a request or a consumer decides on is handed over here and sent by the
 * consumer (worker/queues/mail-consumer.ts), so a slow or failing transport never holds a request and a failed send is
 * retried with growing delays.
 */
import type { Bindings } from '../env.ts';
import type { SendMailInput } from '../mail/send.ts';

export type MailMessage =
  /** One rendered-on-send mail; `key` names it uniquely (e.g. `auction-hold:<request>:<customer>`). */
  | { kind: 'mail'; key: string; input: SendMailInput }
  /** Message mails due at `at` (the producer's clock, epoch ms), by message id. */
  | { kind: 'message_mails'; ids: number[]; at: number }
  /**
   * A newsletter address whose state the marketing service must be told (worker/services/newsletter-marketing.ts).
   * It rides the mail queue, as the other hand-over to an outside service that must happen at least once.
   */
  | { kind: 'marketing'; email: string };

/** Queue sends take at most 100 messages per call. */
const SEND_BATCH = 100;

/** Hands mails to the queue; the request goes on at once. */
export async function enqueueMails(env: Pick<Bindings, 'MAIL_QUEUE'>, mails: readonly MailMessage[]): Promise<void> {
  for (let start = 0; start < mails.length; start += SEND_BATCH) {
    await env.MAIL_QUEUE.sendBatch(mails.slice(start, start + SEND_BATCH).map((body) => ({ body, contentType: 'json' as const })));
  }
}

