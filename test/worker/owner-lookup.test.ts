/** The owner lookups tell only the owner anything: an unknown id and someone else's product (draft or not) look the same. */
import { describe, expect, it } from 'vitest';
import { asCustomer, browser, newAd, signedInSeller } from './ads-helpers.ts';
import { call, json } from './helpers.ts';

const UNKNOWN_ID = 1_999_999_999;
const NOTHING = { isOwner: false, segmentation: null, customerId: null };

const owner = (id: number, headers: Record<string, string> = {}) => call(`/public/customer/get-owner/${id}`, { headers });
const segmentation = (id: number, headers: Record<string, string> = {}) => call(`/public/customer/get-owner-segmentation/${id}`, { headers });

/** Status and body, the whole of what a caller sees of the answer. */
async function seen(response: Response) {
  return { status: response.status, body: await json(response) };
}

describe('GET /public/customer/get-owner/{id}', () => {
  it('answers a stranger about an anonymous draft exactly as about an id that does not exist', async () => {
    const holder = browser();
    const draft = await newAd(holder);
    const stranger = browser();
    const unknown = await seen(await owner(UNKNOWN_ID, stranger.headers));
    expect(unknown).toEqual({ status: 200, body: NOTHING });
    expect(await seen(await owner(draft.entityId, stranger.headers))).toEqual(unknown);
    expect(await seen(await owner(draft.entityId))).toEqual(unknown);
  });

  it('answers a signed-in stranger about a customer’s ad exactly as about an unknown id', async () => {
    const seller = await signedInSeller();
    const ad = await newAd(seller.caller);
    const other = await signedInSeller();
    const unknown = await seen(await owner(UNKNOWN_ID, other.caller.headers));
    expect(await seen(await owner(ad.entityId, other.caller.headers))).toEqual(unknown);
    expect(unknown).toEqual({ status: 200, body: NOTHING });
  });

  it('tells the draft’s browser and the signed-in owner that they own it', async () => {
    const holder = browser();
    const draft = await newAd(holder);
    expect(await json(await owner(draft.entityId, holder.headers))).toMatchObject({ isOwner: true, segmentation: 'prospect' });
    const seller = await signedInSeller();
    const ad = await newAd(asCustomer(seller.session));
    expect(await json(await owner(ad.entityId, seller.caller.headers))).toEqual({ isOwner: true, segmentation: 'customer', customerId: seller.id });
  });
});

describe('GET /public/customer/get-owner-segmentation/{entityId}', () => {
  it('answers strangers the same for a draft, a customer’s ad and an unknown id; the owner learns the segmentation', async () => {
    const holder = browser();
    const draft = await newAd(holder);
    const seller = await signedInSeller();
    const ad = await newAd(seller.caller);
    const stranger = browser();
    const unknown = await seen(await segmentation(UNKNOWN_ID, stranger.headers));
    expect(unknown).toEqual({ status: 200, body: { segmentation: null, isOwner: false } });
    expect(await seen(await segmentation(draft.entityId, stranger.headers))).toEqual(unknown);
    expect(await seen(await segmentation(ad.entityId, stranger.headers))).toEqual(unknown);
    expect(await json(await segmentation(draft.entityId, holder.headers))).toEqual({ segmentation: 'prospect', isOwner: true });
    expect(await json(await segmentation(ad.entityId, seller.caller.headers))).toEqual({ segmentation: 'customer', isOwner: true });
  });

  it('still refuses a malformed id with 400', async () => {
    expect((await segmentation(0)).status).toBe(400);
    expect((await owner(0)).status).toBe(400);
  });
});
