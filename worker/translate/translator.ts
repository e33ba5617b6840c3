/** The machine-translation port: turns a text into one of the storefront languages. */
import type { Locale } from '../../domain/locales.ts';

export interface Translator {
  /** `source` is the text's language when known; adapters fall back to their own guess otherwise. */
  translate(text: string, target: Locale, source?: Locale): Promise<string>;
}

/** The translation service answered something unusable or failed; callers log it and show the original. */
export class TranslationError extends Error {}
