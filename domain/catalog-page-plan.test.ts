import { describe, expect, it } from 'vitest';
import { expectedWalk, walkIndex, WALK_BUDGET } from './catalog-page-plan.ts';

const page = (sort: 'ending' | 'price_asc' | 'distance', pageNumber = 1, itemsPerPage = 24) => ({ sort, page: pageNumber, itemsPerPage });

describe('how a catalogue page is read', () => {
  it('walks the sort index when a quarter of the catalogue matches', () => {
    expect(expectedWalk(page('price_asc'), 100_000, 400_000)).toBe(96);
    expect(walkIndex(page('price_asc'), 100_000, 400_000)).toBe('catalog_listings_price');
  });

  it('leaves rare matches to the filter index: a walk would read most of the catalogue', () => {
    expect(expectedWalk(page('ending'), 1_000, 400_000)).toBe(9_600);
    expect(walkIndex(page('ending'), 1_000, 400_000)).toBeNull();
  });

  it('counts the rows before the page for deeper pages', () => {
    expect(expectedWalk(page('ending', 10, 60), 200_000, 400_000)).toBe(1_200);
    expect(walkIndex(page('ending', 10, 60), 200_000, 400_000)).not.toBeNull();
    expect(walkIndex(page('ending', 20, 60), 200_000, 400_000)).toBeNull();
  });

  it('never walks for an empty result, a page past the end or the distance sort', () => {
    expect(walkIndex(page('ending'), 0, 400_000)).toBeNull();
    expect(expectedWalk(page('ending', 3), 30, 30)).toBe(30);
    expect(walkIndex(page('distance'), 400_000, 400_000)).toBeNull();
  });

  it('keeps every walk it chooses within the budget', () => {
    for (const total of [1, 10, 100, 1_000, 10_000, 100_000]) {
      for (const pageNumber of [1, 5, 20]) {
        const filters = page('price_asc', pageNumber);
        if (walkIndex(filters, total, 250_000)) expect(expectedWalk(filters, total, 250_000)).toBeLessThanOrEqual(WALK_BUDGET);
      }
    }
  });
});
