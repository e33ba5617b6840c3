import { describe, expect, it } from 'vitest';
import { summarizeValues } from './audit-summary.ts';

describe('audit value summary', () => {
  it('lists scalars as key: value and marks empty values', () => {
    expect(summarizeValues({ status: 'active', count: 3, ok: false, reason: null })).toEqual({
      lines: [
        { key: 'status', value: 'active' },
        { key: 'count', value: '3' },
        { key: 'ok', value: 'false' },
        { key: 'reason', value: '–' },
      ],
      more: 0,
    });
  });

  it('caps long texts, nested values and the number of lines', () => {
    const { lines, more } = summarizeValues({ reason: 'x'.repeat(500), nested: { a: { b: 'c'.repeat(300) } }, list: [1, 2, { a: 1 }] }, 2, 20);
    expect(lines[0]?.value).toHaveLength(20);
    expect(lines[0]?.value.endsWith('…')).toBe(true);
    expect(lines[1]?.value.length).toBeLessThanOrEqual(20);
    expect(more).toBe(1);
    expect(summarizeValues({ list: [1, 2, { a: 1 }] }).lines[0]?.value).toBe('1, 2, {…}');
  });

  it('shows nothing for a missing side', () => {
    expect(summarizeValues(null)).toEqual({ lines: [], more: 0 });
  });
});
