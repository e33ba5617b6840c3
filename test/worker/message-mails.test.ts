/** The message outbox against real D1: exactly-once claims, retries, opt-out, language and links, outbid batching. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { formatEuro } from '../../domain/format.ts';
import { groupKeys, MESSAGE_MAILS, type MessageDraft, type MessageKind, type MessageParams } from '../../domain/messages/kinds.ts';
import { pathFor } from '../../domain/routes.ts';
import { insertMessages } from '../../worker/db/repositories/messages.ts';
import type { MailTransport } from '../../worker/mail/mail.ts';
import type { DueMessageMail } from '../../worker/db/repositories/message-mails.ts';
import { scheduledLinkContext } from '../../worker/lib/links.ts';
import { messageMailInput, sendDueMessageMails, type MessageMailOptions } from '../../worker/services/messages/message-mails.ts';
import { createCustomer, uniqueEmail } from './accounts-helpers.ts';

const MINUTE = 60_000;

/** Each test lives in its own day of the far future, so a catch-up run never meets another test's due mails first. */
let slice = 0;
function clock(): number {
  slice += 1;
  return Date.UTC(2101, 0, 1) + slice * 24 * 60 * MINUTE;
}

let auctionSequence = 0;
function auctionGroup(): { auctionId: number; groupKey: string } {
  auctionSequence += 1;
  const auctionId = 800_000 + auctionSequence;
  return { auctionId, groupKey: groupKeys.auction(auctionId) };
}

/** Stores one message as the delivery does (mail due after the kind's delay), without sending anything. */
async function store(customerId: number, kind: MessageKind, at: number, group: { auctionId: number; groupKey: string }, params: MessageParams = {}): Promise<number> {
  const draft: MessageDraft = {
    customerId,
    sourceKey: `test:${kind}:${at}:${Math.random()}`,
    groupKey: group.groupKey,
    auctionId: group.auctionId,
    productId: null,
    kind,
    cta: 'read_me',
    params: { title: 'Hymer B 678', ...params },
  };
  const mail = MESSAGE_MAILS[kind];
  const [inserted] = await insertMessages(env.DB, [{ ...draft, dueAt: mail ? at + mail.delayMs : null }], at);
  if (!inserted) throw new Error('message not inserted');
  return inserted.id;
}

interface MailState {
  state: string | null;
  attempts: number;
  dueAt: number | null;
}

async function mailState(id: number): Promise<MailState> {
  const row = await env.DB.prepare('SELECT mail_state AS state, mail_attempts AS attempts, mail_due_at AS dueAt FROM messages WHERE id = ?').bind(id).first<MailState>();
  if (!row) throw new Error(`message ${id} not found`);
  return row;
}

async function mails(to: string): Promise<{ kind: string; locale: string; text: string }[]> {
  const rows = await env.DB.prepare('SELECT kind, locale, text FROM mail_outbox WHERE recipient = ? ORDER BY id').bind(to).all<{ kind: string; locale: string; text: string }>();
  return rows.results;
}

const failing: MailTransport = { send: () => Promise.reject(new Error('provider unavailable')) };
const run = (at: number, options: MessageMailOptions = {}) => sendDueMessageMails(env, at, options);

