/**
 * Abuse limits on what anonymous callers can cause (stored rows, mails, sockets): every number in one place, and
 * the checks that count a hit in D1 (services/rate-limit.ts) and refuse with 429 + Retry-After.
 *
 * How the numbers were chosen: a client is one IPv4 address or one IPv6 /64 (lib/client-key.ts), and one IPv4
 * address may be a whole office or a mobile carrier's NAT, so limits stay well above what one person does. The
 * browser tests and benchmarks run everything from one loopback client; each limit notes that budget. Short
 * windows stop bursts; the daily ceiling bounds what one client can add to the database or send in a day.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { clientKey } from '../lib/client-key.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { hitRateLimits, type RateLimitResult, type RateLimitWindow } from './rate-limit.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface LimitWindow {
  limit: number;
  windowMs: number;
}

/** A named set of windows; `scope` prefixes the counters' keys in D1 (keep it stable: renaming resets counts). */
export interface AbuseLimit {
  scope: string;
  windows: readonly LimitWindow[];
}

const per = (limit: number, windowMs: number): LimitWindow => ({ limit, windowMs });

export const ABUSE_LIMITS = {
  // Tracking: one access-log call per page view (also client-side navigations). Two page views a second is more
  // than anyone reads; the browser tests load well under a hundred pages a minute. 10,000 a day bounds the rows.
  accessLog: { scope: 'access-log', windows: [per(120, MINUTE), per(10_000, DAY)] },
  // Action logs follow clicks (bid, watch, share); same budget as page views.
  userActionLog: { scope: 'action-log', windows: [per(120, MINUTE), per(10_000, DAY)] },
  // The visitor registration runs once per browser tab session (the browser tests open a few dozen in a run); a
  // cookie-less bot would add one visitor row per call.
  visitor: { scope: 'visitor', windows: [per(60, MINUTE), per(1_000, DAY)] },
  // After-login targets are stored when a signed-out visitor clicks something that needs an account.
  afterLogin: { scope: 'after-login', windows: [per(30, MINUTE), per(500, DAY)] },

  // Forms: a person sends a contact message or subscribes a few times at most; a shared office address more often.
  newsletter: { scope: 'newsletter', windows: [per(10, HOUR), per(50, DAY)] },
  contact: { scope: 'contact', windows: [per(10, HOUR), per(30, DAY)] },
  // A callback request puts a person on an operator's call list: fewer than messages, as nobody needs many calls.
  callback: { scope: 'callback', windows: [per(5, HOUR), per(20, DAY)] },
  // Chat: opening a conversation is a row (or a provider's contact); a person opens one or two. Messages are typed
  // by hand: a message every few seconds is quick typing, and the day bounds what one client adds.
  chatStart: { scope: 'chat-start', windows: [per(5, HOUR), per(20, DAY)] },
  chatMessage: { scope: 'chat-message', windows: [per(30, MINUTE), per(500, DAY)] },

  // Mails strangers can trigger, per client: sign-up (verification or "account exists"), sign-in links, shares.
  signupClient: { scope: 'signup', windows: [per(10, HOUR), per(30, DAY)] },
  // The sign-in link: 10 per 10 minutes was the limit before; the day caps a slow trickle.
  passwordlessClient: { scope: 'magic', windows: [per(10, 10 * MINUTE), per(50, DAY)] },
  shareClient: { scope: 'share-client', windows: [per(10, HOUR), per(30, DAY)] },

  // The same mails per receiving address, so many clients together cannot mail-bomb one inbox. A person who
  // forgot they have an account or lost a link tries again two or three times.
  signupAddress: { scope: 'signup-to', windows: [per(3, HOUR), per(5, DAY)] },
  passwordlessAddress: { scope: 'magic-to', windows: [per(5, HOUR), per(10, DAY)] },
  // Newsletter confirmation mails (double opt-in): someone who lost the mail asks again once or twice.
  newsletterAddress: { scope: 'newsletter-to', windows: [per(3, HOUR), per(5, DAY)] },
  // Shares per listing: enough for a family passing a link on, too few to turn it into a mail cannon.
  shareListing: { scope: 'share', windows: [per(3, DAY)] },
  // A seller with several listings can be told about shares of each, but not without end.
  shareOwner: { scope: 'share-to', windows: [per(20, DAY)] },

  // Live-auction socket opens, across auctions. A viewer opens one per auction page and reconnects every 3 s
  // at worst (client/hooks/use-auction-live.ts), i.e. 20 a minute per failing tab. A benchmark that opens
  // hundreds of watchers from one machine must give each its own CF-Connecting-IP (the local server keeps it).
  liveSocket: { scope: 'live', windows: [per(60, MINUTE), per(5_000, DAY)] },
  // The notification stream, per customer: one per tab, reconnecting after 3 s at worst (client/lib/notification-stream.ts);
  // a tab stuck in a reconnect loop is slowed to one attempt every two seconds.
  notificationStream: { scope: 'notify-stream', windows: [per(30, MINUTE), per(3_000, DAY)] },

  // The sell funnel: each new ad is rows (and, for anonymous sellers, a prospect); uploads fill R2; imports call
  // other services. A dealer listing a fleet stays far below; the browser tests list a handful of ads.
  adCreate: { scope: 'ad-create', windows: [per(30, HOUR), per(100, DAY)] },
  upload: { scope: 'upload', windows: [per(300, HOUR), per(2_000, DAY)] },
  vehicleImport: { scope: 'import', windows: [per(30, HOUR), per(200, DAY)] },
  // Connecting the fleet system (Syscara) checks the typed credentials with a live login there: without a limit our
  // worker would be a free password-guessing proxy against it. A dealer types their login a few times at most; per
  // client as well, so many dealer accounts behind one address add up.
  fleetCredentialsCustomer: { scope: 'fleet-check', windows: [per(10, HOUR), per(30, DAY)] },
  fleetCredentialsClient: { scope: 'fleet-check-client', windows: [per(20, HOUR), per(60, DAY)] },
  // The free valuation: each new one is a vehicle row (and, anonymously, a prospect); a person values a vehicle or two.
  valuationCreate: { scope: 'valuation-create', windows: [per(20, HOUR), per(100, DAY)] },
  // "A valuation was already submitted with this address" mails that address its report link again: per address,
  // as the sign-in link, so strangers typing someone's address cannot flood their inbox.
  valuationEmailUsedAddress: { scope: 'valuation-used-to', windows: [per(3, HOUR), per(5, DAY)] },
} as const satisfies Record<string, AbuseLimit>;

