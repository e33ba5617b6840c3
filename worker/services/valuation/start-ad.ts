/**
 * The report's one button (POST /public/valuate-my-vehicle/report/{key}/start-ad): the valuation's vehicle becomes the
 * caller's ad in editing, with everything already entered, and the onboarding stepper takes over from there.
 */
import type { Context } from 'hono';
import { onboardingStatus, type OnboardingStatus } from '../../../domain/ad-editor/onboarding.ts';
import { hasAdsBeyondEditing } from '../../db/repositories/ads.ts';
import { findCustomerById } from '../../db/repositories/customers.ts';
import { markStartedAsAd, transferValuation } from '../../db/repositories/valuations.ts';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { isPlaceholderEmail, sellerFor } from '../ads/ad-access.ts';
import { ownsValuation, reportValuation } from './valuations.ts';

export interface StartedAd {
  productId: number;
  status: OnboardingStatus;
}

/**
 * Who may start the ad: the owner; a signed-in customer takes the vehicle over from a prospect (the one who valued it
 * without an account; this browser's prospect hands over all its ads on sign-in, as in the ad editor, another
 * browser's only this vehicle); an anonymous holder of the key takes it into their own prospect. A vehicle of a real account stays
 * theirs: anyone else is asked to sign in (403 sign_in_required).
 */
export async function startAdFromReport(c: Context<AppEnv>, ref: string): Promise<StartedAd> {
  const db = c.get('db');
  const { found } = await reportValuation(c, ref);
  const auth = c.get('auth');
  let ownerId = found.ownerId;
  if (!(await ownsValuation(c, found))) {
    const owner = await findCustomerById(db, ownerId);
    if (!owner || owner.segmentation !== 'prospect' || !isPlaceholderEmail(owner.email)) throw new ApiError(403, 'sign_in_required');
    const takerId = auth ? auth.customerId : (await sellerFor(c)).customerId;
    await transferValuation(db, found.valuation, ownerId, takerId);
    ownerId = takerId;
  }
  const editing = found.productStatus === 'editing';
  if (editing) await markStartedAsAd(db, found.valuation.productId);
  const status = onboardingStatus({
    valuation: { status: found.valuation.status, productEditing: editing },
    editingAdId: editing ? found.valuation.productId : null,
    hasOtherAds: await hasAdsBeyondEditing(db, ownerId),
    createNew: false,
  });
  return { productId: found.valuation.productId, status };
}
