/**
 * The local chat adapter: conversations in D1 (chat_conversations, chat_messages), read and answered by operators in
 * the console (worker/routes/admin-chats.ts). A conversation reference is its id.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { chatConversations, chatMessages } from '../db/schema.ts';
import { type ChatChannel, type ChatMessage, ChatNotFound } from './port.ts';

function conversationId(reference: string): number {
  const id = /^\d{1,12}$/.test(reference) ? Number(reference) : 0;
  if (!id) throw new ChatNotFound('not a conversation reference');
  return id;
}

type MessageRow = typeof chatMessages.$inferSelect;
const toMessage = (row: MessageRow): ChatMessage => ({ id: String(row.id), from: row.author, text: row.text, at: row.createdAt.getTime() });

/** Adds a message and moves the conversation's last-message time; false when the conversation does not exist. */
export async function addChatMessage(db: Database, id: number, author: 'visitor' | 'operator', text: string, operatorId: number | null, now: number): Promise<boolean> {
  const touched = await db.update(chatConversations).set({ lastMessageAt: new Date(now) }).where(eq(chatConversations.id, id)).returning({ id: chatConversations.id });
  if (touched.length === 0) return false;
  await db.insert(chatMessages).values({ conversationId: id, author, operatorId, text, createdAt: new Date(now) });
  return true;
}

export class LocalChatChannel implements ChatChannel {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async start(input: { name: string; locale: string; text: string }): Promise<{ conversation: string }> {
    const at = this.now();
    const [row] = await this.db.insert(chatConversations).values({ name: input.name, locale: input.locale, lastMessageAt: new Date(at) }).returning({ id: chatConversations.id });
    if (!row) throw new Error('conversation not stored');
    await addChatMessage(this.db, row.id, 'visitor', input.text, null, at);
    return { conversation: String(row.id) };
  }

  async send(conversation: string, text: string): Promise<void> {
    if (!(await addChatMessage(this.db, conversationId(conversation), 'visitor', text, null, this.now()))) throw new ChatNotFound('no such conversation');
  }

  async messages(conversation: string): Promise<ChatMessage[]> {
    const id = conversationId(conversation);
    const rows = await this.db.select().from(chatMessages).where(eq(chatMessages.conversationId, id)).orderBy(asc(chatMessages.id)).limit(500);
    if (rows.length === 0) throw new ChatNotFound('no such conversation');
    return rows.map(toMessage);
  }
}

/** The console's list: the most recently active conversations with their messages (bounded both ways). */
export async function recentConversations(db: Database, limit = 20) {
  const conversations = await db.select().from(chatConversations).orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id)).limit(limit);
  if (conversations.length === 0) return [];
  const ids = conversations.map((row) => row.id);
  const rows = await db.select().from(chatMessages).where(inArray(chatMessages.conversationId, ids)).orderBy(asc(chatMessages.id)).limit(limit * 100);
  return conversations.map((conversation) => {
    const messages = rows.filter((row) => row.conversationId === conversation.id).map(toMessage);
    const last = messages.at(-1);
    return {
      id: conversation.id,
      name: conversation.name,
      locale: conversation.locale,
      lastMessageAt: conversation.lastMessageAt.getTime(),
      awaitingAnswer: last?.from === 'visitor',
      messages,
    };
  });
}
