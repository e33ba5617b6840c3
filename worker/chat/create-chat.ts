/**
 * Picks the chat channel for the environment: Chatwoot when its https base URL and website inbox are set, the D1
 * stand-in the console answers with CHAT=local in development, otherwise none: the storefront then shows no chat.
 */
import { isDevelopment } from '../config/check-configuration.ts';
import { createDb } from '../db/client.ts';
import type { Bindings } from '../env.ts';
import { ChatwootChannel } from './chatwoot.ts';
import { LocalChatChannel } from './local-chat.ts';
import type { ChatChannel } from './port.ts';

type ChatEnv = Pick<Bindings, 'DB' | 'ENVIRONMENT' | 'CHAT' | 'CHAT_BASE_URL' | 'CHAT_INBOX'>;

function httpsBase(value: string | undefined): string | null {
  try {
    const url = new URL(value?.trim() ?? '');
    return url.protocol === 'https:' ? url.origin + url.pathname.replace(/\/$/, '') : null;
  } catch {
    return null;
  }
}

/** True when the console answers the chats (the local adapter); with a provider, its own inbox does. */
export function isLocalChat(env: ChatEnv): boolean {
  return !(httpsBase(env.CHAT_BASE_URL) && env.CHAT_INBOX?.trim()) && env.CHAT?.trim() === 'local' && isDevelopment(env);
}

export function createChatChannel(env: ChatEnv): ChatChannel | null {
  const base = httpsBase(env.CHAT_BASE_URL);
  const inbox = env.CHAT_INBOX?.trim();
  if (base && inbox) return new ChatwootChannel(base, inbox);
  // Fails closed like TRANSLATOR=local: outside development the stand-in is never used, whatever the variable says.
  return isLocalChat(env) ? new LocalChatChannel(createDb(env.DB)) : null;
}