/** The D1 counter keys of a limit for one subject (a client key or a hashed address). Tests fill them directly. */
export function limitWindows(limit: AbuseLimit, subject: string): RateLimitWindow[] {
  return limit.windows.map((window) => ({ key: `${limit.scope}:${window.windowMs}:${subject}`, limit: window.limit, windowMs: window.windowMs }));
}

/** A receiving address as a counter subject: hashed, so the counters hold no readable addresses. */
export async function addressSubject(email: string): Promise<string> {
  return `to:${(await sha256Hex(email.trim().toLowerCase())).slice(0, 32)}`;
}

/** Counts one hit of `subject` under `limit`; the caller decides how a refusal looks. */
export function hitLimit(c: Context<AppEnv>, limit: AbuseLimit, subject: string): Promise<RateLimitResult> {
  return hitRateLimits(c.get('db'), limitWindows(limit, subject));
}

/** Throws the 429 answer (localized `errors.<code>`, Retry-After) for a refused hit. */
export function refuse(c: Context<AppEnv>, result: RateLimitResult, code = 'too_many_requests'): void {
  if (result.allowed) return;
  c.header('Retry-After', String(result.retryAfterS));
  throw new ApiError(429, code);
}

/** Counts one hit of the calling client and refuses with 429 when it is over the limit. */
export async function limitClient(c: Context<AppEnv>, limit: AbuseLimit, code = 'too_many_requests'): Promise<void> {
  refuse(c, await hitLimit(c, limit, clientKey(c)), code);
}

/**
 * Counts one hit of the signed-in customer under `customerLimit` and of the calling client under `clientLimit` (one
 * D1 batch) and refuses with 429 when either is over.
 */
export async function limitCustomerAndClient(c: Context<AppEnv>, customerLimit: AbuseLimit, clientLimit: AbuseLimit, customerId: number): Promise<void> {
  const windows = [...limitWindows(customerLimit, `customer:${customerId}`), ...limitWindows(clientLimit, clientKey(c))];
  refuse(c, await hitRateLimits(c.get('db'), windows));
}

/** Counts one mail to `email` under `limit`; false when that address has had enough (the caller stays silent). */
export async function mayMailAddress(c: Context<AppEnv>, limit: AbuseLimit, email: string): Promise<boolean> {
  return (await hitLimit(c, limit, await addressSubject(email))).allowed;
}

/** Counts one mail to `email` under `limit` and refuses with 429 when that address has had enough. */
export async function limitAddress(c: Context<AppEnv>, limit: AbuseLimit, email: string, code = 'too_many_requests'): Promise<void> {
  refuse(c, await hitLimit(c, limit, await addressSubject(email)), code);
}
