/**
 * The mail queue's consumer, given batches as the platform delivers them: a transport that is down means a retry and
 * nothing marked sent; once it is back each mail goes out once, and a redelivered message sends nothing twice.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index.ts';
import type { MailMessage } from '../../worker/queues/mail-queue.ts';
import { QUEUES } from '../../worker/queues/queue-names.ts';

let counter = 0;

async function deliver(bodies: unknown[], attempts = 1) {
  const batch = createMessageBatch(
    QUEUES.mail,
    bodies.map((body) => ({ id: `mail-test-${Date.now()}-${(counter += 1)}`, timestamp: new Date(), attempts, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return getQueueResult(batch, ctx);
}

function mail(to: string): MailMessage {
  counter += 1;
  return {
    kind: 'mail',
    key: `test:${to}:${counter}`,
    input: { to, locale: 'de', kind: 'merchant_accepted', name: 'Erika', link: 'https://campermarkt24.de/' },
  };
}

const sentTo = async (to: string) => (await env.DB.prepare('SELECT COUNT(*) AS n FROM mail_outbox WHERE recipient = ?').bind(to).first<{ n: number }>())?.n ?? 0;

describe('the mail queue', () => {
  it('retries while the transport is down and sends each mail once when it is back', async () => {
    const to = `queue-${Date.now()}@example.com`;
    const body = mail(to);
    // The local transport writes the outbox; refusing that insert is the transport being down.
    await env.DB.exec(`CREATE TRIGGER mail_down BEFORE INSERT ON mail_outbox WHEN NEW.recipient = '${to}' BEGIN SELECT RAISE(ABORT, 'transport down'); END;`);
    const down = await deliver([body]);
    expect(down.retryMessages).toHaveLength(1);
    expect(down.explicitAcks).toHaveLength(0);
    expect(await sentTo(to)).toBe(0);
    await env.DB.exec('DROP TRIGGER mail_down;');
    expect((await deliver([body], 2)).explicitAcks).toHaveLength(1);
    expect(await sentTo(to)).toBe(1);
    // Delivered again (an acknowledgement the platform lost): the receipt keeps it at one.
    expect((await deliver([body, body], 3)).explicitAcks).toHaveLength(2);
    expect(await sentTo(to)).toBe(1);
  });

  it('sends the other mails of a batch when one recipient fails', async () => {
    const [failing, fine] = [`fail-${Date.now()}@example.com`, `fine-${Date.now()}@example.com`];
    await env.DB.exec(`CREATE TRIGGER mail_one_down BEFORE INSERT ON mail_outbox WHEN NEW.recipient = '${failing}' BEGIN SELECT RAISE(ABORT, 'refused'); END;`);
    const result = await deliver([mail(failing), mail(fine)]);
    await env.DB.exec('DROP TRIGGER mail_one_down;');
    expect(result.retryMessages).toHaveLength(1);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await sentTo(fine)).toBe(1);
    expect(await sentTo(failing)).toBe(0);
  });

  it('keeps a message nobody can read as a dead letter', async () => {
    const result = await deliver([{ kind: 'mail', key: 42 }]);
    expect(result.explicitAcks).toHaveLength(1);
    const row = await env.DB.prepare("SELECT kind FROM dead_letters WHERE queue = 'mail' AND message_id = ?").bind(result.explicitAcks[0]).first<{ kind: string }>();
    expect(row?.kind).toBe('mail');
  });
});
