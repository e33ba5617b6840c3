import { describe, expect, it } from 'vitest';
import { FRESH_COPY_S, needsLiveRefresh, servedCopyAge } from './page-age.ts';

const documentWith = (content: string | null) => ({
  querySelector: (selector: string) => (content !== null && selector === 'meta[name="cm24-page-age"]' ? { getAttribute: () => content } : null),
}) as unknown as Pick<Document, 'querySelector'>;

describe('the age of a page served from the edge cache', () => {
  it('reads the age the edge wrote, and nothing from a fresh render or a malformed value', () => {
    expect(servedCopyAge(documentWith('42'))).toBe(42);
    expect(servedCopyAge(documentWith(null))).toBeNull();
    expect(servedCopyAge(documentWith('-3'))).toBeNull();
    expect(servedCopyAge(documentWith('1e9'))).toBeNull();
  });

  it('fetches the live parts again only for a copy older than a fresh render', () => {
    expect(needsLiveRefresh(null)).toBe(false);
    expect(needsLiveRefresh(FRESH_COPY_S - 1)).toBe(false);
    expect(needsLiveRefresh(FRESH_COPY_S)).toBe(true);
    expect(needsLiveRefresh(600)).toBe(true);
  });
});
