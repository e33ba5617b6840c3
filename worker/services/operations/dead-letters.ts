/**
 * The console's dead letters: queue messages that failed every attempt, and sending one back to its queue once the
 * cause is fixed (the consumers are idempotent, so a message that partly succeeded before does no harm). Audited.
 */
import type { Context } from 'hono';
import { claimDeadLetter, listDeadLetters, releaseDeadLetter, type DeadLetterRow } from '../../db/repositories/dead-letters.ts';
import type { AppEnv, Bindings } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { MailMessage } from '../../queues/mail-queue.ts';
import type { AuctionEventsEffect } from '../../../domain/auction/effects.ts';
import { recordAudit } from './audit.ts';

/** The console shows the newest letters; more than this waiting means something systematic, visible in the count. */
const LIST_LIMIT = 100;

export function deadLetters(env: Pick<Bindings, 'DB'>): Promise<{ items: DeadLetterRow[]; open: number }> {
  return listDeadLetters(env.DB, LIST_LIMIT);
}

/** Sends a waiting dead letter back to the queue it died on; 409 when it is not waiting (sent back already, or none). */
export async function requeueDeadLetter(c: Context<AppEnv>, id: number, now = Date.now()): Promise<{ id: number; requeuedAt: number }> {
  const letter = await claimDeadLetter(c.env.DB, id, now);
  if (!letter) throw new ApiError(409, 'already_handled');
  try {
    if (letter.queue === 'effects') await c.env.AUCTION_EFFECTS.send(letter.body as AuctionEventsEffect, { contentType: 'json' });
    else await c.env.MAIL_QUEUE.send(letter.body as MailMessage, { contentType: 'json' });
  } catch (error) {
    await releaseDeadLetter(c.env.DB, id);
    throw error;
  }
  await recordAudit(c, { action: 'dead_letter.requeued', subjectType: 'dead_letter', subjectId: id, after: { queue: letter.queue, requeuedAt: now } }, now);
  return { id, requeuedAt: now };
}
