/**
 * Who may edit an ad: its signed-in owner, or the anonymous prospect who started it in this browser (the visitor
 * cookie). Prospects are customer rows without an account yet; signing in on the same browser claims their ads.
 */
import type { Context } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '../../../domain/locales.ts';
import type { Database } from '../../db/client.ts';
import { type AdRow, moveAds } from '../../db/repositories/ads.ts';
import { loadProductRecord, type ProductRecord } from '../../db/repositories/product-detail.ts';
import { customers } from '../../db/schema.ts';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';

/** Prospects get a placeholder address in a reserved domain (RFC 2606): it can never receive mail or sign in. */
export const PROSPECT_DOMAIN = '@prospect.invalid';

export function isPlaceholderEmail(email: string): boolean {
  return email.endsWith(PROSPECT_DOMAIN);
}

export interface AdActor {
  customerId: number;
  signedIn: boolean;
}

/** This browser's prospect (by the visitor cookie), if it has one. */
export async function prospectOfVisitor(db: Database, visitorId: string) {
  return (
    (await db
      .select({ id: customers.id, email: customers.email })
      .from(customers)
      .where(and(eq(customers.visitorUuid, visitorId), eq(customers.segmentation, 'prospect')))
      // The first one, should two have been made at the same moment (sellerFor then drops the later one).
      .orderBy(asc(customers.id))
      .get()) ?? null
  );
}

/** Whether the customer is this browser's anonymous prospect (who owns their ads by the visitor cookie). */
export async function isProspectOwner(c: Context<AppEnv>, customerId: number): Promise<boolean> {
  const prospect = await prospectOfVisitor(c.get('db'), c.get('visitorId'));
  return prospect?.id === customerId;
}

/** The seller the caller is, without creating anything: the signed-in customer, else this browser's prospect. */
export async function sellerOfVisitor(c: Context<AppEnv>): Promise<AdActor | null> {
  const auth = c.get('auth');
  if (auth) return { customerId: auth.customerId, signedIn: true };
  const prospect = await prospectOfVisitor(c.get('db'), c.get('visitorId'));
  return prospect ? { customerId: prospect.id, signedIn: false } : null;
}

/** The seller a new ad belongs to: the signed-in customer, else this browser's prospect (created on first use). */
export async function sellerFor(c: Context<AppEnv>): Promise<AdActor> {
  const auth = c.get('auth');
  if (auth) return { customerId: auth.customerId, signedIn: true };
  const db = c.get('db');
  const visitorId = c.get('visitorId');
  const found = await prospectOfVisitor(db, visitorId);
  if (found) return { customerId: found.id, signedIn: false };
  const locale: Locale = c.get('locale');
  const created = await db
    .insert(customers)
    .values({ email: `${crypto.randomUUID()}${PROSPECT_DOMAIN}`, segmentation: 'prospect', visitorUuid: visitorId, languageSetting: locale })
    .returning({ id: customers.id })
    .get();
  // Two first ads started at the same moment in a new browser each made a prospect: all but the first give way, so
  // the browser keeps one prospect and both ads. Nothing references the new row yet.
  const first = await prospectOfVisitor(db, visitorId);
  if (first && first.id !== created.id) {
    await db.delete(customers).where(eq(customers.id, created.id));
    return { customerId: first.id, signedIn: false };
  }
  return { customerId: created.id, signedIn: false };
}

/**
 * The ad and the caller's right to change it. A signed-in seller who started ads anonymously in this browser
 * takes them over here (only prospects without an address of their own, so nobody's account is merged).
 * Anyone else learns only that they must sign in (anonymous) or that there is no such ad (signed in).
 */
export async function editableAd(c: Context<AppEnv>, productId: number): Promise<EditableAd> {
  const db = c.get('db');
  const auth = c.get('auth');
  // One round trip: the ad with everything the editor shows, and its owner's columns that decide who may edit.
  const record = await loadProductRecord(db, productId, null);
  if (record && auth && record.product.customerId === auth.customerId) return editable(record, true);
  const prospectOwned = record !== null && record.owner.segmentation === 'prospect' && record.owner.visitorUuid === c.get('visitorId');
  if (record && prospectOwned) {
    if (!auth) return editable(record, false);
    if (isPlaceholderEmail(record.owner.email)) {
      await moveAds(db, record.product.customerId, auth.customerId);
      const moved = await loadProductRecord(db, productId, null);
      if (moved) return editable(moved, true);
    }
  }
  if (!auth) throw new ApiError(401, 'ad_sign_in_required');
  throw new ApiError(404, 'product_not_found');
}

export interface EditableAd {
  ad: AdRow;
  actor: AdActor;
  /** The ad as the editor answers it, read in the same round trip as the check. */
  record: ProductRecord;
}

function editable(record: ProductRecord, signedIn: boolean): EditableAd {
  return { ad: record.product, actor: { customerId: record.product.customerId, signedIn }, record };
}

/** Only ads in editing change through the editor; published ones through their versioned copy. */
export function assertEditing(ad: AdRow): void {
  if (ad.status !== 'editing') throw new ApiError(409, 'ad_not_editable');
}
