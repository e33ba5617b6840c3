/** Rules of the tracking calls: which cookies an access log may keep and when a user action is logged. */

/** Auth, consent and analytics cookies never reach the access log. */
const EXCLUDED_COOKIES: RegExp[] = [
  /^auth/i,
  /token/i,
  /^cm24-auth/i,
  /session-token/i,
  /consent/i,
  /^cookieyes/i,
  /^cookiebot/i,
  /^_ga/i,
  /^_gid$/i,
  /^_gat/i,
  /^_gcl/i,
  /^_fbp$/i,
  /^_fbc$/i,
  /^_hj/i,
  /^_pk_/i,
  /^_uet/i,
  /^ajs_/i,
  /^mp_/i,
];

export function filterAccessLogCookies(cookies: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(cookies).filter(([name]) => !EXCLUDED_COOKIES.some((pattern) => pattern.test(name))),
  );
}

/** A user action is logged only when a customer id or a visitor uuid identifies who did it. */
export function shouldLogUserAction(input: { customerId?: number | null; uuid?: string | null }): boolean {
  return (input.customerId ?? null) !== null || Boolean(input.uuid);
}
