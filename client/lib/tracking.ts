/** Page-view tracking of the spec: the access log per page and the visitor registration; errors are only logged. */
import { filterAccessLogCookies, storableQuery, storableUrl } from '../../domain/tracking.ts';
import { api } from './api.ts';

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => {
        const index = pair.indexOf('=');
        return [pair.slice(0, index), decodeURIComponent(pair.slice(index + 1))];
      }),
  );
}

export function trackPageView(pathname: string, search: string): void {
  const all = cookies();
  const body = {
    // Link tokens (sign-in, verify, e-mail settings) are not even sent; the server applies the same allow-list.
    url: storableUrl(pathname + search),
    cookies: filterAccessLogCookies(all),
    query: storableQuery(Object.fromEntries(new URLSearchParams(search))),
    sessionId: all['X-Session-Id'] ?? null,
    referer: document.referrer ? storableUrl(document.referrer) : null,
  };
  api('/access-logs/collect', { method: 'POST', json: body, keepalive: true }).catch((error: unknown) =>
    console.error('access log failed', error),
  );
}

/** Registers the visitor (with the landing page's query, e.g. campaign parameters) once per browser session. */
export function registerVisitor(search: string): void {
  if (sessionStorage.getItem('cm24-visitor-registered')) return;
  const query = new URLSearchParams(storableQuery(Object.fromEntries(new URLSearchParams(search)))).toString();
  api(`/public/customer/cookie/get${query ? `?${query}` : ''}`, { method: 'POST' })
    .then(() => sessionStorage.setItem('cm24-visitor-registered', '1'))
    .catch((error: unknown) => console.error('visitor registration failed', error));
}
