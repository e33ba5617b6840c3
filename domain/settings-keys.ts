/**
 * The operator settings the storefront may read (GET /public/settings/{key}) and operators may change: an allow-list,
 * each key with its value schema (messages are i18n keys) and the value it has while no row is stored.
 */
import * as z from 'zod/mini';
import { fieldErrors } from './validation/rules.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

/** Longest system bar message per language: the bar is one line of 50 px. */
export const SYSTEM_BAR_MESSAGE_MAX = 300;

/** Plain text only: no control characters (line breaks included, the bar is one line) and nothing that looks like markup. */
function isPlainText(value: string): boolean {
  return !/[\u0000-\u001f\u007f]/.test(value) && !/<\s*[a-z/!]/i.test(value);
}

const message = z.string('validation.invalid').check(
  z.trim(),
  z.maxLength(SYSTEM_BAR_MESSAGE_MAX, 'validation.max'),
  z.refine(isPlainText, 'validation.invalid'),
);

const messages = z.strictObject(
  Object.fromEntries(LOCALES.map((locale) => [locale, z.optional(message)])) as Record<Locale, z.ZodMiniOptional<typeof message>>,
  'validation.invalid',
);

export type SystemBarMessages = Partial<Record<Locale, string>>;

/** Every public key: its schema and its value while none is stored. */
export const PUBLIC_SETTINGS = {
  system_bar: { schema: z.boolean('validation.required_boolean'), fallback: false },
  system_bar_message: { schema: messages, fallback: {} as SystemBarMessages },
} as const;

export type PublicSettingKey = keyof typeof PUBLIC_SETTINGS;
export const PUBLIC_SETTING_KEYS = Object.keys(PUBLIC_SETTINGS) as PublicSettingKey[];

export interface PublicSettingValues {
  system_bar: boolean;
  system_bar_message: SystemBarMessages;
}

export function isPublicSettingKey(key: string): key is PublicSettingKey {
  return Object.hasOwn(PUBLIC_SETTINGS, key);
}

export type SettingCheck<K extends PublicSettingKey> = { ok: true; value: PublicSettingValues[K] } | { ok: false; fields: Record<string, string> };

/** Validates a value for a key; field names are prefixed with "value" (e.g. "value.en") as the request body nests it. */
export function parseSettingValue<K extends PublicSettingKey>(key: K, value: unknown): SettingCheck<K> {
  const result = z.safeParse(PUBLIC_SETTINGS[key].schema, value);
  if (result.success) return { ok: true, value: normalise(key, result.data) };
  const fields = fieldErrors(result.error);
  return { ok: false, fields: Object.fromEntries(Object.entries(fields).map(([field, text]) => [field === '_' ? 'value' : `value.${field}`, text])) };
}

/** Empty messages are dropped, so "no text" has one stored form and the German fallback applies. */
function normalise<K extends PublicSettingKey>(key: K, value: unknown): PublicSettingValues[K] {
  if (key !== 'system_bar_message') return value as PublicSettingValues[K];
  const entries = Object.entries(value as SystemBarMessages).filter(([, text]) => text !== undefined && text !== '');
  return Object.fromEntries(entries) as PublicSettingValues[K];
}

/** The system bar's text for a page locale: its own, else the German one, else none. */
export function systemBarMessageFor(stored: unknown, locale: Locale): string | null {
  if (stored === null || typeof stored !== 'object') return null;
  const texts = stored as Record<string, unknown>;
  const pick = (lang: Locale) => (typeof texts[lang] === 'string' && (texts[lang] as string).trim() !== '' ? (texts[lang] as string) : null);
  return pick(locale) ?? pick(DEFAULT_LOCALE);
}
