/** Schemas of the storefront's chat: opening a conversation (name and first message) and a further message. */
import * as z from 'zod/mini';
import { LIMITS, requiredText } from './rules.ts';

/** One chat message; long texts belong in the contact form. */
export const CHAT_TEXT_MAX = 2000;

/** The conversation reference and its token, as the server handed them out (opaque to the client). */
const conversation = z.string('validation.invalid').check(z.minLength(1, 'validation.invalid'), z.maxLength(200, 'validation.invalid'));
const token = z.string('validation.invalid').check(z.minLength(10, 'validation.invalid'), z.maxLength(200, 'validation.invalid'));

export const chatStartSchema = z.object({ name: requiredText(LIMITS.name), text: requiredText(CHAT_TEXT_MAX) });
export const chatReadSchema = z.object({ conversation, token });
export const chatSendSchema = z.object({ conversation, token, text: requiredText(CHAT_TEXT_MAX) });
export type ChatStartInput = z.infer<typeof chatStartSchema>;
