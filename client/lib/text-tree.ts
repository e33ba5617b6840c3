/** For the text-bundle tests: a nested i18next bundle as flat "a.b.c" keys, and the texts whose {{placeholders}} differ. */

export type TextTree = { [key: string]: string | TextTree };

export function flattenTexts(tree: TextTree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flattenTexts(value, `${prefix}${key}.`)))),
  );
}

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** The keys of `reference` whose text in `own` has other placeholders (a translation must quote the same values). */
export function placeholderMismatches(own: Record<string, string>, reference: Record<string, string>): string[] {
  return Object.keys(reference).filter((key) => placeholdersOf(own[key] ?? '').join() !== placeholdersOf(reference[key] ?? '').join());
}
