/** The text an editor shows when a console call fails: taken URL or name, the shared conflict text on 409, else the server's message. */
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../lib/api.ts';

export function actionMessage(t: TFunction<'admin'>, error: unknown): string {
  if (!(error instanceof ApiRequestError)) return t('landing.failed', { message: error instanceof Error ? error.message : String(error) });
  // A 409 naming a field is a duplicate (URL per language, short name per language), not someone else's edit.
  if (error.status === 409 && (error.fields.url || error.fields.slug)) return t('landing.taken');
  if (error.status === 409) return t('console.conflict');
  const fields = Object.entries(error.fields).map(([field, text]) => `${field}: ${text}`);
  return t('landing.failed', { message: [error.message, ...fields].join(' ') });
}

/** Whether the item changed meanwhile (the editor then reloads it). */
export const isConflict = (error: unknown) => error instanceof ApiRequestError && error.status === 409 && !error.fields.url && !error.fields.slug;
