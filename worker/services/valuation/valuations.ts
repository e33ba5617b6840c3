/**
 * Who may see a valuation: its owner (the signed-in customer, or this browser's prospect, by the vehicle's owner),
 * or whoever holds its report link's key. Anyone else learns nothing: 404, never 403.
 */
import type { Context } from 'hono';
import { moveAds } from '../../db/repositories/ads.ts';
import { findCustomerById } from '../../db/repositories/customers.ts';
import type { ValuationStatus } from '../../../domain/valuation/form.ts';
import {
  alignValuationOwner,
  newestValuationOf,
  valuationInEditingOf,
  valuationById,
  valuationByKeyHash,
  type ValuationWithVehicle,
} from '../../db/repositories/valuations.ts';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { sha256Hex, timingSafeEqual } from '../../lib/crypto.ts';
import { isPlaceholderEmail, prospectOfVisitor } from '../ads/ad-access.ts';
import { reportPath } from './valuation-answer.ts';
import { openReportKey } from './valuation-mails.ts';

/** A report path's last segment: the unguessable key (32 random bytes, base64url) or "v{id}" for the owner. */
export const REPORT_REF_PATTERN = /^(v[1-9][0-9]{0,9}|[A-Za-z0-9_-]{43})$/;
/** The owner's reference by id; a 43-character key may begin with "v" as well, so only this exact shape is an id. */
const OWNER_REF = /^v([1-9][0-9]{0,9})$/;

/** The customers the caller speaks for: the signed-in customer and this browser's prospect (either may be missing). */
export async function callerIds(c: Context<AppEnv>): Promise<{ signedInId: number | null; prospectId: number | null }> {
  const prospect = await prospectOfVisitor(c.get('db'), c.get('visitorId'));
  return { signedInId: c.get('auth')?.customerId ?? null, prospectId: prospect?.id ?? null };
}

/**
 * Whether the caller owns the valuation. A signed-in customer takes over what this browser's prospect started (as
 * the ad editor does: only a prospect without an address of its own), so the valuation follows them to their account.
 */
export async function ownsValuation(c: Context<AppEnv>, found: ValuationWithVehicle): Promise<boolean> {
  const { signedInId, prospectId } = await callerIds(c);
  if (signedInId !== null && found.ownerId === signedInId) {
    await alignValuationOwner(c.get('db'), found.valuation.id, signedInId);
    return true;
  }
  if (prospectId === null || found.ownerId !== prospectId) return false;
  if (signedInId !== null) await claimFromProspect(c, prospectId, signedInId, found);
  return true;
}

async function claimFromProspect(c: Context<AppEnv>, prospectId: number, customerId: number, found: ValuationWithVehicle): Promise<void> {
  const db = c.get('db');
  const prospect = await findCustomerById(db, prospectId);
  if (!prospect || !isPlaceholderEmail(prospect.email)) return;
  await moveAds(db, prospectId, customerId);
  await alignValuationOwner(db, found.valuation.id, customerId);
  found.ownerId = customerId;
}

/** The caller's newest valuation (signed-in customer first, else this browser's prospect), or null. */
export async function currentValuation(c: Context<AppEnv>): Promise<ValuationWithVehicle | null> {
  const { signedInId, prospectId } = await callerIds(c);
  const ids = [signedInId, prospectId].filter((id): id is number => id !== null);
  const found = await newestValuationOf(c.get('db'), ids);
  if (found && !(await ownsValuation(c, found))) return null;
  return found;
}

export interface ReportAccess {
  found: ValuationWithVehicle;
  /** The key the caller came with (null when the owner opened it by id). */
  key: string | null;
}

/** The valuation behind a report path segment, for the key's holder or (by "v{id}") its owner; else 404. */
export async function reportValuation(c: Context<AppEnv>, ref: string): Promise<ReportAccess> {
  const db = c.get('db');
  const ownerRef = OWNER_REF.exec(ref);
  if (ownerRef) {
    const found = await valuationById(db, Number(ownerRef[1]));
    if (found && (await ownsValuation(c, found))) return { found, key: null };
    throw new ApiError(404, 'valuation_not_found');
  }
  const hash = await sha256Hex(ref);
  const found = await valuationByKeyHash(db, hash);
  // The index found the row by the hash; the comparison again without an early exit, should a collation ever differ.
  if (found?.valuation.reportKeyHash && timingSafeEqual(found.valuation.reportKeyHash, hash)) return { found, key: ref };
  throw new ApiError(404, 'valuation_not_found');
}

/** What the onboarding stepper shows of a valuation whose vehicle is still an ad in editing. */
export interface StepperValuation {
  productId: number;
  status: ValuationStatus;
  vmm: { status: ValuationStatus; range: { low: number; high: number } | null; reportPath: string | null };
}

/**
 * The seller's valuation for the onboarding stepper: with `productId` only that vehicle's (the seller continues that
 * ad), else their newest one whose vehicle is still in editing. The range only once valuated.
 */
export async function stepperValuation(c: Context<AppEnv>, sellerId: number, productId?: number): Promise<StepperValuation | null> {
  const found = await valuationInEditingOf(c.get('db'), [sellerId], productId);
  if (!found) return null;
  const { valuation } = found;
  const key = valuation.status === 'editing' ? null : await openReportKey(c.env, valuation.reportKeySealed);
  const range = valuation.status === 'valuated' && valuation.low !== null && valuation.high !== null ? { low: valuation.low, high: valuation.high } : null;
  return {
    productId: valuation.productId,
    status: valuation.status,
    vmm: { status: valuation.status, range, reportPath: key ? reportPath(c, found.productType, key) : null },
  };
}
