/** Submission to review (complete ad, a document, a complete account, a verified address; once), the referral report and tracking. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from './accounts-helpers.ts';
import {
  addPhoto,
  browser,
  type Caller,
  COMPLETE_MOTORHOME,
  type EditorProduct,
  type ErrorAnswer,
  JPEG,
  mailsTo,
  newAd,
  personalData,
  PRIVATE_SELLER,
  productRow,
  RAW_KEY,
  readyAd,
  signedInSeller,
  submitAd,
  updateAd,
  uploadPhoto,
} from './ads-helpers.ts';
import { call, json } from './helpers.ts';

/** A signed-in seller (verified unless told) with a complete ad, its document and complete personal data. */
async function submittable(options: { verified?: boolean; language?: string } = {}) {
  const seller = await signedInSeller(options);
  const id = await readyAd(seller.caller);
  expect((await personalData(seller.caller, id, PRIVATE_SELLER)).status).toBe(200);
  return { ...seller, id };
}

async function refusal(response: Response, status: number, code: string): Promise<ErrorAnswer> {
  expect(response.status).toBe(status);
  const body = await json<ErrorAnswer>(response);
  expect(body.error.code).toBe(code);
  expect(body.error.message).not.toMatch(RAW_KEY);
  return body;
}

const tapfiliate = (caller: Caller, id: number, query = '?referral_code=partner_42', headers: Record<string, string> = {}) =>
  call(`/private/product/tapfiliate/${id}${query}`, { method: 'PUT', headers: { ...caller.headers, ...headers } });

const referrals = async (id: number) =>
  (await env.DB.prepare("SELECT context FROM user_action_logs WHERE action = 'referral_conversion' AND product_entity_id = ?").bind(id).all<{ context: string }>()).results;

describe('submission to review', () => {
  it('refuses an incomplete ad, naming each incomplete attribute set', async () => {
    const { caller } = await signedInSeller();
    const english = { ...caller, headers: { ...caller.headers, 'X-Locale': 'en' } };
    const ad = await newAd(caller, { selects: { make: 'hymer' } });
    const body = await refusal(await submitAd(english, ad.entityId), 409, 'ad_incomplete');
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(['auction', 'damages', 'product_description', 'product_images', 'product_profile']);
    expect(body.error.fields?.product_profile).toBe('Not complete yet');
    expect((await productRow(ad.entityId))?.status).toBe('editing');
  });

  it('refuses a complete ad without an official document', async () => {
    const { caller } = await signedInSeller();
    const ad = await newAd(caller, COMPLETE_MOTORHOME);
    for (let index = 0; index < 3; index += 1) await addPhoto(caller, ad.entityId);
    await personalData(caller, ad.entityId, PRIVATE_SELLER);
    const body = await refusal(await submitAd(caller, ad.entityId), 409, 'document_required');
    expect(body.error.fields).toHaveProperty('documents');
    expect((await productRow(ad.entityId))?.status).toBe('editing');
  });

  it('refuses while the seller’s personal data are missing', async () => {
    const { caller } = await signedInSeller();
    const id = await readyAd(caller);
    await refusal(await submitAd(caller, id), 409, 'account_incomplete');
    expect((await productRow(id))?.status).toBe('editing');
  });

  it('refuses a seller whose address is not verified', async () => {
    const { caller, id } = await submittable({ verified: false });
    await refusal(await submitAd(caller, id), 403, 'email_not_verified');
    expect((await productRow(id))?.status).toBe('editing');
  });

  it('refuses an anonymous prospect whose address waits for its confirmation', async () => {
    const visitor = browser();
    const id = await readyAd(visitor);
    expect((await personalData(visitor, id, { ...PRIVATE_SELLER, email: uniqueEmail('pending'), password: PASSWORD })).status).toBe(200);
    await refusal(await submitAd(visitor, id), 403, 'email_not_verified');
    expect((await productRow(id))?.status).toBe('editing');
  });

  it('sends a complete ad of a verified seller to review and confirms it by mail in the seller’s language', async () => {
    const { caller, id, email } = await submittable({ language: 'en' });
    const response = await submitAd(caller, id);
    expect(response.status).toBe(200);
    const body = await json<{ status: string; product: EditorProduct }>(response);
    expect(body.status).toBe('under_review');
    expect(body.product.status).toBe('under_review');
    const row = await env.DB.prepare('SELECT status, submitted_at FROM products WHERE id = ?').bind(id).first<{ status: string; submitted_at: number | null }>();
    expect(row?.status).toBe('under_review');
    expect(row?.submitted_at).toBeGreaterThan(0);
    const mails = (await mailsTo(email)).filter((mail) => mail.kind === 'ad_submitted');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.locale).toBe('en');
    expect(mails[0]?.text).toContain('Hymer B 678');
  });

  it('submits once: a second submission is refused and sends no second mail', async () => {
    const { caller, id, email } = await submittable();
    expect((await submitAd(caller, id)).status).toBe(200);
    await refusal(await submitAd(caller, id), 409, 'ad_not_editable');
    expect((await mailsTo(email)).filter((mail) => mail.kind === 'ad_submitted')).toHaveLength(1);
  });

  it('submits once also when two submissions arrive together', async () => {
    const { caller, id, email } = await submittable();
    const answers = await Promise.all([submitAd(caller, id), submitAd(caller, id)]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    expect((await mailsTo(email)).filter((mail) => mail.kind === 'ad_submitted')).toHaveLength(1);
  });

  it('closes the editor for the submitted ad: no more changes or photos', async () => {
    const { caller, id } = await submittable();
    expect((await submitAd(caller, id)).status).toBe(200);
    await refusal(await updateAd(caller, id, { attributes: { others: { model: 'Changed' } } }), 409, 'ad_not_editable');
    await refusal(await uploadPhoto(caller, id, JPEG), 409, 'ad_not_editable');
    expect((await productRow(id))?.model).toBe('B 678');
  });

  it('is refused to anyone but the owner', async () => {
    const { id } = await submittable();
    expect((await submitAd(browser(), id)).status).toBe(401);
    expect((await submitAd((await signedInSeller()).caller, id)).status).toBe(404);
    expect((await productRow(id))?.status).toBe('editing');
  });
});

