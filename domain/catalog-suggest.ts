/** What the search box's suggestions look up for what the visitor has typed so far: makes by prefix, models by prefix. */
import { foldText, type TextVocabulary } from './catalog-text.ts';

/** Longer input is refused (400): the box takes a make and a model, not a text. */
export const MAX_SUGGEST_LENGTH = 50;
/** Fewer characters match too much to help; such input gets no suggestions (not an error). */
export const MIN_SUGGEST_LENGTH = 2;
export const MAX_SUGGESTIONS = 8;

export interface SuggestPlan {
  /** Makes whose name starts with the input. */
  makes: string[];
  /** Models are looked up by this prefix (lower case), within `make` when the input starts with a make's name. */
  modelPrefix: string;
  make?: string;
}

/** Null when the input is too short to suggest anything. */
export function planSuggestions(input: string, vocabulary: TextVocabulary): SuggestPlan | null {
  const typed = input.normalize('NFC').replace(/\s+/gu, ' ').trim().toLowerCase();
  if ([...typed.replace(/[^\p{L}\p{N}]/gu, '')].length < MIN_SUGGEST_LENGTH) return null;
  const folded = foldText(typed);
  const makes = vocabulary.makes.filter((make) => make.names.some((name) => name.startsWith(folded))).map((make) => make.code);
  // "hymer ex": the models of Hymer starting with "ex"; "hymer" alone also lists Hymer's models.
  for (const make of vocabulary.makes) {
    const name = make.names.find((candidate) => folded === candidate || folded.startsWith(`${candidate} `));
    if (name) return { makes: makes.includes(make.code) ? makes : [make.code, ...makes], make: make.code, modelPrefix: typed.slice(name.length).trim() };
  }
  return { makes, modelPrefix: typed };
}
