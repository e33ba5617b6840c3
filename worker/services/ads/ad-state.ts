/** What the editor's checks start from: an ad's current values, and the seller's flags for the step progression. */
import type { Context } from 'hono';
import { flattenGroups } from '../../../domain/attribute-values.ts';
import type { AttributeValue } from '../../../domain/product.ts';
import { ANONYMOUS } from '../../../domain/viewer.ts';
import type { Database } from '../../db/client.ts';
import { findCustomerById } from '../../db/repositories/customers.ts';
import { loadProductRecord } from '../../db/repositories/product-detail.ts';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { buildProductDetail } from '../product-detail.ts';
import type { AdActor } from './ad-access.ts';
import { sellerAccountComplete } from './seller-account.ts';
import type { SellerFlags } from './editor-product.ts';
import type { SellerTax } from './my-ads.ts';

/** The ad's values as the owner sees them (columns and stored values merged), keyed by attribute code. */
export async function currentValues(db: Database, productId: number): Promise<Record<string, AttributeValue>> {
  const record = await loadProductRecord(db, productId, null);
  if (!record) throw new ApiError(404, 'product_not_found');
  return flattenGroups(buildProductDetail(record, ANONYMOUS, true).attributes) as Record<string, AttributeValue>;
}

export async function sellerFlags(c: Context<AppEnv>, actor: AdActor): Promise<SellerFlags> {
  return (await sellerFacts(c, actor)).flags;
}

/** The seller's progression flags and the tax facts their amounts are shown by, from one read of their row. */
export async function sellerFacts(c: Context<AppEnv>, actor: AdActor): Promise<{ flags: SellerFlags; tax: SellerTax }> {
  const customer = await findCustomerById(c.get('db'), actor.customerId);
  const accountComplete = customer ? await sellerAccountComplete(c.get('db'), customer) : false;
  return { flags: { signedIn: actor.signedIn, accountComplete }, tax: { vatRegNo: customer?.vatRegNo ?? null, country: customer?.country ?? null } };
}