describe('message mails', () => {
  it('sends a due mail once when two runs overlap, in the recipient language with the thread link', async () => {
    const t = clock();
    const dealer = await createCustomer({ language: 'nl', profileType: 'MERCHANT' });
    const group = auctionGroup();
    const id = await store(dealer.id, 'won', t, group, { amount: 31_500 });
    const results = await Promise.all([run(t, { ids: [id] }), run(t, { ids: [id] })]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(1);
    expect(results.reduce((sum, result) => sum + result.taken, 0)).toBe(1);
    const sent = await mails(dealer.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'won', locale: 'nl' });
    expect(sent[0]?.text.split('\n')).toContain(`http://localhost:8787${pathFor('account-messages-thread-slug', 'nl', { slug: group.groupKey })}`);
    // A binding mail has no switch-off link.
    expect(sent[0]?.text).not.toContain('/account/email-settings');
    expect(await mailState(id)).toMatchObject({ state: 'sent', attempts: 1 });
    // Sent is settled: a later run does not send it again.
    expect((await run(t + MINUTE, { ids: [id] })).due).toBe(0);
    expect(await mails(dealer.email)).toHaveLength(1);
  });

  it('puts a mail back when the transport fails and sends it in a later run', async () => {
    const t = clock();
    const dealer = await createCustomer();
    const id = await store(dealer.id, 'renegotiation_turn', t, auctionGroup(), { amount: 28_000, deadline: t + 24 * 60 * MINUTE });
    expect(await run(t, { ids: [id], transport: failing })).toMatchObject({ due: 1, sent: 0, failed: 1 });
    const back = await mailState(id);
    expect(back).toMatchObject({ state: 'pending', attempts: 1 });
    expect(back.dueAt).toBeGreaterThan(t);
    expect(await mails(dealer.email)).toEqual([]);
    // Not before the retry delay, then it goes out.
    expect((await run(t, { ids: [id] })).due).toBe(0);
    expect(await run(t + 10 * MINUTE, { ids: [id] })).toMatchObject({ sent: 1, failed: 0 });
    expect(await mailState(id)).toMatchObject({ state: 'sent', attempts: 2 });
    expect((await mails(dealer.email)).map((mail) => mail.kind)).toEqual(['renegotiation_turn']);
  });

  it('settles a mail as failed after five failed attempts', async () => {
    const t = clock();
    const dealer = await createCustomer();
    const id = await store(dealer.id, 'counter_offer', t, auctionGroup(), { amount: 30_000 });
    for (let attempt = 1; attempt <= 5; attempt += 1) await run(t + attempt * 10 * MINUTE, { ids: [id], transport: failing });
    expect(await mailState(id)).toMatchObject({ state: 'failed', attempts: 5 });
    expect((await run(t + 100 * MINUTE, { ids: [id] })).due).toBe(0);
    expect(await mails(dealer.email)).toEqual([]);
  });

  it('takes over a claim whose sender crashed, but not a fresh one', async () => {
    const t = clock();
    const dealer = await createCustomer();
    const group = auctionGroup();
    const crashed = await store(dealer.id, 'late_offer_declined', t, group);
    const busy = await store(dealer.id, 'lost', t, group);
    const claim = env.DB.prepare("UPDATE messages SET mail_state = 'sending', mail_claimed_at = ?, mail_attempts = 1 WHERE id = ?");
    await env.DB.batch([claim.bind(t - 11 * MINUTE, crashed), claim.bind(t - MINUTE, busy)]);
    expect(await run(t, { ids: [crashed, busy] })).toMatchObject({ due: 1, sent: 1 });
    expect(await mailState(crashed)).toMatchObject({ state: 'sent', attempts: 2 });
    expect(await mailState(busy)).toMatchObject({ state: 'sending', attempts: 1 });
  });

  it('catches up delayed mails without ids once they are due', async () => {
    const t = clock();
    const dealer = await createCustomer();
    const id = await store(dealer.id, 'outbid', t, auctionGroup(), { amount: 12_000 });
    await run(t + MINUTE, { batch: 500 });
    expect(await mailState(id)).toMatchObject({ state: 'pending', attempts: 0 });
    await run(t + 6 * MINUTE, { batch: 500 });
    expect(await mailState(id)).toMatchObject({ state: 'sent' });
    expect((await mails(dealer.email)).map((mail) => mail.kind)).toEqual(['outbid']);
  });

  it('respects the NOTIFICATION_EMAILS opt-out for optional kinds only', async () => {
    const t = clock();
    const optedOut = await createCustomer();
    const other = await createCustomer();
    await env.DB.prepare("INSERT INTO email_automation_settings (customer_id, type, enabled) VALUES (?, 'NOTIFICATION_EMAILS', 0)").bind(optedOut.id).run();
    const group = auctionGroup();
    const lost = await store(optedOut.id, 'lost', t, group);
    const published = await store(optedOut.id, 'ad_published', t, group);
    const won = await store(optedOut.id, 'won', t, auctionGroup());
    const otherPublished = await store(other.id, 'ad_published', t, group);
    await run(t, { ids: [lost, published, won, otherPublished] });
    expect(await mailState(lost)).toMatchObject({ state: 'skipped' });
    expect(await mailState(published)).toMatchObject({ state: 'skipped' });
    expect(await mailState(won)).toMatchObject({ state: 'sent' });
    expect((await mails(optedOut.email)).map((mail) => mail.kind)).toEqual(['won']);
    expect((await mails(other.email)).map((mail) => mail.kind)).toEqual(['ad_published']);
  });

  it('gives optional mails the link to switch them off, and binding ones none', async () => {
    const t = clock();
    const dealer = await createCustomer();
    const due: DueMessageMail = {
      id: 1,
      customerId: dealer.id,
      groupKey: 'auction-1',
      kind: 'lost',
      params: { title: 'Hymer B 678' },
      attempts: 0,
      email: dealer.email,
      name: 'Test',
      languageSetting: 'de',
      closed: false,
      optedOut: false,
    };
    const links = scheduledLinkContext(env);
    const optional = await messageMailInput(env, links, due, 'lost', 20_000, t);
    expect(optional.footerLink).toContain(`http://localhost:8787${pathFor('account-email-settings', 'de')}?`);
    expect(optional.values).toMatchObject({ title: 'Hymer B 678', amount: formatEuro(20_000) });
    const binding = await messageMailInput(env, links, { ...due, kind: 'won' }, 'won', 20_000, t);
    expect(binding.footerLink).toBeUndefined();
  });

  it('skips deleted, deactivated and placeholder recipients', async () => {
    const t = clock();
    const deleted = await createCustomer();
    const deactivated = await createCustomer();
    await env.DB.batch([
      env.DB.prepare('UPDATE customers SET deleted_at = ? WHERE id = ?').bind(t, deleted.id),
      env.DB.prepare('UPDATE customers SET deactivated_at = ? WHERE id = ?').bind(t, deactivated.id),
    ]);
    const placeholder = uniqueEmail('visitor').replace('@example.com', '@prospect.invalid');
    const prospect = await env.DB.prepare("INSERT INTO customers (email, segmentation) VALUES (?, 'prospect') RETURNING id").bind(placeholder).first<{ id: number }>();
    const group = auctionGroup();
    const ids = [await store(deleted.id, 'won', t, group), await store(deactivated.id, 'won', t, group), await store(prospect?.id ?? 0, 'ad_published', t, group)];
    expect(await run(t, { ids })).toMatchObject({ due: 3, sent: 0, skipped: 3 });
    for (const to of [deleted.email, deactivated.email, placeholder]) expect(await mails(to)).toEqual([]);
  });

  it('links the order mail to the invoice PDF', async () => {
    const t = clock();
    const dealer = await createCustomer({ language: 'en' });
    const id = await store(dealer.id, 'order_created', t, auctionGroup(), { amount: 700, orderId: 4242 });
    await run(t, { ids: [id] });
    const [mail] = await mails(dealer.email);
    expect(mail).toMatchObject({ kind: 'order_created', locale: 'en' });
    expect(mail?.text).toContain('http://localhost:8787/private/order/4242/document/invoice');
  });
});

