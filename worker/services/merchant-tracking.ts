/**
 * The dealer tracking link (?mc=): the operator issues it, the server confirms its secret and sets a signed cookie,
 * and a seller's ad sent to review while the cookie is valid is attributed to that dealer (shown in the console).
 */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  formatMerchantCookie,
  isMerchantSecretShape,
  MERCHANT_COOKIE,
  MERCHANT_COOKIE_MAX_AGE_S,
  merchantCookieExpired,
  merchantCookiePayload,
  parseMerchantCookie,
} from '../../domain/merchant-tracking.ts';
import type { Database } from '../db/client.ts';
import { customers, merchants, products } from '../db/schema.ts';
import { adReferrals, merchantTrackingLinks } from '../db/schema-tracking.ts';
import type { AppEnv } from '../env.ts';
import { cookiesAreSecure } from '../lib/auth-cookies.ts';
import { randomToken, sha256Hex, timingSafeEqual } from '../lib/crypto.ts';
import { derivedMac, KEY_LABELS } from '../lib/derived-keys.ts';
import { authSecret } from './auth/secret.ts';

/** Issues a new secret for the dealer (replacing the old link and voiding its cookies); the secret is returned once. */
export async function issueTrackingLink(db: Database, merchantId: number, operatorId: number, now: number): Promise<{ secret: string; issuedAt: number }> {
  const secret = randomToken(32);
  const row = { secretHash: await sha256Hex(secret), issuedAt: new Date(now), issuedBy: operatorId };
  await db
    .insert(merchantTrackingLinks)
    .values({ merchantId, ...row })
    .onConflictDoUpdate({ target: merchantTrackingLinks.merchantId, set: row });
  return { secret, issuedAt: now };
}

async function signature(c: Context<AppEnv>, merchantId: number, expiresS: number, secretHash: string): Promise<string> {
  return derivedMac(authSecret(c.env), KEY_LABELS.merchantReferral, merchantCookiePayload(merchantId, expiresS, secretHash));
}

/** Confirms a secret: a current link of a dealer who is not blocked sets the cookie; anything else sets nothing. */
export async function confirmMerchantSecret(c: Context<AppEnv>, secret: string, now: number): Promise<boolean> {
  if (!isMerchantSecretShape(secret)) return false;
  const secretHash = await sha256Hex(secret);
  const link = await c
    .get('db')
    .select({ merchantId: merchantTrackingLinks.merchantId })
    .from(merchantTrackingLinks)
    .innerJoin(merchants, eq(merchants.id, merchantTrackingLinks.merchantId))
    .innerJoin(customers, eq(customers.id, merchants.customerId))
    .where(and(eq(merchantTrackingLinks.secretHash, secretHash), eq(customers.merchantBlocked, false), isNull(customers.deletedAt)))
    .get();
  if (!link) return false;
  const expiresS = Math.floor(now / 1000) + MERCHANT_COOKIE_MAX_AGE_S;
  const value = formatMerchantCookie({ merchantId: link.merchantId, expiresS, signature: await signature(c, link.merchantId, expiresS, secretHash) });
  setCookie(c, MERCHANT_COOKIE, value, {
    path: '/',
    httpOnly: true,
    secure: cookiesAreSecure(c.env.ENVIRONMENT, new URL(c.req.url).protocol),
    // Lax: the cookie must travel when the seller comes back through a link, but never on cross-site subrequests.
    sameSite: 'Lax',
    maxAge: MERCHANT_COOKIE_MAX_AGE_S,
  });
  return true;
}

/** The dealer of this browser's merchant cookie: a well-formed, unexpired value signed for the dealer's current link. */
export async function referringMerchant(c: Context<AppEnv>, now: number): Promise<{ merchantId: number; customerId: number } | null> {
  const cookie = parseMerchantCookie(getCookie(c, MERCHANT_COOKIE));
  if (!cookie || merchantCookieExpired(cookie, now)) return null;
  const link = await c
    .get('db')
    .select({ secretHash: merchantTrackingLinks.secretHash, customerId: merchants.customerId })
    .from(merchantTrackingLinks)
    .innerJoin(merchants, eq(merchants.id, merchantTrackingLinks.merchantId))
    .where(eq(merchantTrackingLinks.merchantId, cookie.merchantId))
    .get();
  if (!link) return null;
  const expected = await signature(c, cookie.merchantId, cookie.expiresS, link.secretHash);
  return timingSafeEqual(expected, cookie.signature) ? { merchantId: cookie.merchantId, customerId: link.customerId } : null;
}

/**
 * Attributes an ad sent to review to the dealer whose link brought the seller, once (the first submission counts).
 * A dealer's own ads are not attributed to themselves. Errors are only logged: tracking never blocks a submission.
 */
export async function recordAdReferral(c: Context<AppEnv>, productId: number, sellerCustomerId: number, now: number): Promise<void> {
  try {
    const referrer = await referringMerchant(c, now);
    if (!referrer || referrer.customerId === sellerCustomerId) return;
    await c.get('db').insert(adReferrals).values({ productId, merchantId: referrer.merchantId, createdAt: new Date(now) }).onConflictDoNothing();
  } catch (error) {
    console.error('ad referral failed', error);
  }
}

/** What the console shows of a dealer's link: when it was issued and the ads it brought (newest first, a few). */
export async function trackingLinkSummary(db: Database, merchantId: number) {
  const [link, total, recent] = await Promise.all([
    db.select({ issuedAt: merchantTrackingLinks.issuedAt }).from(merchantTrackingLinks).where(eq(merchantTrackingLinks.merchantId, merchantId)).get(),
    db.select({ n: count() }).from(adReferrals).where(eq(adReferrals.merchantId, merchantId)).get(),
    db
      .select({ productId: adReferrals.productId, make: products.make, model: products.model, at: adReferrals.createdAt })
      .from(adReferrals)
      .innerJoin(products, eq(products.id, adReferrals.productId))
      .where(eq(adReferrals.merchantId, merchantId))
      .orderBy(desc(adReferrals.createdAt))
      .limit(10),
  ]);
  return {
    issuedAt: link?.issuedAt.getTime() ?? null,
    referredAds: total?.n ?? 0,
    recentAds: recent.map((row) => ({ productId: row.productId, title: `${row.make} ${row.model}`, at: row.at.getTime() })),
  };
}

/**
 * GET /public/product/can-set-cm24-uuid: whether the visitor id may be attributed to the ad, i.e. the ad exists, is
 * not deleted and belongs to the anonymous prospect known by that visitor id (the one who may edit it without an
 * account). Anything else, including a signed-up owner, answers false.
 */
export async function visitorOwnsAd(db: Database, productId: number, visitorId: string): Promise<boolean> {
  const row = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(customers, eq(customers.id, products.customerId))
    .where(and(eq(products.id, productId), isNull(products.deletedAt), eq(customers.visitorUuid, visitorId), eq(customers.segmentation, 'prospect')))
    .get();
  return row !== undefined;
}
