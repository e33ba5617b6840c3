/** Merchant calls: registration with the trade registration document, popups, directory and tracking cookie. */
import { type Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { bindingActionRefusal } from '../../domain/binding-actions.ts';
import { isLocale } from '../../domain/locales.ts';
import { matchesDeclaredType, sniffDocument } from '../../domain/uploads.ts';
import { merchantRegistrationSchema } from '../../domain/validation/profile.ts';
import { findCustomerById, findMerchantOfCustomer, updateCustomer } from '../db/repositories/customers.ts';
import { listDirectory, markPopupRead, updateMerchant, upsertMerchant } from '../db/repositories/merchants.ts';
import { listPopups } from '../db/repositories/notices.ts';
import { revokeBiddingClaims } from '../services/auctions/eligibility.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { idParam } from '../lib/params.ts';
import { signedInCustomerId } from '../lib/signed-in.ts';
import { validate } from '../lib/validate.ts';
import { privateCustomerData } from '../services/customer-data.ts';
import { merchantContactRoutes } from './merchant-contact.ts';
import { recordRequestEvent } from '../services/security-events.ts';

export const merchantRoutes = new Hono<AppEnv>();
merchantRoutes.route('/', merchantContactRoutes);

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
const DOCUMENT_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif']);


async function ownMerchant(c: Context<AppEnv>) {
  const merchant = await findMerchantOfCustomer(c.get('db'), signedInCustomerId(c));
  if (!merchant) throw new ApiError(403, 'not_a_merchant');
  return merchant;
}

merchantRoutes.post('/private/merchant/register', validate('json', merchantRegistrationSchema), async (c) => {
  const input = c.req.valid('json');
  const db = c.get('db');
  const id = signedInCustomerId(c);
  const customer = await findCustomerById(db, id);
  if (!customer) throw new ApiError(401, 'unauthorized');
  // A dealer account binds its holder: only the proven owner of the address may open one.
  const refusal = bindingActionRefusal('dealer_registration', customer);
  if (refusal) throw new ApiError(403, refusal);
  const existing = await findMerchantOfCustomer(db, id);
  await upsertMerchant(db, id, {
    company: input.company,
    street: input.street,
    zipCode: input.zipCode,
    city: input.city,
    country: input.country,
    vatRegNo: input.vatRegNo.replace(/[\s.-]/g, '').toUpperCase(),
    managingDirector: input.managingDirector,
    contactName: input.contactName,
    contactSurname: input.contactSurname,
    contactPhone: input.contactPhone || null,
    notificationLocale: input.notificationLocale ?? (isLocale(c.get('locale')) ? c.get('locale') : 'de'),
    // A new or changed registration (company, VAT ID, address) goes to an operator for review.
    accepted: null,
  });
  await updateCustomer(db, id, { profileType: 'MERCHANT' });
  // Back in review, an accepted dealer may not bid: their tokens stop counting and their agents stop at once.
  if (existing?.accepted === true) await revokeBiddingClaims(c.env, id, { suspend: true });
  await recordRequestEvent(c, { type: 'merchant_registered', outcome: 'success', subjectCustomerId: id, details: { changed: existing !== undefined } });
  return c.json(await privateCustomerData(db, id), existing ? 200 : 201);
});

merchantRoutes.put('/private/merchant/trade-registration', async (c) => {
  const merchant = await ownMerchant(c);
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
  if (!DOCUMENT_TYPES.has(type)) throw new ApiError(400, 'validation_failed', { document: 'validation.image_or_pdf' });
  const body = new Uint8Array(await c.req.arrayBuffer());
  if (body.byteLength === 0) throw new ApiError(400, 'validation_failed', { document: 'validation.file' });
  if (body.byteLength > MAX_DOCUMENT_BYTES) throw new ApiError(413, 'payload_too_large');
  // The bytes decide, as for ads' documents: HTML declared as a PDF (or anything not a complete PDF or photo) is refused.
  const actual = sniffDocument(body);
  if (!actual || !matchesDeclaredType(type, actual)) throw new ApiError(400, 'validation_failed', { document: 'validation.document_content' });
  const key = `merchant-documents/${merchant.id}/trade-registration`;
  await c.env.MEDIA.put(key, body, { httpMetadata: { contentType: actual } });
  await updateMerchant(c.get('db'), merchant.id, { tradeRegistrationKey: key });
  return c.json({ stored: true, size: body.byteLength });
});

merchantRoutes.get('/public/merchant-notification-popups', async (c) => {
  return c.json({ data: await listPopups(c.get('db'), c.get('locale')) });
});

merchantRoutes.put(
  '/private/merchant/mark-popup-as-read/:id',
  validate('param', idParam),
  async (c) => {
    const merchant = await ownMerchant(c);
    const { id } = c.req.valid('param');
    const popups = await listPopups(c.get('db'), c.get('locale'));
    if (!popups.some((popup) => popup.id === id)) throw new ApiError(404, 'not_found');
    return c.json({ readNotificationPopupIds: await markPopupRead(c.get('db'), merchant.id, id) });
  },
);

const directoryQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 1),
  itemsPerPage: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});

merchantRoutes.get('/public/merchants/get', validate('query', directoryQuery), async (c) => {
  const { page, itemsPerPage } = c.req.valid('query');
  const { rows, total } = await listDirectory(c.get('db'), page, itemsPerPage);
  return c.json({ data: rows, total, page, pages: Math.ceil(total / itemsPerPage) });
});
