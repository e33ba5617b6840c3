/**
 * PUT /public/valuate-my-vehicle/update: creates the caller's valuation (its vehicle an ad in editing, made as the
 * sell funnel makes ads), saves the draft, and on `submit` computes the automatic estimate, issues the report key and
 * tells the seller. Everything is checked before anything is written, so a refused call stores nothing.
 */
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { HOME_COUNTRY } from '../../../domain/catalog-filters.ts';
import { groupKeys } from '../../../domain/messages/kinds.ts';
import { fieldErrors } from '../../../domain/validation/rules.ts';
import { stepCount, submittableSchema, type ValuationAnswer, type ValuationUpdate } from '../../../domain/valuation/form.ts';
import { valuate } from '../../../domain/valuation/comparables.ts';
import { valuationFieldErrors, vehicleAttributeChanges } from '../../../domain/valuation/vehicle-attributes.ts';
import { insertAd, trackAd } from '../../db/repositories/ads.ts';
import { loadProductRecord, type ProductRecord } from '../../db/repositories/product-detail.ts';
import { comparableSales } from '../../db/repositories/valuation-comparables.ts';
import {
  insertValuation,
  isSubmittedEmailConflict,
  saveValuationDraft,
  submittedValuationByEmail,
  submitValuation,
  valuationById,
  type ValuationDraft,
  type ValuationRow,
  type ValuationWithVehicle,
} from '../../db/repositories/valuations.ts';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { requestLinkContext } from '../../lib/links.ts';
import { SEAL_LABELS, sealText } from '../../lib/sealed.ts';
import { ABUSE_LIMITS, limitClient, mayMailAddress } from '../abuse-limits.ts';
import { sellerFor } from '../ads/ad-access.ts';
import { ownerValues } from '../ads/editor-product.ts';
import { checkedChanges, saveValues, storageOf } from '../ads/save-ad.ts';
import { vehicleTitle } from '../ads/ad-mails.ts';
import { authSecret } from '../auth/secret.ts';
import { deliverMessages } from '../messages/deliver.ts';
import { valuationAnswer } from './valuation-answer.ts';
import { sendValuationMail } from './valuation-mails.ts';
import { currentValuation } from './valuations.ts';

type Form = ValuationUpdate['valuate_my_vehicle'];

const VEHICLE_FIELDS = new Set(['make', 'model', 'firstRegistrationYear', 'zipCode']);

/** The contact fields the form sent (an empty text clears), as the valuation row's columns. */
function draftOf(form: Form): ValuationDraft {
  const text = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);
  const draft: ValuationDraft = { name: text(form.name), email: text(form.email), phone: text(form.phone), desiredPrice: form.desiredPrice, plannedSale: form.plannedSale };
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined));
}

/** The attribute changes, checked by the editor's rules; field errors come back under the body's paths. */
function checkedVehicle(update: ValuationUpdate, record: ProductRecord | null, country: string) {
  const input = vehicleAttributeChanges(update.product, update.product.productType, record?.product.firstRegistrationMonth || null);
  try {
    return checkedChanges(update.product.productType, { others: input }, record ? ownerValues(record) : {}, country);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.fields) throw new ApiError(400, 'validation_failed', valuationFieldErrors(error.fields));
    throw error;
  }
}

/** What submission needs, from the stored draft with this call's changes on top; 400 naming every missing field. */
function assertSubmittable(update: ValuationUpdate, record: ProductRecord | null, row: ValuationRow | null): string {
  const { product: vehicle, valuate_my_vehicle: form } = update;
  const stored = record?.product;
  const candidate = {
    make: vehicle.make ?? stored?.make ?? '',
    model: vehicle.model ?? stored?.model ?? '',
    firstRegistrationYear: vehicle.firstRegistrationYear ?? (stored && stored.firstRegistrationYear > 0 ? stored.firstRegistrationYear : undefined),
    zipCode: vehicle.zipCode ?? stored?.zipCode ?? '',
    name: form.name ?? row?.name ?? '',
    email: form.email ?? row?.email ?? '',
    acceptedPrivacy: form.acceptedPrivacy,
  };
  const result = z.safeParse(submittableSchema, candidate);
  if (!result.success) {
    const fields = Object.entries(fieldErrors(result.error)).map(([field, message]) => [`${VEHICLE_FIELDS.has(field) ? 'product' : 'valuate_my_vehicle'}.${field}`, message]);
    throw new ApiError(400, 'validation_failed', Object.fromEntries(fields));
  }
  return result.data.email;
}

/**
 * The address has a submitted valuation: its owner gets the way back (a mail with that report's link, limited per
 * address), the caller only the 409.
 */
async function refuseUsedEmail(c: Context<AppEnv>, other: ValuationRow): Promise<never> {
  if (other.email && (await mayMailAddress(c, ABUSE_LIMITS.valuationEmailUsedAddress, other.email))) {
    try {
      await sendValuationMail(c.env, 'valuation_email_used', other, { links: requestLinkContext(c) });
    } catch (error) {
      console.error(JSON.stringify({ requestId: c.get('requestId'), event: 'valuation_mail_failed', kind: 'valuation_email_used', error: String(error) }));
    }
  }
  throw new ApiError(409, 'valuation_email_used');
}

