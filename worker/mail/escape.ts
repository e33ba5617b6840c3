/** Escaping for values placed into HTML, and the check that keeps e-mail links to http(s). */

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in element content and in quoted attribute values alike (both quote kinds are escaped). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
}

/**
 * The normalised URL if it is an absolute http(s) link, otherwise undefined.
 * Other schemes (javascript:, data:, mailto: …) are dropped rather than neutralised: a mail link we
 * did not build ourselves is a bug, and showing nothing beats showing something clickable and wrong.
 */
export function safeHttpUrl(link: string | undefined): string | undefined {
  if (!link) return undefined;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

/** Collapses control characters (newlines included) so a value cannot add lines to a text body or header. */
export function singleLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}