describe('the referral report', () => {
  it('is refused before the ad is submitted', async () => {
    const { caller, id } = await submittable();
    await refusal(await tapfiliate(caller, id), 409, 'ad_not_submitted');
    expect(await referrals(id)).toEqual([]);
  });

  it('records the conversion once after the submission, and answers that it recorded it (it reports to no one)', async () => {
    const { caller, id } = await submittable();
    expect((await submitAd(caller, id)).status).toBe(200);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await tapfiliate(caller, id);
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ recorded: true });
    }
    expect(await referrals(id)).toEqual([{ context: 'partner_42' }]);
  });

  it('takes the code from the tap_rc cookie and needs one', async () => {
    const { caller, id } = await submittable();
    expect((await submitAd(caller, id)).status).toBe(200);
    expect((await tapfiliate(caller, id, '')).status).toBe(400);
    expect((await tapfiliate(caller, id, '', { Cookie: 'tap_rc=from_cookie' })).status).toBe(200);
    expect(await referrals(id)).toEqual([{ context: 'from_cookie' }]);
  });

  it('refuses a malformed code and another seller', async () => {
    const { caller, id } = await submittable();
    expect((await submitAd(caller, id)).status).toBe(200);
    expect((await tapfiliate(caller, id, '?referral_code=%3Cscript%3E')).status).toBe(400);
    expect((await tapfiliate((await signedInSeller()).caller, id)).status).toBe(404);
    expect(await referrals(id)).toEqual([]);
  });
});

describe('tracking where an ad came from', () => {
  const track = (caller: Caller, id: number, body: unknown) => call(`/public/product/track/${id}`, { method: 'PUT', headers: caller.headers, json: body });

  it('stores source, the path of the source URL (never its query) and the funnel', async () => {
    const visitor = browser();
    const ad = await newAd(visitor);
    const response = await track(visitor, ad.entityId, { source: 'homepage', source_url: 'https://campermarkt24.de/wohnmobil-verkaufen?token=secret#x', funnel: 'sell' });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ tracked: true });
    expect(await productRow(ad.entityId)).toMatchObject({ source: 'homepage', source_url: '/wohnmobil-verkaufen', funnel: 'sell' });
  });

  it('is refused for another browser’s ad and for a body without a source', async () => {
    const visitor = browser();
    const ad = await newAd(visitor);
    expect((await track(browser(), ad.entityId, { source: 'spam' })).status).toBe(401);
    expect((await track(visitor, ad.entityId, { source: '  ' })).status).toBe(400);
    expect((await track(visitor, ad.entityId, { source: 'x'.repeat(65) })).status).toBe(400);
    expect((await productRow(ad.entityId))?.source).toBeNull();
  });
});
