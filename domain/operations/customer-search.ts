/** The operators' customer search: what a query string means (an id, or text matched inside e-mail, names and company). */

/** Longest query the console accepts; longer input is refused, not cut. */
export const CUSTOMER_QUERY_MAX = 100;
/** Rows per page of the search results. */
export const CUSTOMER_PAGE_SIZE = 25;

export interface CustomerQuery {
  /** Set when the whole query is a customer number (also matched as text). */
  id: number | null;
  /** A LIKE pattern ("contains"), with %, _ and the escape character escaped; use with ESCAPE '\'. */
  contains: string;
}

/** Escapes LIKE wildcards so a typed "%" or "_" matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The query as the repository needs it; null for an empty query (list everyone, newest first). */
export function parseCustomerQuery(raw: string | undefined): CustomerQuery | null {
  const text = (raw ?? '').trim().toLowerCase();
  if (text === '') return null;
  const asId = /^#?(\d{1,10})$/.exec(text)?.[1];
  const id = asId !== undefined && Number(asId) <= 2_147_483_647 ? Number(asId) : null;
  return { id, contains: `%${escapeLike(text)}%` };
}

/** Number of pages for a total (at least one, so "page 1 of 1" shows for an empty result). */
export function pageCount(total: number, pageSize = CUSTOMER_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
