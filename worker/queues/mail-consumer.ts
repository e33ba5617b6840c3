/**
 * The mail queue's consumer. Each mail has a key; a receipt in D1 after the send (one write for the batch) makes a
 * redelivered message send nothing twice. Message mails (the messages table is their outbox) travel as ids and are
 * sent by the outbox's claim; newsletter hand-overs to the marketing service are synced from their row. Six sends
 * run at once: the platform's limit of open connections per invocation.
 */
import { deadLetter } from '../db/repositories/dead-letters.ts';
import { recordMailReceipts, sentMailKeys } from '../db/repositories/mail-receipts.ts';
import type { Bindings } from '../env.ts';
import { createMailTransport } from '../mail/create-transport.ts';
import { sendMail } from '../mail/send.ts';
import { sendDueMessageMails } from '../services/messages/message-mails.ts';
import { syncMarketing } from '../services/newsletter-marketing.ts';
import type { MailMessage } from './mail-queue.ts';
import { retryDelaySeconds } from './queue-names.ts';

function isMailMessage(body: unknown): body is MailMessage {
  if (typeof body !== 'object' || body === null) return false;
  const message = body as Partial<{ kind: string; key: unknown; input: unknown; ids: unknown; at: unknown; email: unknown }>;
  if (message.kind === 'marketing') return typeof message.email === 'string' && message.email !== '';
  if (message.kind === 'mail') return typeof message.key === 'string' && typeof message.input === 'object' && message.input !== null;
  return message.kind === 'message_mails' && Array.isArray(message.ids) && message.ids.every((id) => Number.isSafeInteger(id)) && Number.isSafeInteger(message.at);
}

/** Sends one message's mails; throws when any must be tried again. */
async function send(env: Bindings, transport: ReturnType<typeof createMailTransport>, body: MailMessage, sent: ReadonlySet<string>, now: number): Promise<void> {
  if (body.kind === 'marketing') {
    // Idempotent by itself: the consumer tells the service the row's current state and clears its marker.
    await syncMarketing(env, body.email);
    return;
  }
  if (body.kind === 'message_mails') {
    // The outbox claims each mail itself; a failed send is put back there, and this message is tried again too.
    const run = await sendDueMessageMails(env, Math.max(now, body.at), { ids: body.ids });
    if (run.failed > 0) throw new Error(`${run.failed} message mails failed`);
    return;
  }
  if (!sent.has(body.key)) await sendMail(transport, body.input);
}

const PARALLEL_SENDS = 6;

export async function consumeMail(batch: MessageBatch, env: Bindings, now = Date.now()): Promise<void> {
  const mails: { message: Message; body: MailMessage }[] = [];
  for (const message of batch.messages) {
    if (isMailMessage(message.body)) mails.push({ message, body: message.body });
    // Nothing can ever make it valid: straight to the dead letters, where an operator sees it.
    else await deadLetter(env.DB, 'mail', message, now).then(() => message.ack(), () => message.retry({ delaySeconds: retryDelaySeconds(message.attempts) }));
  }
  if (mails.length === 0) return;
  const sent = await sentMailKeys(env.DB, mails.flatMap(({ body }) => (body.kind === 'mail' ? [body.key] : [])));
  const transport = createMailTransport(env);
  const receipts: string[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let entry = mails[next++]; entry; entry = mails[next++]) {
      const { message, body } = entry;
      try {
        await send(env, transport, body, sent, now);
        if (body.kind === 'mail') receipts.push(body.key);
        message.ack();
      } catch (error) {
        console.error(JSON.stringify({ job: 'mail-queue', kind: body.kind, attempts: message.attempts, error: String(error) }));
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_SENDS }, worker));
  // The mails are out: a failed receipt only means a redelivery of this batch would send them again (at least once).
  await recordMailReceipts(env.DB, receipts, Date.now()).catch((error: unknown) => console.error(JSON.stringify({ job: 'mail-receipts', error: String(error) })));
}
