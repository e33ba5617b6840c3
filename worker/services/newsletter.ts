/**
 * Newsletter double opt-in: a sign-up is stored pending and its address gets a confirmation link (token in the
 * fragment); only following that link makes it a subscription. No answer tells whether an address was known.
 */
import type { Context } from 'hono';
import { confirmSignUp, storePendingSignUp } from '../db/repositories/newsletter-subscriptions.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { randomToken, sha256Hex } from '../lib/crypto.ts';
import { ABUSE_LIMITS, limitClient, mayMailAddress } from './abuse-limits.ts';
import { mailCustomer } from './auth/mailer.ts';
import { handOverToMarketing } from './newsletter-marketing.ts';

/** How long a confirmation link works; an unconfirmed sign-up is purged after that (index.ts, daily). */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Signs an address up, pending its confirmation. Known, pending and confirmed addresses all answer alike; a
 * confirmed one gets no mail, and an address over its mail limit silently gets nothing (nothing changes either, so
 * the link of an earlier mail keeps working).
 */
export async function signUpForNewsletter(c: Context<AppEnv>, email: string, now = Date.now()): Promise<void> {
  await limitClient(c, ABUSE_LIMITS.newsletter);
  if (!(await mayMailAddress(c, ABUSE_LIMITS.newsletterAddress, email))) return;
  const token = randomToken();
  const locale = c.get('locale');
  const pending = await storePendingSignUp(c.get('db'), { email, locale, tokenHash: await sha256Hex(token), expiresAt: new Date(now + NEWSLETTER_CONFIRM_TTL_MS) });
  if (!pending) return;
  await mailCustomer(c, { email, name: '', languageSetting: locale }, 'newsletter_confirm', { route: 'newsletter-confirm', fragment: { token } });
}

/** Confirms the sign-up of a link's token and hands it to the marketing service; 400 `newsletter_link_invalid` for an unknown or expired one. */
export async function confirmNewsletter(c: Context<AppEnv>, token: string, now = Date.now()): Promise<void> {
  const email = await confirmSignUp(c.get('db'), await sha256Hex(token), new Date(now));
  if (!email) throw new ApiError(400, 'newsletter_link_invalid');
  await handOverToMarketing(c.env, email);
}
