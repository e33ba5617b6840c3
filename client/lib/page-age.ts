/**
 * How old a page served from the edge cache is (worker/ssr/page-cache.ts writes it into the head). An older copy's
 * preloaded answers are fetched again after hydration, so its live parts (price, bids, status) are current.
 */
export const PAGE_AGE_META = 'cm24-page-age';

/** A copy younger than this is as current as a fresh render; fetching its answers again would only cost a round trip. */
export const FRESH_COPY_S = 15;

/** The served copy's age in seconds, or null for a freshly rendered page. */
export function servedCopyAge(doc: Pick<Document, 'querySelector'>): number | null {
  const content = doc.querySelector(`meta[name="${PAGE_AGE_META}"]`)?.getAttribute('content');
  if (content === null || content === undefined || !/^\d{1,9}$/.test(content)) return null;
  return Number(content);
}

/** Whether the page's preloaded answers should be fetched again. */
export function needsLiveRefresh(age: number | null): boolean {
  return age !== null && age >= FRESH_COPY_S;
}
