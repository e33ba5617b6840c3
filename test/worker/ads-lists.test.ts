/** The seller's ad lists (paged, filtered, own ads only), the ads in editing of this browser, and the onboarding stepper. */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPhoto, browser, type Caller, type EditorProduct, type ErrorAnswer, newAd, signedInSeller } from './ads-helpers.ts';
import { call, json } from './helpers.ts';
import { insertListing } from './listing-fixtures.ts';

interface Card {
  entityId: number;
  title: string;
  status: string;
  image: string | null;
  readyToSubmitForReview: { ready: boolean; attributeSets: { code: string; requiredPercent: number }[] } | null;
  resumeStep: string | null;
}
interface AdList {
  products: Card[];
  total: number;
  pages: number;
  page: number;
}
interface Stepper {
  status: string;
  product: EditorProduct | null;
  showVmmContext: boolean;
  vmm: null;
}

const list = (caller: Caller, query = '') => call(`/private/customer/products/get${query}`, { headers: caller.headers });
const inEditing = (caller: Caller) => call('/public/customer/ads-in-editing-for-uuid', { headers: caller.headers });
const stepper = async (caller: Caller, query = '') => json<Stepper>(await call(`/public/product/onboarding-stepper${query}`, { headers: caller.headers }));

describe('my ads', () => {
  let seller: Awaited<ReturnType<typeof signedInSeller>>;
  let editing: number[] = [];
  let reviewed = 0;
  beforeAll(async () => {
    seller = await signedInSeller();
    editing = [];
    for (const model of ['Eins', 'Zwei', 'Drei']) editing.push((await newAd(seller.caller, { selects: { make: 'knaus' }, others: { model } })).entityId);
    reviewed = await insertListing({ sellerId: seller.id, status: 'under_review', make: 'Hymer', model: 'Review' });
    // Someone else's ads never show.
    await newAd((await signedInSeller()).caller);
  });

  it('lists the seller’s own ads with the total and pages them without overlap', async () => {
    const first = await json<AdList>(await list(seller.caller, '?itemsPerPage=2&page=1'));
    const second = await json<AdList>(await list(seller.caller, '?itemsPerPage=2&page=2'));
    expect(first).toMatchObject({ total: 4, pages: 2, page: 1 });
    expect(first.products).toHaveLength(2);
    expect(second.products).toHaveLength(2);
    const ids = [...first.products, ...second.products].map((card) => card.entityId).sort((a, b) => a - b);
    expect(ids).toEqual([...editing, reviewed].sort((a, b) => a - b));
  });

  it('filters by status', async () => {
    const drafts = await json<AdList>(await list(seller.caller, '?status=editing'));
    expect(drafts.total).toBe(3);
    expect(drafts.products.every((card) => card.status === 'editing')).toBe(true);
    const review = await json<AdList>(await list(seller.caller, '?status=under_review'));
    expect(review.products.map((card) => [card.entityId, card.title, card.status, card.readyToSubmitForReview])).toEqual([[reviewed, 'Hymer Review', 'under_review', null]]);
  });

  it('shows how far each ad in editing is, where it continues, and its cover photo', async () => {
    const id = editing[0] ?? 0;
    const { image } = await addPhoto(seller.caller, id);
    const cards = (await json<AdList>(await list(seller.caller, '?status=editing&itemsPerPage=10'))).products;
    const card = cards.find((entry) => entry.entityId === id);
    expect(card).toMatchObject({ title: 'Knaus Eins', resumeStep: 'profile', image: image?.value });
    expect(card?.readyToSubmitForReview?.attributeSets.find((set) => set.code === 'product_images')?.requiredPercent).toBe(33);
  });

  it('refuses anonymous callers and malformed queries', async () => {
    expect((await list(browser())).status).toBe(401);
    for (const query of ['?status=deleted', '?itemsPerPage=51', '?page=0']) {
      const response = await list(seller.caller, query);
      expect(response.status, query).toBe(400);
      expect((await json<ErrorAnswer>(response)).error.code).toBe('validation_failed');
    }
  });
});

describe('ads in editing of this browser', () => {
  it('are the prospect’s ads in editing', async () => {
    const visitor = browser();
    const first = await newAd(visitor);
    const second = await newAd(visitor);
    const body = await json<{ products: Card[]; total: number; isEditing: boolean }>(await inEditing(visitor));
    expect(body.total).toBe(2);
    expect(body.isEditing).toBe(true);
    expect(body.products.map((card) => card.entityId).sort((a, b) => a - b)).toEqual([first.entityId, second.entityId].sort((a, b) => a - b));
  });

  it('are none for a new browser', async () => {
    expect(await json(await inEditing(browser()))).toEqual({ products: [], total: 0, isEditing: false });
  });

  it('are the signed-in customer’s own ads in editing', async () => {
    const { id, caller } = await signedInSeller();
    const ad = await newAd(caller);
    await insertListing({ sellerId: id, status: 'running' });
    const body = await json<{ products: Card[]; total: number }>(await inEditing(caller));
    expect(body.products.map((card) => card.entityId)).toEqual([ad.entityId]);
  });
});

describe('the onboarding stepper', () => {
  it('starts a new ad for a browser without ads', async () => {
    expect(await stepper(browser())).toEqual({ status: 'ELSE', product: null, showVmmContext: false, vmm: null });
  });

  it('continues the newest ad in editing, with the ad', async () => {
    const visitor = browser();
    await newAd(visitor);
    const newest = await newAd(visitor, { others: { model: 'Newest' } });
    await env.DB.prepare('UPDATE products SET updated_at = ? WHERE id = ?').bind(Date.now() + 60_000, newest.entityId).run();
    const answer = await stepper(visitor);
    expect(answer.status).toBe('PRODUCT_IN_EDITING');
    expect(answer.product?.entityId).toBe(newest.entityId);
    expect(answer.product?.editor.resumeStep).toBe('profile');
  });

  it('continues the ad it is given', async () => {
    const visitor = browser();
    const chosen = await newAd(visitor);
    await newAd(visitor);
    const answer = await stepper(visitor, `?entityId=${chosen.entityId}`);
    expect(answer.status).toBe('PRODUCT_IN_EDITING');
    expect(answer.product?.entityId).toBe(chosen.entityId);
  });

  it('starts a new ad when asked, even with an ad in editing', async () => {
    const visitor = browser();
    await newAd(visitor);
    expect(await stepper(visitor, '?createNew=true')).toMatchObject({ status: 'ELSE', product: null });
  });

  it('sends a seller whose ads all left editing to my ads', async () => {
    const { id, caller } = await signedInSeller();
    await insertListing({ sellerId: id, status: 'under_review' });
    expect(await stepper(caller)).toMatchObject({ status: 'PRODUCT_EXISTS_BUT_NOT_IN_EDITING_GO_TO_MY_ADS', product: null });
  });

  it('does not open another seller’s ad', async () => {
    const ad = await newAd(browser());
    const response = await call(`/public/product/onboarding-stepper?entityId=${ad.entityId}`, { headers: browser().headers });
    expect(response.status).toBe(401);
    const signedIn = await call(`/public/product/onboarding-stepper?entityId=${ad.entityId}`, { headers: (await signedInSeller()).caller.headers });
    expect(signedIn.status).toBe(404);
  });
});
