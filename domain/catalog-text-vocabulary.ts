/**
 * The words that name a make or a vehicle type exactly, read from the attribute catalogue (all eight locales), for
 * domain/catalog-text.ts's planText. Kept apart so the client never bundles the attribute catalogue for it.
 */
import { VEHICLE_ATTRIBUTES } from './attribute-catalog/vehicle.ts';
import { foldText, type TextVocabulary } from './catalog-text.ts';

function options(code: string) {
  return VEHICLE_ATTRIBUTES.find((attribute) => attribute.code === code)?.options ?? [];
}

/** One-word or two-word names only: longer labels stay text, where every word must match anyway. */
function names(labels: Record<string, string>, extra: string[] = []): string[] {
  const all = [...Object.values(labels), ...extra].map((label) => foldText(label).replace(/[^\p{L}\p{N}]+/gu, ' ').trim());
  return [...new Set(all.filter((name) => name !== '' && name.split(' ').length <= 2))];
}

function build(): TextVocabulary {
  return {
    // "other" is no make anyone types; the code is a name too ("buerstner" for Bürstner, as German keyboards write it).
    makes: options('make')
      .filter((option) => option.code !== 'other')
      .map((option) => ({ code: option.code, names: names(option.labels, [option.code.replace(/_/g, ' ')]) })),
    productTypes: options('product_type').flatMap((option) =>
      option.code === 'motorhome' || option.code === 'trailer' ? [{ code: option.code, names: names(option.labels) }] : [],
    ),
  };
}

export const TEXT_VOCABULARY: TextVocabulary = build();
