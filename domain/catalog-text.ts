/**
 * Free-text catalogue search, the pure part: the visitor's words as safe FTS5 terms, and which of them name a make or
 * a vehicle type exactly, so those become the indexed make and type filters instead of text (see docs/decisions.md,
 * "Free-text search").
 */

/** At most this many words of a query are used; the rest are ignored. */
export const MAX_TERMS = 8;

/**
 * A text search considers at most this many matching listings, the newest first: D1 counts every row the text index
 * hands out and every listing looked up, so this keeps a search within its 2,000 rows (docs/decisions.md).
 */
export const TEXT_WINDOW = 900;

/** Lower case without diacritics, for comparing words the way the index's tokenizer (remove_diacritics 2) does. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/**
 * The words of a query: runs of letters and digits, lower-cased, at most MAX_TERMS of at most 40 characters.
 * Everything else (quotes, operators, parentheses, stars) only separates words, so no FTS5 syntax survives.
 */
export function textTerms(q: string): string[] {
  const words = q.normalize('NFC').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS).map((word) => word.slice(0, 40));
}

/**
 * An FTS5 MATCH expression: every term must match (implicit AND), each quoted as a string (so it can only be a
 * word), with a prefix star from two characters on ("hym" finds Hymer); one character stays a whole word.
 */
export function matchExpression(terms: readonly string[]): string {
  return terms.map((term) => (term.length >= 2 ? `"${term}"*` : `"${term}"`)).join(' ');
}

/** The makes and vehicle types a query word can name exactly, with the words that name them (folded). */
export interface TextVocabulary {
  makes: { code: string; names: string[] }[];
  productTypes: { code: 'motorhome' | 'trailer'; names: string[] }[];
}

export interface TextPlan {
  /** Makes the query names exactly: added to the make filter (a typed make is a make filter). */
  makes: string[];
  /** The vehicle type the query names exactly, when the filters set none. */
  productType?: 'motorhome' | 'trailer';
  /** The words left for the text index; empty when every word became a filter. */
  terms: string[];
}

/**
 * Splits a query into exact make and type names (one or two words, e.g. "Roller Team") and the rest. A type word
 * becomes a filter only when no type is chosen; otherwise it stays text and must match like any other word.
 */
export function planText(q: string, vocabulary: TextVocabulary, chosenType?: 'motorhome' | 'trailer'): TextPlan {
  const terms = textTerms(q);
  const folded = terms.map(foldText);
  const plan: TextPlan = { makes: [], terms: [] };
  const makeOf = (word: string) => vocabulary.makes.find((make) => make.names.includes(word))?.code;
  const typeOf = (word: string) => vocabulary.productTypes.find((type) => type.names.includes(word))?.code;
  /** Takes a phrase as a make or a type when it names one exactly; returns whether it did. */
  const take = (phrase: string): boolean => {
    const make = makeOf(phrase);
    if (make) {
      if (!plan.makes.includes(make)) plan.makes.push(make);
      return true;
    }
    const type = typeOf(phrase);
    if (type === undefined || chosenType || (plan.productType !== undefined && plan.productType !== type)) return false;
    plan.productType = type;
    return true;
  };
  for (let i = 0; i < terms.length; i++) {
    // Two words first, so "Roller Team" is the make and "Obytný vůz" the type, not two loose words.
    if (i + 1 < terms.length && take(`${folded[i] as string} ${folded[i + 1] as string}`)) i++;
    else if (!take(folded[i] as string)) plan.terms.push(terms[i] as string);
  }
  return plan;
}

/**
 * The filters a search runs with once its words are planned: named makes join the make filter (a multi-select, so
 * "hymer" plus a ticked Knaus shows both, as the make facet's counts promise), a named type becomes the type
 * filter; `terms` are the words left for the text index.
 */
export function applyTextPlan<F extends { q?: string; makes: string[]; productType?: 'motorhome' | 'trailer' }>(
  filters: F,
  vocabulary: TextVocabulary,
): { filters: F; terms: string[] } {
  if (!filters.q) return { filters, terms: [] };
  const plan = planText(filters.q, vocabulary, filters.productType);
  const makes = [...filters.makes, ...plan.makes.filter((make) => !filters.makes.includes(make))];
  return { filters: { ...filters, makes, ...(plan.productType ? { productType: plan.productType } : {}) }, terms: plan.terms };
}
