/** The console's chats when the local chat adapter is on: recent conversations with their messages, and answering. */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { CHAT_TEXT_MAX } from '../../domain/validation/chat.ts';
import { requiredText } from '../../domain/validation/rules.ts';
import { isLocalChat } from '../chat/create-chat.ts';
import { addChatMessage, recentConversations } from '../chat/local-chat.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { idParam } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { auditActor } from '../services/operations/audit.ts';

export const adminChatRoutes = new Hono<AppEnv>();

/** With a chat provider, operators answer in its inbox; the console has nothing to show then. */
adminChatRoutes.get('/admin/api/chats', async (c) => {
  if (!isLocalChat(c.env)) return c.json({ local: false, conversations: [] });
  return c.json({ local: true, conversations: await recentConversations(c.get('db')) });
});

adminChatRoutes.post('/admin/api/chats/:id/messages', validate('param', idParam), validate('json', z.object({ text: requiredText(CHAT_TEXT_MAX) })), async (c) => {
  if (!isLocalChat(c.env)) throw new ApiError(404, 'chat_not_configured');
  const stored = await addChatMessage(c.get('db'), c.req.valid('param').id, 'operator', c.req.valid('json').text, auditActor(c).customerId, Date.now());
  if (!stored) throw new ApiError(404, 'not_found');
  return c.json({ answered: true }, 201);
});
