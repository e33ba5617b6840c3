/**
 * The before/after of an audit entry as short "key: value" lines: entries of unknown size are never dumped whole,
 * so a long reason or a nested object cannot flood the console's table.
 */

export const SUMMARY_MAX_ENTRIES = 8;
export const SUMMARY_MAX_TEXT = 120;

export interface SummaryLine {
  key: string;
  value: string;
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function show(value: unknown, max: number): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return clip(value, max);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return clip(value.map((item) => (typeof item === 'object' && item !== null ? '{…}' : String(item))).join(', '), max);
  return clip(JSON.stringify(value) ?? '', max);
}

/** At most `maxEntries` lines (the last says how many more there are), each value at most `maxText` characters. */
export function summarizeValues(values: Record<string, unknown> | null | undefined, maxEntries = SUMMARY_MAX_ENTRIES, maxText = SUMMARY_MAX_TEXT): { lines: SummaryLine[]; more: number } {
  if (!values || typeof values !== 'object') return { lines: [], more: 0 };
  const entries = Object.entries(values);
  return {
    lines: entries.slice(0, maxEntries).map(([key, value]) => ({ key: clip(key, 40), value: show(value, maxText) })),
    more: Math.max(0, entries.length - maxEntries),
  };
}
