/** The seller's flags for the step progression and the tax facts their amounts are shown by. */
import type { Context } from 'hono';
import type { Database } from '../../db/client.ts';
import { findCustomerById } from '../../db/repositories/customers.ts';
import type { ProductRecord } from '../../db/repositories/product-detail.ts';
import type { AppEnv } from '../../env.ts';
import type { AdActor } from './ad-access.ts';
import type { SellerFlags } from './editor-product.ts';
import type { SellerTax } from './my-ads.ts';
import { ownerFacts, sellerAccountComplete } from './seller-account.ts';

export async function sellerFlags(c: Context<AppEnv>, actor: AdActor): Promise<SellerFlags> {
  return (await sellerFacts(c, actor)).flags;
}

/** The seller's progression flags and the tax facts their amounts are shown by, from one read of their row. */
export async function sellerFacts(c: Context<AppEnv>, actor: AdActor): Promise<{ flags: SellerFlags; tax: SellerTax }> {
  const customer = await findCustomerById(c.get('db'), actor.customerId);
  const accountComplete = customer ? await sellerAccountComplete(c.get('db'), customer) : false;
  const termsAccepted = Boolean(customer?.tacAcceptedAt);
  return { flags: { signedIn: actor.signedIn, accountComplete, termsAccepted }, tax: { vatRegNo: customer?.vatRegNo ?? null, country: customer?.country ?? null } };
}

/** The flags from an ad's record: its owner's columns came with it, so only a dealer's profile costs a read. */
export async function recordFlags(db: Database, actor: AdActor, record: ProductRecord): Promise<SellerFlags> {
  const owner = ownerFacts(record.product.customerId, record.owner);
  return { signedIn: actor.signedIn, accountComplete: await sellerAccountComplete(db, owner), termsAccepted: owner.tacAcceptedAt !== null };
}
