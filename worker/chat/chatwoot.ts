/**
 * The production chat adapter: Chatwoot's public client API (the API its own website widget uses), where operators
 * answer in Chatwoot's inbox. An inbox identifier names the website inbox; no secret is involved, which is why our
 * routes guard each conversation with their own token. A conversation reference is `<contact>/<conversation>`.
 */
import { ChatError, type ChatChannel, type ChatMessage, ChatNotFound } from './port.ts';

export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** The global fetch, bound: calling it detached from globalThis throws "Illegal invocation" in workerd. */
const globalFetch: FetchLike = (input, init) => fetch(input, init);

/** Chatwoot's message types: 0 incoming (the visitor), 1 outgoing (an agent); 2 and 3 are activity and templates. */
const FROM_TYPE: Record<number, ChatMessage['from']> = { 0: 'visitor', 1: 'operator' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The visitor-facing messages of an answer to GET …/messages; private notes and activity are left out. */
export function parseMessages(answer: unknown): ChatMessage[] {
  if (!Array.isArray(answer)) throw new ChatError('messages answer is not a list');
  const messages: ChatMessage[] = [];
  for (const item of answer) {
    if (!isRecord(item) || item.private === true) continue;
    const from = typeof item.message_type === 'number' ? FROM_TYPE[item.message_type] : undefined;
    if (!from || typeof item.content !== 'string' || (typeof item.id !== 'number' && typeof item.id !== 'string')) continue;
    const at = typeof item.created_at === 'number' ? item.created_at * 1000 : 0;
    messages.push({ id: String(item.id), from, text: item.content, at });
  }
  return messages.sort((a, b) => a.at - b.at);
}

export function parseReference(conversation: string): { contact: string; id: string } {
  const match = /^([A-Za-z0-9_-]{1,100})\/(\d{1,12})$/.exec(conversation);
  if (!match?.[1] || !match[2]) throw new ChatNotFound('not a conversation reference');
  return { contact: match[1], id: match[2] };
}

export class ChatwootChannel implements ChatChannel {
  private readonly base: string;

  constructor(
    baseUrl: string,
    inbox: string,
    private readonly fetchImpl: FetchLike = globalFetch,
  ) {
    this.base = `${baseUrl.replace(/\/$/, '')}/public/api/v1/inboxes/${encodeURIComponent(inbox)}`;
  }

  private async call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<unknown> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.base}${path}`, {
        method: init.method,
        headers: init.body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
    } catch (error) {
      throw new ChatError(`network error: ${error instanceof Error ? error.name : 'unknown'}`);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      throw new ChatNotFound('status 404');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ChatError(`status ${response.status}`);
    }
    try {
      return (await response.json()) as unknown;
    } catch {
      throw new ChatError('answer is not JSON');
    }
  }

  async start(input: { name: string; locale: string; text: string }): Promise<{ conversation: string }> {
    const contact = await this.call('/contacts', { method: 'POST', body: { name: input.name, custom_attributes: { locale: input.locale } } });
    const contactId = isRecord(contact) ? contact.source_id : undefined;
    if (typeof contactId !== 'string' || contactId === '') throw new ChatError('contact answer without source_id');
    const created = await this.call(`/contacts/${encodeURIComponent(contactId)}/conversations`, { method: 'POST', body: {} });
    const id = isRecord(created) ? created.id : undefined;
    if (typeof id !== 'number') throw new ChatError('conversation answer without id');
    const conversation = `${contactId}/${id}`;
    await this.send(conversation, input.text);
    return { conversation };
  }

  async send(conversation: string, text: string): Promise<void> {
    const { contact, id } = parseReference(conversation);
    await this.call(`/contacts/${encodeURIComponent(contact)}/conversations/${id}/messages`, { method: 'POST', body: { content: text } });
  }

  async messages(conversation: string): Promise<ChatMessage[]> {
    const { contact, id } = parseReference(conversation);
    return parseMessages(await this.call(`/contacts/${encodeURIComponent(contact)}/conversations/${id}/messages`, { method: 'GET' }));
  }
}
