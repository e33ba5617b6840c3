/** Picks the translator for the environment: Workers AI when the `AI` binding exists, otherwise none ("not configured"). */
import type { Bindings } from '../env.ts';
import type { Translator } from './translator.ts';
import { WorkersAiTranslator } from './workers-ai-translator.ts';

export function createTranslator(env: Pick<Bindings, 'AI'>): Translator | null {
  return env.AI ? new WorkersAiTranslator(env.AI) : null;
}
