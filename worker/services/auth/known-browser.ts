/**
 * The "known browser" cookie: proof that this browser signed in to an account with its current password before.
 * Such a browser skips the per-address sign-in ceiling and is throttled only as itself, so strangers guessing an
 * address's password from anywhere cannot keep its owner out. Each entry is `<browser id>.<expiry>.<mac>`, the MAC
 * under its own derived key over customer, password hash, browser id and expiry: a password change retires every
 * entry of the account, and no entry works for another account. One cookie holds the entries of a few accounts.
 */
import type { Context } from 'hono';
import type { CustomerRow } from '../../db/repositories/customers.ts';
import type { AppEnv } from '../../env.ts';
import { readSessionCookie, setKnownBrowserCookie } from '../../lib/auth-cookies.ts';
import { randomToken, timingSafeEqual } from '../../lib/crypto.ts';
import { derivedMac, KEY_LABELS } from '../../lib/derived-keys.ts';
import { authSecret } from './secret.ts';

/** Half a year: a browser used now and then stays known; sign-ins renew the entry. */
export const KNOWN_BROWSER_TTL_S = 180 * 24 * 60 * 60;
/** Accounts one browser is remembered for (a shared family computer); the oldest entry goes first. */
const MAX_ENTRIES = 5;
const ENTRY = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

interface Entry {
  browserId: string;
  expiresS: number;
  mac: string;
}

type Account = Pick<CustomerRow, 'id' | 'passwordHash'>;

/** Stands in for an unknown address, so known and unknown addresses cost the same work. */
const NOBODY: Account = { id: 0, passwordHash: 'nobody' };

function entriesOf(value: string | undefined): Entry[] {
  return (value ?? '')
    .split('~')
    .slice(0, MAX_ENTRIES)
    .flatMap((text) => {
      const match = ENTRY.exec(text);
      return match ? [{ browserId: match[1] ?? '', expiresS: Number(match[2]), mac: match[3] ?? '' }] : [];
    });
}

const macOf = (secret: string, account: Account, browserId: string, expiresS: number) =>
  derivedMac(secret, KEY_LABELS.knownBrowser, `${account.id}:${account.passwordHash ?? ''}:${browserId}:${expiresS}`);

/**
 * The browser id when the cookie holds a valid entry for this account (null for none, for an unknown address and for
 * an account without a password). Every entry is checked in full, whatever the answer.
 */
export async function knownBrowserOf(secret: string, cookie: string | undefined, account: Account | null, now: number): Promise<string | null> {
  const subject = account?.passwordHash ? account : NOBODY;
  let found: string | null = null;
  for (const entry of entriesOf(cookie)) {
    const valid = timingSafeEqual(await macOf(secret, subject, entry.browserId, entry.expiresS), entry.mac) && entry.expiresS * 1000 > now;
    if (valid && subject !== NOBODY) found = entry.browserId;
  }
  return found;
}

/** The cookie's new value: a fresh entry for this account first, the other accounts' entries after it. */
export async function rememberedCookie(secret: string, cookie: string | undefined, account: Account, now: number): Promise<string> {
  const entries = entriesOf(cookie);
  // One id per browser, kept across accounts; it is no secret (the MAC binds it to each account).
  const browserId = entries[0]?.browserId ?? randomToken(16);
  const expiresS = Math.floor(now / 1000) + KNOWN_BROWSER_TTL_S;
  const fresh = `${browserId}.${expiresS}.${await macOf(secret, account, browserId, expiresS)}`;
  // Entries of this account (older password or expiry) are replaced; a stale one only costs a MAC at sign-in.
  const others = [];
  for (const entry of entries) {
    const mine = await knownBrowserOf(secret, `${entry.browserId}.${entry.expiresS}.${entry.mac}`, account, now);
    if (!mine && entry.expiresS * 1000 > now) others.push(`${entry.browserId}.${entry.expiresS}.${entry.mac}`);
  }
  return [fresh, ...others].slice(0, MAX_ENTRIES).join('~');
}

/** The calling browser's known-browser cookie (undefined without one). */
export const knownBrowserCookie = (c: Context<AppEnv>): string | undefined => readSessionCookie(c, 'knownBrowser');

/** Remembers the calling browser for the account it just signed in to with its password. */
export async function rememberBrowser(c: Context<AppEnv>, account: Account, now = Date.now()): Promise<void> {
  if (!account.passwordHash) return;
  setKnownBrowserCookie(c, await rememberedCookie(authSecret(c.env), knownBrowserCookie(c), account, now), KNOWN_BROWSER_TTL_S);
}
