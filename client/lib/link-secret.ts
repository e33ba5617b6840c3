/** Reads the token an e-mail link carries in its fragment (`#token=…`) and takes it out of the address bar. */

/**
 * The value of `name` in the page's fragment, else in its query (links mailed before tokens moved to the fragment),
 * or null. When found, the address bar keeps neither (history.replaceState), so the token is not in the history, a
 * bookmark or a screenshot, and later requests of the page never carry it.
 */
export function takeLinkSecret(name: string): string | null {
  if (typeof window === 'undefined') return null;
  const { pathname, search, hash } = window.location;
  const query = new URLSearchParams(search);
  const value = new URLSearchParams(hash.slice(1)).get(name) ?? query.get(name);
  if (value === null) return null;
  query.delete(name);
  const rest = query.toString();
  window.history.replaceState(window.history.state, '', pathname + (rest ? `?${rest}` : ''));
  return value;
}
