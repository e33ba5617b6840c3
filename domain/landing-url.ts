/** The one spelling of a landing page's storefront path (kept apart from the zod rules so the page registry stays small). */

/**
 * A storefront path: a leading slash, then lower-case letters, digits, hyphens and slashes (1 to 120), without
 * empty segments or a trailing slash, so one page has exactly one spelling.
 */
export function isLandingUrl(url: string): boolean {
  return /^\/[a-z0-9-/]{1,120}$/.test(url) && !url.includes('//') && !url.endsWith('/');
}
