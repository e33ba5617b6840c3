/**
 * The storefront's chat: whether the channel is on, opening a conversation, writing and reading it. The channel is a
 * port (worker/chat); each conversation is guarded by a token (an HMAC of its reference under a key for this purpose
 * only), handed out when it is opened, so nobody reads another visitor's chat by guessing references.
 */
import { type Context, Hono } from 'hono';
import { chatReadSchema, chatSendSchema, chatStartSchema } from '../../domain/validation/chat.ts';
import { createChatChannel } from '../chat/create-chat.ts';
import { ChatError, type ChatChannel, ChatNotFound } from '../chat/port.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { timingSafeEqual } from '../lib/crypto.ts';
import { derivedMac, KEY_LABELS } from '../lib/derived-keys.ts';
import { validate } from '../lib/validate.ts';
import { ABUSE_LIMITS, limitClient } from '../services/abuse-limits.ts';
import { authSecret } from '../services/auth/secret.ts';

export const chatRoutes = new Hono<AppEnv>();

const conversationToken = (c: Context<AppEnv>, conversation: string) => derivedMac(authSecret(c.env), KEY_LABELS.chatConversation, conversation);

function channel(c: Context<AppEnv>): ChatChannel {
  const chat = createChatChannel(c.env);
  if (!chat) throw new ApiError(404, 'chat_not_configured');
  return chat;
}

/** The provider's failures become 502 chat_unavailable (logged by status only), an unknown conversation 404. */
async function provider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ChatNotFound) throw new ApiError(404, 'not_found');
    if (error instanceof ChatError) {
      console.error(JSON.stringify({ job: 'chat', error: error.message }));
      throw new ApiError(502, 'chat_unavailable');
    }
    throw error;
  }
}

async function guarded(c: Context<AppEnv>, input: { conversation: string; token: string }): Promise<string> {
  if (!timingSafeEqual(await conversationToken(c, input.conversation), input.token)) throw new ApiError(404, 'not_found');
  return input.conversation;
}

/** The storefront shows its chat entry only when this says so. */
chatRoutes.get('/public/chat', (c) => c.json({ available: createChatChannel(c.env) !== null }));

chatRoutes.post('/public/chat/conversations', validate('json', chatStartSchema), async (c) => {
  const chat = channel(c);
  const input = c.req.valid('json');
  await limitClient(c, ABUSE_LIMITS.chatStart);
  const { conversation } = await provider(() => chat.start({ name: input.name, locale: c.get('locale'), text: input.text }));
  return c.json({ conversation, token: await conversationToken(c, conversation), messages: await provider(() => chat.messages(conversation)) }, 201);
});

chatRoutes.post('/public/chat/messages', validate('json', chatSendSchema), async (c) => {
  const chat = channel(c);
  const input = c.req.valid('json');
  const conversation = await guarded(c, input);
  await limitClient(c, ABUSE_LIMITS.chatMessage);
  await provider(() => chat.send(conversation, input.text));
  return c.json({ messages: await provider(() => chat.messages(conversation)) }, 201);
});

/** Reading is a POST so that the token travels in a body, never in a URL a log could keep. */
chatRoutes.post('/public/chat/read', validate('json', chatReadSchema), async (c) => {
  const chat = channel(c);
  const conversation = await guarded(c, c.req.valid('json'));
  return c.json({ messages: await provider(() => chat.messages(conversation)) });
});
