/**
 * The production translator over the Workers AI binding (model m2m100): requests one call per paragraph (the
 * model translates short inputs best and has an input limit) and parses the model's answer defensively.
 */
import type { Locale } from '../../domain/locales.ts';
import { TranslationError, type Translator } from './translator.ts';

export const TRANSLATION_MODEL = '@cf/meta/m2m100-1.2b';

/** The part of the Workers AI binding this adapter uses. */
export interface AiBinding {
  run(model: string, input: unknown): Promise<unknown>;
}

export interface TranslationRequest {
  text: string;
  source_lang?: string;
  target_lang: string;
}

/** Longest piece sent in one call; longer paragraphs are cut at sentence ends. */
export const MAX_CHUNK_CHARS = 800;

const CONCURRENCY = 4;

/** Our locale codes are the ISO 639-1 codes the model takes. */
export function buildRequest(text: string, target: Locale, source?: Locale): TranslationRequest {
  return source ? { text, source_lang: source, target_lang: target } : { text, target_lang: target };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The binding answers `{ translated_text }`; the REST API wraps it in `{ result }`. Anything else is an error. */
export function parseAnswer(answer: unknown): string {
  const body = isRecord(answer) && isRecord(answer.result) ? answer.result : answer;
  const text = isRecord(body) ? body.translated_text : undefined;
  if (typeof text !== 'string' || text.trim() === '') throw new TranslationError('translation answer without translated_text');
  return text.trim();
}

/** Splits a paragraph longer than the limit at sentence ends (or hard, for a single endless sentence). */
function cut(paragraph: string): string[] {
  if (paragraph.length <= MAX_CHUNK_CHARS) return [paragraph];
  const sentences = paragraph.match(/[^.!?]+[.!?]*\s*/g) ?? [paragraph];
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > MAX_CHUNK_CHARS) {
      chunks.push(current.trim());
      current = '';
    }
    current += sentence;
    while (current.length > MAX_CHUNK_CHARS) {
      chunks.push(current.slice(0, MAX_CHUNK_CHARS).trim());
      current = current.slice(MAX_CHUNK_CHARS);
    }
  }
  if (current.trim()) chunks.push(current.trim());
  return chunks;
}

export class WorkersAiTranslator implements Translator {
  constructor(private readonly ai: AiBinding) {}

  async translate(text: string, target: Locale, source?: Locale): Promise<string> {
    // Line structure (paragraphs, lists) survives because each non-empty line is translated on its own.
    const lines = text.split(/\r?\n/).map((line) => (line.trim() ? cut(line.trim()) : []));
    const chunks = lines.flat();
    const results: string[] = [];
    // A few calls at a time: quick for long texts without flooding the binding.
    for (let start = 0; start < chunks.length; start += CONCURRENCY) {
      const batch = chunks.slice(start, start + CONCURRENCY);
      results.push(...(await Promise.all(batch.map((chunk) => this.one(chunk, target, source)))));
    }
    let next = 0;
    return lines
      .map((parts) => {
        const translated = results.slice(next, next + parts.length);
        next += parts.length;
        return translated.join(' ');
      })
      .join('\n');
  }

  private async one(text: string, target: Locale, source?: Locale): Promise<string> {
    let answer: unknown;
    try {
      answer = await this.ai.run(TRANSLATION_MODEL, buildRequest(text, target, source));
    } catch (error) {
      throw new TranslationError(`translation call failed: ${String(error)}`);
    }
    return parseAnswer(answer);
  }
}
