/**
 * The chat channel: the Chatwoot adapter against its recorded answers, the choice of adapter (failing closed), and the
 * local adapter end to end: a visitor opens a conversation and writes, an operator reads and answers it in the
 * console, the visitor reads the answer; each conversation only with its token.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bindings } from '../../worker/env.ts';
import { ChatwootChannel, type FetchLike, parseMessages } from '../../worker/chat/chatwoot.ts';
import { createChatChannel, isLocalChat } from '../../worker/chat/create-chat.ts';
import { LocalChatChannel } from '../../worker/chat/local-chat.ts';
import { ChatError, ChatNotFound } from '../../worker/chat/port.ts';
import recorded from './fixtures/chatwoot-public-api.json';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { countRows, freshIp } from './abuse-helpers.ts';
import { call, json } from './helpers.ts';
import { type Operator, operatorSession } from './operator-helpers.ts';

const BASE = 'https://chat.example.com';
const INBOX = 'Xq7cW9pL2mN4';
const PREFIX = `${BASE}/public/api/v1/inboxes/${INBOX}`;

/** A provider that answers each recorded request with its recorded answer and records what it was sent. */
function recordedProvider() {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const fetchImpl: FetchLike = async (input, init) => {
    const path = String(input).slice(PREFIX.length);
    const body = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    calls.push({ method: init?.method ?? 'GET', path, ...(body === undefined ? {} : { body }) });
    const step = Object.values(recorded).find((entry) => typeof entry === 'object' && entry.request.path === path && entry.request.method === init?.method);
    return step && typeof step === 'object' ? Response.json(step.answer) : new Response('{}', { status: 404 });
  };
  return { fetchImpl, calls };
}

describe('Chatwoot adapter', () => {
  it('opens a conversation with the recorded calls and names it <contact>/<conversation>', async () => {
    const { fetchImpl, calls } = recordedProvider();
    const channel = new ChatwootChannel(BASE, INBOX, fetchImpl);
    const { conversation } = await channel.start({ name: 'Karin Lund', locale: 'sv', text: recorded.message.request.body.content });
    expect(conversation).toBe(`${recorded.contact.answer.source_id}/${recorded.conversation.answer.id}`);
    expect(calls).toEqual([recorded.contact.request, recorded.conversation.request, recorded.message.request]);
  });

  it('reads the visitor’s and the agents’ messages, leaving out activity and private notes', async () => {
    const channel = new ChatwootChannel(BASE, INBOX, recordedProvider().fetchImpl);
    const messages = await channel.messages(`${recorded.contact.answer.source_id}/318`);
    expect(messages).toEqual([
      { id: '90211', from: 'visitor', text: 'Hej! Kan jag sälja min husbil via auktion?', at: 1795939200_000 },
      { id: '90214', from: 'operator', text: 'Hej Karin! Ja, lägg upp annonsen gratis så kan handlare bjuda på den.', at: 1795939260_000 },
    ]);
    expect(() => parseMessages({ error: 'x' })).toThrow(ChatError);
  });

  it('turns refusals, network failures and foreign references into errors', async () => {
    const failing = (response: () => Promise<Response>) => new ChatwootChannel(BASE, INBOX, () => response());
    await expect(failing(async () => new Response('', { status: 500 })).send('abc/1', 'x')).rejects.toBeInstanceOf(ChatError);
    await expect(failing(() => Promise.reject(new TypeError('down'))).send('abc/1', 'x')).rejects.toBeInstanceOf(ChatError);
    await expect(failing(async () => new Response('', { status: 404 })).messages('abc/1')).rejects.toBeInstanceOf(ChatNotFound);
    await expect(failing(async () => Response.json([])).messages('../../accounts/1')).rejects.toBeInstanceOf(ChatNotFound);
  });
});

describe('choosing the chat channel', () => {
  const base = { DB: env.DB } as Pick<Bindings, 'DB'>;
  it('uses the provider with an https URL and an inbox, the local one only in development, else none', () => {
    expect(createChatChannel({ ...base, CHAT_BASE_URL: BASE, CHAT_INBOX: INBOX })).toBeInstanceOf(ChatwootChannel);
    expect(createChatChannel({ ...base, ENVIRONMENT: 'development', CHAT: 'local' })).toBeInstanceOf(LocalChatChannel);
    expect(isLocalChat({ ...base, ENVIRONMENT: 'development', CHAT: 'local', CHAT_BASE_URL: BASE, CHAT_INBOX: INBOX })).toBe(false);
    expect(createChatChannel({ ...base, ENVIRONMENT: 'production', CHAT: 'local' })).toBeNull();
    expect(createChatChannel({ ...base, CHAT_BASE_URL: 'http://chat.example.com', CHAT_INBOX: INBOX })).toBeNull();
  });
});

