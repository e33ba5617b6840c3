/**
 * The cron's part of the message outbox: every mail that fell due (an outbid mail after its delay, one put back after
 * a failed send) goes to the mail queue, 50 ids a message, where the consumer sends it by the outbox's claim. So the
 * outbox drains as fast as the mail queue sends, not 50 mails a minute; an id queued twice is still sent once.
 */
import { dueMessageMailIds, failExhaustedClaims } from '../../db/repositories/message-mails.ts';
import type { Bindings } from '../../env.ts';
import { enqueueMails } from '../../queues/mail-queue.ts';

/** Ids per queue message: one consumer call claims and sends them in turn. */
const IDS_PER_MESSAGE = 50;
/** Due mails queued per cron run at most; a larger backlog continues in the next minute. */
const PER_RUN = 5_000;

export async function queueDueMessageMails(env: Pick<Bindings, 'DB' | 'MAIL_QUEUE'>, now: number): Promise<{ due: number; messages: number }> {
  await failExhaustedClaims(env.DB, now);
  const ids = await dueMessageMailIds(env.DB, now, PER_RUN);
  const messages = [];
  for (let start = 0; start < ids.length; start += IDS_PER_MESSAGE) messages.push({ kind: 'message_mails' as const, ids: ids.slice(start, start + IDS_PER_MESSAGE), at: now });
  await enqueueMails(env, messages);
  return { due: ids.length, messages: messages.length };
}
