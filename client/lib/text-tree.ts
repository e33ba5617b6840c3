/** For the text-bundle tests: a nested i18next bundle as flat "a.b.c" keys, and the {{placeholders}} of one text. */

export type TextTree = { [key: string]: string | TextTree };

export function flattenTexts(tree: TextTree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flattenTexts(value, `${prefix}${key}.`)))),
  );
}

export const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
