/**
 * Machine translation of a listing's description or defects text: cached per product, field and locale, and
 * refreshed when the source text changes (the cache row keeps the SHA-256 of the text it was made from).
 */
import { isLocale, type Locale } from '../../domain/locales.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { Database } from '../db/client.ts';
import { findProductTexts, findTranslation, saveTranslation, type TranslatedField } from '../db/repositories/product-detail.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { canView } from '../services/product-detail.ts';
import type { Translator } from './translator.ts';

export type TranslationAnswer =
  | { status: 'translated'; text: string; locale: Locale }
  | { status: 'not_configured' }
  | { status: 'no_text' };

export interface TranslationInput {
  productId: number;
  field: TranslatedField;
  locale: Locale;
  viewer: Viewer;
  /** A verified operator (admin flag and this sign-in's second factor) may read listings outside the catalogue; absent: no. */
  operator?: boolean;
}

/** The translated text, or null when the listing does not exist for this viewer. */
export async function translateProductText(db: Database, translator: Translator | null, input: TranslationInput): Promise<TranslationAnswer | null> {
  const product = await findProductTexts(db, input.productId);
  if (!product || !canView(product.status, product.customerId, input.viewer, input.operator === true)) return null;
  const source = (input.field === 'description' ? product.description : product.defectsDescription)?.trim();
  if (!source) return { status: 'no_text' };
  const hash = await sha256Hex(source);
  const cached = await findTranslation(db, input.productId, input.field, input.locale);
  if (cached && cached.sourceHash === hash) return { status: 'translated', text: cached.text, locale: input.locale };
  // Sellers write in their own language (the model would otherwise assume English); in that language the text is its own translation.
  const sourceLocale = isLocale(product.ownerLanguage) ? product.ownerLanguage : undefined;
  if (sourceLocale === input.locale) return { status: 'translated', text: source, locale: input.locale };
  if (!translator) return { status: 'not_configured' };
  const text = await translator.translate(source, input.locale, sourceLocale);
  await saveTranslation(db, { productId: input.productId, field: input.field, locale: input.locale, sourceHash: hash, text });
  return { status: 'translated', text, locale: input.locale };
}
