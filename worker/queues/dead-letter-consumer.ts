/** The dead-letter queue's consumer: every message that failed all its attempts is kept in D1 for the operator console. */
import { deadLetter } from '../db/repositories/dead-letters.ts';
import type { Bindings } from '../env.ts';
import { retryDelaySeconds } from './queue-names.ts';

export async function consumeDeadLetters(batch: MessageBatch, env: Bindings, now = Date.now()): Promise<void> {
  for (const message of batch.messages) {
    try {
      // The dead letter names the queue it died on (the batch's queue is the dead-letter queue itself).
      await deadLetter(env.DB, originOf(message.body), message, now);
      console.error(JSON.stringify({ job: 'dead-letter', id: message.id }));
      message.ack();
    } catch (error) {
      console.error(JSON.stringify({ job: 'dead-letter', id: message.id, error: String(error) }));
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

/** Effects carry auction events; everything else on the dead-letter queue came from the mail queue. */
function originOf(body: unknown): string {
  const kind = typeof body === 'object' && body !== null && 'kind' in body ? (body as { kind: unknown }).kind : null;
  return kind === 'auction_events' ? 'effects' : 'mail';
}
