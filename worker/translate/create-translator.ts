/**
 * Picks the translator for the environment: Workers AI when the `AI` binding exists (production requires it,
 * worker/config), the offline stand-in with TRANSLATOR=local in development, otherwise none ("not configured").
 */
import { isDevelopment } from '../config/check-configuration.ts';
import type { Bindings } from '../env.ts';
import { LocalTranslator } from './local-translator.ts';
import type { Translator } from './translator.ts';
import { WorkersAiTranslator } from './workers-ai-translator.ts';

export function createTranslator(env: Pick<Bindings, 'AI' | 'ENVIRONMENT' | 'TRANSLATOR'>): Translator | null {
  if (env.AI) return new WorkersAiTranslator(env.AI);
  // Fails closed like VEHICLE_DATA=local: outside development the stand-in is never used, whatever the variable says.
  return env.TRANSLATOR?.trim() === 'local' && isDevelopment(env) ? new LocalTranslator() : null;
}