let operator: Operator;
let customer: Session;
beforeAll(async () => {
  operator = await operatorSession();
  customer = await login((await createCustomer()).email);
});

interface Opened {
  conversation: string;
  token: string;
  messages: { from: string; text: string }[];
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => call(path, { method: 'POST', headers: { 'CF-Connecting-IP': freshIp(), ...headers }, json: body });

describe('chat with the local adapter', () => {
  it('is announced to the storefront', async () => {
    expect(await json(await call('/public/chat'))).toEqual({ available: true });
  });

  it('lands in the console, where an operator answers, and the visitor reads the answer', async () => {
    const name = `Mia ${crypto.randomUUID().slice(0, 6)}`;
    const opened = await post('/public/chat/conversations', { name, text: 'Hallo, wie lange dauert die Prüfung?' }, { 'X-Locale': 'de' });
    expect(opened.status).toBe(201);
    const chat = await json<Opened>(opened);
    expect(chat.messages.map((m) => [m.from, m.text])).toEqual([['visitor', 'Hallo, wie lange dauert die Prüfung?']]);
    const more = await post('/public/chat/messages', { conversation: chat.conversation, token: chat.token, text: 'Und ist das kostenlos?' });
    expect(more.status).toBe(201);

    const consoleView = await json<{ local: boolean; conversations: { id: number; name: string; locale: string; awaitingAnswer: boolean; messages: { text: string }[] }[] }>(
      await call('/admin/api/chats', { headers: bearer(operator) }),
    );
    const seen = consoleView.conversations.find((entry) => entry.name === name);
    expect(seen).toMatchObject({ locale: 'de', awaitingAnswer: true });
    expect(seen?.messages.map((m) => m.text)).toEqual(['Hallo, wie lange dauert die Prüfung?', 'Und ist das kostenlos?']);

    const answered = await call(`/admin/api/chats/${seen?.id}/messages`, { method: 'POST', headers: bearer(operator), json: { text: 'Ja, das Inserat ist kostenlos.' } });
    expect(answered.status).toBe(201);
    const read = await json<{ messages: { from: string; text: string }[] }>(await post('/public/chat/read', { conversation: chat.conversation, token: chat.token }));
    expect(read.messages.at(-1)).toMatchObject({ from: 'operator', text: 'Ja, das Inserat ist kostenlos.' });
  });

  it('shows nobody a conversation without its token, and the console only to operators', async () => {
    const chat = await json<Opened>(await post('/public/chat/conversations', { name: 'Ola', text: 'Hej' }));
    const before = await countRows('chat_messages');
    const other = await json<Opened>(await post('/public/chat/conversations', { name: 'Eve', text: 'Hi' }));
    for (const body of [
      { conversation: chat.conversation, token: other.token },
      { conversation: String(Number(chat.conversation) + 1), token: chat.token },
    ]) {
      expect((await post('/public/chat/read', body)).status).toBe(404);
      expect((await post('/public/chat/messages', { ...body, text: 'sneaky' })).status).toBe(404);
    }
    expect(await countRows('chat_messages')).toBe(before + 1);
    expect((await call('/admin/api/chats', { headers: bearer(customer) })).status).toBe(403);
    expect((await call(`/admin/api/chats/${chat.conversation}/messages`, { method: 'POST', headers: bearer(customer), json: { text: 'x' } })).status).toBe(403);
  });

  it('refuses bad input with localized 400s and stores nothing', async () => {
    const before = await countRows('chat_conversations');
    const empty = await post('/public/chat/conversations', { name: '', text: ' ' }, { 'X-Locale': 'en' });
    expect(empty.status).toBe(400);
    expect(Object.keys((await json<{ error: { fields: Record<string, string> } }>(empty)).error.fields).sort()).toEqual(['name', 'text']);
    for (const body of ['{', JSON.stringify({ name: 'x', text: 'y'.repeat(2001) }), JSON.stringify({ name: ['x'], text: 1 })]) {
      expect((await call('/public/chat/conversations', { method: 'POST', headers: { 'CF-Connecting-IP': freshIp(), 'Content-Type': 'application/json' }, body })).status).toBe(400);
    }
    expect((await call('/admin/api/chats/999999999/messages', { method: 'POST', headers: bearer(operator), json: { text: 'x' } })).status).toBe(404);
    expect(await countRows('chat_conversations')).toBe(before);
  });
});