export async function updateValuation(c: Context<AppEnv>, update: ValuationUpdate): Promise<ValuationAnswer> {
  const db = c.get('db');
  const kind = update.product.productType;
  const form = update.valuate_my_vehicle;
  if (form.step !== undefined && form.step > stepCount(kind)) throw new ApiError(400, 'validation_failed', { 'valuate_my_vehicle.step': 'validation.max_value' });

  let current = await currentValuation(c);
  if (current && (current.valuation.status !== 'editing' || current.productStatus !== 'editing')) throw new ApiError(409, 'valuation_not_editable');
  let record = current ? await loadProductRecord(db, current.valuation.productId, null) : null;
  // Another vehicle type is another vehicle: a new valuation (the product type of a vehicle never changes).
  if (!record || record.product.productType !== kind) [current, record] = [null, null];

  const country = record?.product.country ?? HOME_COUNTRY[c.get('locale')];
  const checked = checkedVehicle(update, record, country);
  const email = form.submit ? assertSubmittable(update, record, current?.valuation ?? null) : null;
  if (email) {
    const other = await submittedValuationByEmail(db, email, current?.valuation.id ?? 0);
    if (other) await refuseUsedEmail(c, other);
  }

  const draft: ValuationDraft = { ...draftOf(form), locale: c.get('locale'), ...(form.step !== undefined ? { step: form.step } : {}) };
  let valuationId: number;
  if (!current || !record) {
    await limitClient(c, ABUSE_LIMITS.valuationCreate);
    const seller = await sellerFor(c);
    const storage = storageOf(kind, checked.changes, checked.after);
    const productId = await insertAd(db, { customerId: seller.customerId, productType: kind, country, saleTiming: null, columns: storage.columns, values: storage.upserts, vinKey: null, logged: storage.logged, origin: { source: 'valuation', actorCustomerId: seller.customerId } });
    await trackAd(db, productId, { source: 'valuation', sourceUrl: null, funnel: 'valuation' });
    valuationId = await insertValuation(db, { productId, customerId: seller.customerId, locale: c.get('locale'), ...(form.submit ? {} : draft) });
  } else {
    valuationId = current.valuation.id;
    if (Object.keys(checked.changes).length) await saveValues(db, record.product, checked.changes, checked.after, { source: 'valuation', actorCustomerId: record.product.customerId });
    if (!form.submit && !(await saveValuationDraft(db, valuationId, draft))) throw new ApiError(409, 'valuation_not_editable');
  }

  const saved = await valuationById(db, valuationId);
  if (!saved) throw new ApiError(404, 'valuation_not_found');
  if (!form.submit) return valuationAnswer(c, saved, null);
  return submit(c, saved, { ...draft, step: stepCount(kind) });
}

/** Estimate, key, the one conditional status change, then the message and the mail (best effort: it is submitted). */
async function submit(c: Context<AppEnv>, found: ValuationWithVehicle, draft: ValuationDraft): Promise<ValuationAnswer> {
  const db = c.get('db');
  const record = await loadProductRecord(db, found.valuation.productId, null);
  if (!record) throw new ApiError(404, 'valuation_not_found');
  const { product } = record;
  const now = Date.now();
  const equipment = ownerValues(record).equipment;
  const subject = {
    productType: product.productType,
    make: product.make,
    model: product.model,
    firstRegistrationYear: product.firstRegistrationYear,
    mileage: product.mileage,
    lengthMm: product.lengthMm,
    equipment: Array.isArray(equipment) ? equipment : [],
  };
  const estimate = valuate(subject, await comparableSales(db, product.productType, now), now);
  const key = randomToken(32);
  let submitted: ValuationRow | null;
  try {
    submitted = await submitValuation(db, found.valuation.id, {
      ...draft,
      reportKeyHash: await sha256Hex(key),
      reportKeySealed: await sealText(authSecret(c.env), SEAL_LABELS.valuationReportKey, key),
      estimate,
      submittedAt: new Date(now),
    });
  } catch (error) {
    // Another valuation with this address was submitted in the meantime (the unique index decided).
    if (!isSubmittedEmailConflict(error) || !draft.email) throw error;
    const other = await submittedValuationByEmail(db, draft.email, found.valuation.id);
    if (other) await refuseUsedEmail(c, other);
    throw new ApiError(409, 'valuation_email_used');
  }
  if (!submitted) throw new ApiError(409, 'valuation_not_editable');
  await tellSeller(c, submitted, vehicleTitle(product));
  return valuationAnswer(c, { ...found, valuation: submitted }, key);
}

async function tellSeller(c: Context<AppEnv>, valuation: ValuationRow, title: string): Promise<void> {
  const results = await Promise.allSettled([
    deliverMessages(c.env, [
      {
        customerId: valuation.customerId,
        sourceKey: `valuation:${valuation.id}:received`,
        groupKey: groupKeys.ad(valuation.productId),
        auctionId: null,
        productId: valuation.productId,
        kind: 'valuation_received',
        cta: 'read_me',
        params: { title, valuationId: valuation.id },
      },
    ]),
    sendValuationMail(c.env, 'valuation_received', valuation, { links: requestLinkContext(c), title }),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') console.error(JSON.stringify({ requestId: c.get('requestId'), event: 'valuation_notice_failed', error: String(result.reason) }));
  }
}
