/** What the worker's log lines may say about a URL or an error: no secret from a query string, header or token. */
import { STORABLE_QUERY_PARAMS, storableUrl } from '../../domain/tracking.ts';

/**
 * Query parameters logged with their values: the access log's allow-list (campaign markers, catalogue filters) and the
 * API's harmless selectors. Every other parameter is logged by name with its value replaced, so a log shows that a
 * `token`, `ticket`, `h`, `mc`… was there but never what it was.
 */
export const LOGGABLE_QUERY_PARAMS: ReadonlySet<string> = new Set([...STORABLE_QUERY_PARAMS, 'storeCode', 'groupKey', 'locale']);

export const REDACTED = '[redacted]';

function decodedName(pair: string): string | null {
  try {
    return decodeURIComponent((pair.split('=', 1)[0] ?? '').replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * A URL (absolute or a path) for a log line: the fragment dropped, token-like path segments as `:token` (as in the
 * access log), allow-listed query parameters kept and every other parameter's value replaced by `[redacted]`.
 */
export function loggableUrl(url: string): string {
  const withoutFragment = url.split('#', 1)[0] ?? '';
  const queryStart = withoutFragment.indexOf('?');
  if (queryStart === -1) return storableUrl(withoutFragment);
  const base = storableUrl(withoutFragment.slice(0, queryStart));
  const pairs = withoutFragment
    .slice(queryStart + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const name = decodedName(pair);
      if (name !== null && LOGGABLE_QUERY_PARAMS.has(name)) return pair;
      const rawName = pair.split('=', 1)[0] ?? '';
      return `${/^[\w.~%-]{1,64}$/.test(rawName) ? rawName : 'param'}=${REDACTED}`;
    });
  return pairs.length ? `${base}?${pairs.join('&')}` : base;
}

/** An absolute URL, or anything with a query string (a path, a bare `?a=b`), in free text. */
const URL_IN_TEXT = /[a-z][a-z0-9+.-]*:\/\/[^\s"'<>`]+|[^\s"'<>`?]*\?[^\s"'<>`]+/gi;
/** Credentials in headers quoted by an error. */
const CREDENTIALS = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** A JSON Web Token (three base64url parts, the first two starting with `{"`). */
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]+/g;
const SECRET_NAMES = 'access_token|refresh_token|token|ticket|unlock|code|mc|password|passwd|secret|api_?key|key|signature|sig|h|csrf[\\w-]*';
/** `name=value` with a secret-looking name, outside of a URL (form bodies, messages). */
const SECRET_ASSIGNMENT = new RegExp(`\\b(${SECRET_NAMES})=[^\\s"'&,;]+`, 'gi');
/** `"name": "value"` with a secret-looking name (JSON quoted by an error). */
const SECRET_MEMBER = new RegExp(`"(${SECRET_NAMES})"(\\s*:\\s*)"[^"]*"`, 'gi');

/**
 * Free text for a log line (an error message or stack): URLs as `loggableUrl` shows them, bearer credentials, JWTs
 * and secret-looking `name=value` pairs and JSON members replaced by `[redacted]`.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(URL_IN_TEXT, (match) => loggableUrl(match))
    .replace(CREDENTIALS, (_match, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(SECRET_ASSIGNMENT, (_match, name: string) => `${name}=${REDACTED}`)
    .replace(SECRET_MEMBER, (_match, name: string, separator: string) => `"${name}"${separator}"${REDACTED}"`);
}

/** An error as log fields: its message and stack with secrets redacted. */
export function loggableError(error: unknown): { error: string; stack?: string } {
  const stack = error instanceof Error ? error.stack : undefined;
  return { error: redactSecrets(String(error)), ...(stack ? { stack: redactSecrets(stack) } : {}) };
}
