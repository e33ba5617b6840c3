/** Content-Security-Policy of the server-rendered pages: scripts only from this origin or with the response's nonce. */

/** A fresh nonce per response (128 random bits, base64), carried by every inline script the render emits. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The console's pages, with or without a locale prefix (/admin, /en/admin/dealers/7). */
const CONSOLE_PATH = /^\/(?:[a-z]{2}\/)?admin(?:\/|$)/;

/**
 * The page policy. Scripts: the entry and its lazy chunks come from 'self', the inline shell data and React's
 * streaming helpers carry the nonce; no 'unsafe-inline', no eval. Styles allow inline because React renders style
 * attributes and the dialog/select primitives insert <style> elements; styles cannot run code. Connections go to
 * this origin only, including the live auction socket on the same host.
 */
export function pageContentSecurityPolicy(nonce: string, url: URL): string {
  const socket = `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${socket}`,
    // Only the operator console frames anything: a dealer's uploaded document from this origin (sandboxed there).
    CONSOLE_PATH.test(url.pathname) ? "frame-src 'self'" : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
