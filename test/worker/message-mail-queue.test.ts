/** The cron's part of the message outbox: due mails go to the mail queue, whose consumer sends each once. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { groupKeys, MESSAGE_MAILS } from '../../domain/messages/kinds.ts';
import { insertMessages } from '../../worker/db/repositories/messages.ts';
import { queueDueMessageMails } from '../../worker/services/messages/queue-due-message-mails.ts';
import { createCustomer } from './accounts-helpers.ts';
import { eventually } from './helpers.ts';

const MINUTE = 60_000;

describe('due message mails', () => {
  it('are handed to the mail queue by the cron and sent once, however often they are queued', async () => {
    const dealer = await createCustomer({ profileType: 'MERCHANT' });
    // An outbid message whose mail delay has passed.
    const at = Date.now() - (MESSAGE_MAILS.outbid?.delayMs ?? 0) - MINUTE;
    const [message] = await insertMessages(
      env.DB,
      [
        {
          customerId: dealer.id,
          sourceKey: `test:outbid:${dealer.id}`,
          groupKey: groupKeys.auction(900_000 + dealer.id),
          auctionId: 900_000 + dealer.id,
          productId: null,
          kind: 'outbid',
          cta: 'read_me',
          params: { title: 'Hymer B 678', amount: 12_000 },
          dueAt: at + (MESSAGE_MAILS.outbid?.delayMs ?? 0),
        },
      ],
      at,
    );
    if (!message) throw new Error('message not inserted');
    const [first, second] = await Promise.all([queueDueMessageMails(env, Date.now()), queueDueMessageMails(env, Date.now())]);
    expect(first.due).toBeGreaterThanOrEqual(1);
    expect(second.due).toBeGreaterThanOrEqual(1);
    await eventually(async () => {
      const row = await env.DB.prepare('SELECT mail_state AS state FROM messages WHERE id = ?').bind(message.id).first<{ state: string }>();
      expect(row?.state).toBe('sent');
    });
    const sent = await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE recipient = ? AND kind = 'outbid'").bind(dealer.email).first<{ n: number }>();
    expect(sent?.n).toBe(1);
  });
});
