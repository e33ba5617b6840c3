/** The worker's queue handler: each batch goes to its queue's consumer. */
import type { Bindings } from '../env.ts';
import { consumeDeadLetters } from './dead-letter-consumer.ts';
import { consumeEffects } from './effects-consumer.ts';
import { consumeMail } from './mail-consumer.ts';
import { QUEUES } from './queue-names.ts';

export async function consumeQueue(batch: MessageBatch, env: Bindings): Promise<void> {
  switch (batch.queue) {
    case QUEUES.effects:
      return consumeEffects(batch, env);
    case QUEUES.mail:
      return consumeMail(batch, env);
    case QUEUES.deadLetters:
      return consumeDeadLetters(batch, env);
    default:
      console.error(JSON.stringify({ job: 'queue', error: 'unknown queue', queue: batch.queue }));
      batch.retryAll();
  }
}