describe('outbid batching', () => {
  it('collapses a bidding war into one mail per customer and auction', async () => {
    const t = clock();
    const dealer = await createCustomer();
    const rival = await createCustomer();
    const group = auctionGroup();
    const ids: number[] = [];
    for (let index = 0; index < 10; index += 1) ids.push(await store(dealer.id, 'outbid', t + index * 10_000, group, { amount: 20_000 + index * 500 }));
    const rivalId = await store(rival.id, 'outbid', t, group, { amount: 19_000 });
    const result = await run(t + 10 * MINUTE, { ids: [...ids, rivalId] });
    expect(result).toMatchObject({ sent: 2, merged: 9, skipped: 0 });
    expect(await mails(dealer.email)).toHaveLength(1);
    expect(await mails(rival.email)).toHaveLength(1);
    const states = await Promise.all(ids.map(async (id) => (await mailState(id)).state));
    expect(states.filter((state) => state === 'sent')).toHaveLength(1);
    expect(states.filter((state) => state === 'merged')).toHaveLength(9);

    // Outbid again within 30 minutes of that mail: merged. Later: a new mail.
    const soon = await store(dealer.id, 'outbid', t + 15 * MINUTE, group, { amount: 26_000 });
    await run(t + 21 * MINUTE, { ids: [soon] });
    expect(await mailState(soon)).toMatchObject({ state: 'merged' });
    const later = await store(dealer.id, 'outbid', t + 45 * MINUTE, group, { amount: 27_000 });
    await run(t + 51 * MINUTE, { ids: [later] });
    expect(await mailState(later)).toMatchObject({ state: 'sent' });
    expect(await mails(dealer.email)).toHaveLength(2);
  });

  it('sends one mail when two runs take sibling outbid mails at once', async () => {
    const t = clock();
    const dealer = await createCustomer();
    const group = auctionGroup();
    const first = await store(dealer.id, 'outbid', t, group, { amount: 20_000 });
    const second = await store(dealer.id, 'outbid', t + 1000, group, { amount: 21_000 });
    await Promise.all([run(t + 10 * MINUTE, { ids: [first] }), run(t + 10 * MINUTE, { ids: [second] })]);
    expect(await mails(dealer.email)).toHaveLength(1);
    // The sibling the losing run could not take is settled by the winner, or taken by a later run and merged.
    await run(t + 11 * MINUTE, { ids: [first, second] });
    const states = [(await mailState(first)).state, (await mailState(second)).state].sort();
    expect(states).toEqual(['merged', 'sent']);
    expect(await mails(dealer.email)).toHaveLength(1);
  });

  it('sends nothing when a newer message says the dealer leads again or the auction ended for them', async () => {
    const t = clock();
    const dealer = await createCustomer();
    const leading = auctionGroup();
    const outbid = await store(dealer.id, 'outbid', t, leading, { amount: 20_000 });
    await store(dealer.id, 'highest_bidder', t + MINUTE, leading, { amount: 20_500 });
    const ended = auctionGroup();
    const outbidBeforeWin = await store(dealer.id, 'outbid', t, ended, { amount: 22_000 });
    const won = await store(dealer.id, 'won', t + 2 * MINUTE, ended, { amount: 22_500 });
    await run(t + 2 * MINUTE, { ids: [won] });
    await run(t + 6 * MINUTE, { ids: [outbid, outbidBeforeWin] });
    expect(await mailState(outbid)).toMatchObject({ state: 'skipped' });
    expect(await mailState(outbidBeforeWin)).toMatchObject({ state: 'skipped' });
    expect((await mails(dealer.email)).map((mail) => mail.kind)).toEqual(['won']);
  });
});
