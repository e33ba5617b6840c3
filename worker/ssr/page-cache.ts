/**
 * The edge cache of anonymous pages (Workers Cache API): looking a page up, storing a fresh render behind the answer,
 * and serving a stored copy with this response's own CSP nonce written over the stored one.
 */
import { PAGE_AGE_META } from '../../client/lib/page-age.ts';
import { PAGE_TTL_S } from './page-versions.ts';

const CACHE_NAME = 'pages';
/** Kept with a stored copy only (never sent): the nonce its scripts carry, and when it was stored. */
const STORED_NONCE = 'X-Page-Nonce';
const STORED_AT = 'X-Page-Stored-At';

export interface StoredPage {
  body: ReadableStream;
  contentLanguage: string;
  nonce: string;
}

/** The stored copy under a key, if the edge still holds one. */
export async function cachedPage(key: string): Promise<Response | undefined> {
  const cache = await caches.open(CACHE_NAME);
  return cache.match(key);
}

/**
 * Stores a render under its key. Only the document and two headers are kept: no cookie, no policy, nothing of the
 * request that produced it. The copy's own Cache-Control tells the edge how long to keep it.
 */
export async function storePage(key: string, page: StoredPage, now = Date.now()): Promise<void> {
  const copy = new Response(page.body, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Language': page.contentLanguage,
      'Cache-Control': `public, max-age=${PAGE_TTL_S}`,
      [STORED_NONCE]: page.nonce,
      [STORED_AT]: String(now),
    },
  });
  const cache = await caches.open(CACHE_NAME);
  await cache.put(key, copy);
}


/**
 * A stored copy as this visitor's document. Every `nonce` attribute that carries the stored nonce gets the fresh one
 * (any other nonce attribute is dropped, so nothing but our own scripts can run), and the head gets the copy's age in
 * seconds, from which the client knows to fetch the live parts again after hydration.
 */
export function servedCopy(copy: Response, nonce: string, now = Date.now()): { body: ReadableStream; contentLanguage: string } | null {
  if (!copy.body) return null;
  const storedNonce = copy.headers.get(STORED_NONCE);
  const storedAt = Number(copy.headers.get(STORED_AT));
  const age = Number.isFinite(storedAt) ? Math.max(0, Math.floor((now - storedAt) / 1000)) : PAGE_TTL_S;
  const rewritten = new HTMLRewriter()
    .on('[nonce]', {
      element(element) {
        if (storedNonce !== null && element.getAttribute('nonce') === storedNonce) element.setAttribute('nonce', nonce);
        else element.removeAttribute('nonce');
      },
    })
    .on('head', {
      element(element) {
        element.append(`<meta name="${PAGE_AGE_META}" content="${age}">`, { html: true });
      },
    })
    .transform(copy);
  return rewritten.body && { body: rewritten.body, contentLanguage: copy.headers.get('Content-Language') ?? '' };
}
