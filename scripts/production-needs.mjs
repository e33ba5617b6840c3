/**
 * What a production deploy must name in wrangler.toml's [env.production] (secrets aside, which `wrangler secret put`
 * sets), and the check of a production deploy dry run's binding table against it: a binding or variable missing
 * there would leave production answering 503 (worker/config) or a feature dead.
 */

/** Bindings: the worker's required ones (worker/env.ts), the mail binding, photo variants and machine translation. */
export const PRODUCTION_BINDINGS = ['DB', 'MEDIA', 'AUCTION_ROOM', 'NOTIFY_HUB', 'AUCTION_EFFECTS', 'MAIL_QUEUE', 'SEND_EMAIL', 'IMAGES', 'AI'];

/** Plain variables the configuration check or the links in e-mails read. */
export const PRODUCTION_VARS = ['ENVIRONMENT', 'MAIL_TRANSPORT', 'MAIL_FROM', 'PUBLIC_ORIGIN', 'LOCALE_HOSTS'];

/**
 * The names the dry run's binding table ("env.NAME …" per line) lacks; every name missing when the table is absent.
 * @param {string} output
 * @returns {string[]}
 */
export function missingFromDryRun(output) {
  const named = new Set([...output.matchAll(/^env\.([A-Z0-9_]+)\b/gm)].map((match) => match[1]));
  return [...PRODUCTION_BINDINGS, ...PRODUCTION_VARS].filter((name) => !named.has(name));
}
