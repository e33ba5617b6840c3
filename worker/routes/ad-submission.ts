/**
 * The funnel's last two calls: the personal-data step (the seller's account) and the submission to review, which
 * needs a complete ad with a pickup within 6 weeks (a direct sale), an official document, a complete account and a
 * verified address (a binding action).
 */
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { bindingActionRefusal } from '../../domain/binding-actions.ts';
import { missingCredentials, sellerAccountSchema } from '../../domain/validation/seller-account.ts';
import { listDocuments, markSubmitted } from '../db/repositories/ads.ts';
import { findCustomerById } from '../db/repositories/customers.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { requestLinkContext } from '../lib/links.ts';
import { idParam } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { assertEditing, editableAd } from '../services/ads/ad-access.ts';
import { assertDirectSale } from '../services/ads/direct-sale-check.ts';
import { sendAdSubmittedMail, vehicleTitle } from '../services/ads/ad-mails.ts';
import { notifyAdSubmitted } from '../services/messages/account-deliveries.ts';
import { recordFlags, sellerFlags } from '../services/ads/ad-state.ts';
import { recordAdReferral } from '../services/merchant-tracking.ts';
import { editorProductOf, loadEditorProduct } from '../services/ads/editor-product.ts';
import { saveSellerAccount, sellerAccountComplete } from '../services/ads/seller-account.ts';
import { SCOPES } from './ads.ts';

export const adSubmissionRoutes = new Hono<AppEnv>();
const factory = createFactory<AppEnv>();

const personalData = factory.createHandlers(validate('param', idParam), validate('json', sellerAccountSchema), async (c) => {
  const input = c.req.valid('json');
  const { ad, actor } = await editableAd(c, c.req.valid('param').id);
  assertEditing(ad);
  if (!actor.signedIn) {
    const missing = missingCredentials(input);
    if (Object.keys(missing).length) throw new ApiError(400, 'validation_failed', missing);
  }
  const status = await saveSellerAccount(c, actor, ad.id, input);
  return c.json({ status, product: await loadEditorProduct(c.get('db'), ad.id, await sellerFlags(c, actor)) });
});

/**
 * Sends the ad to review, once. Refusals name what is missing: the ad's parts (`fields` per attribute set), the
 * documents, the account, or the address confirmation.
 */
const submit = factory.createHandlers(validate('param', idParam), async (c) => {
  const db = c.get('db');
  const { ad, actor, record } = await editableAd(c, c.req.valid('param').id);
  assertEditing(ad);
  const product = editorProductOf(record, await recordFlags(db, actor, record));
  if (!product.readyToSubmitForReview.ready) {
    const fields = Object.fromEntries(product.editor.readiness.filter((set) => set.requiredPercent < 100).map((set) => [set.code, 'validation.incomplete']));
    throw new ApiError(409, 'ad_incomplete', fields);
  }
  assertDirectSale(record.values);
  if ((await listDocuments(db, ad.id)).length === 0) throw new ApiError(409, 'document_required', { documents: 'validation.file' });
  const seller = await findCustomerById(db, ad.customerId);
  if (!seller || !(await sellerAccountComplete(db, seller))) throw new ApiError(409, 'account_incomplete');
  if (bindingActionRefusal('ad_submission', seller) || !actor.signedIn) throw new ApiError(403, 'email_not_verified');
  if (!(await markSubmitted(db, ad.id))) throw new ApiError(409, 'ad_not_editable');
  // The dealer whose tracking link brought the seller (merchant cookie), for the console; never blocks the submission.
  await recordAdReferral(c, ad.id, ad.customerId, Date.now());
  await sendAdSubmittedMail(c.env, db, ad.id, { links: requestLinkContext(c) });
  await notifyAdSubmitted(c.env, ad.customerId, ad.id, vehicleTitle(ad), Date.now());
  return c.json({ status: 'under_review', product: await loadEditorProduct(db, ad.id, await sellerFlags(c, actor)) });
});

for (const scope of SCOPES) {
  adSubmissionRoutes.put(`/${scope}/product/:id/personal-data`, ...personalData);
  adSubmissionRoutes.post(`/${scope}/product/submit/:id`, ...submit);
}
