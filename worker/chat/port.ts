/** The chat channel port: a visitor opens a conversation, writes, and reads the answers of the operators. */

export interface ChatMessage {
  id: string;
  from: 'visitor' | 'operator';
  text: string;
  /** Epoch ms. */
  at: number;
}

export interface ChatChannel {
  /** Opens a conversation with its first message; the answer's reference names it in every later call. */
  start(input: { name: string; locale: string; text: string }): Promise<{ conversation: string }>;
  send(conversation: string, text: string): Promise<void>;
  /** The conversation's messages, oldest first (the operators' notes to each other are not among them). */
  messages(conversation: string): Promise<ChatMessage[]>;
}

/** The provider did not answer as it should; the route answers 502 `chat_unavailable`. Messages name statuses only. */
export class ChatError extends Error {
  override name = 'ChatError';
}

/** A reference that names no conversation of this channel; the route answers 404. */
export class ChatNotFound extends Error {
  override name = 'ChatNotFound';
}
