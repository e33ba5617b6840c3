/**
 * Offline translator for development (TRANSLATOR=local): marks each line with its target language instead of
 * calling a model, so the translation switch, its cache and the pages around it work on a laptop without Workers AI.
 */
import type { Locale } from '../../domain/locales.ts';
import type { Translator } from './translator.ts';

export class LocalTranslator implements Translator {
  async translate(text: string, target: Locale, source?: Locale): Promise<string> {
    // The tag names both languages so a developer sees which direction the real model would have been asked for.
    const tag = `[${(source ?? 'auto').toUpperCase()}→${target.toUpperCase()}]`;
    return text
      .split(/\r?\n/)
      .map((line) => (line.trim() ? `${tag} ${line.trim()}` : ''))
      .join('\n');
  }
}
