/** Who may read a valuation's report, its "start an ad" button, and the onboarding stepper's valuation statuses. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { randomToken, sha256Hex } from '../../worker/lib/crypto.ts';
import { browser, type ErrorAnswer, productRow, signedInSeller } from './ads-helpers.ts';
import { call, json } from './helpers.ts';
import { getReport, markValuated, saveDraft, startAd, stepper, submitted, type ValuationAnswer } from './valuation-helpers.ts';

const ESTIMATE = {
  state: 'range',
  low: 40_000,
  mid: 44_000,
  high: 48_000,
  comparables: [
    {
      kind: 'hammer', make: 'Hymer', model: 'B 678', firstRegistrationYear: 2017, mileage: 70_000, lengthMm: 6990, equipment: ['awning'], at: 1_700_000_000_000,
      price: 43_000, adjustedPrice: 44_000, adjustments: [{ code: 'age', amount: 1_000 }], similarity: 0.9, weight: 1,
      // Never part of the method's output; were it ever stored, the answer's allow-list must drop it.
      sellerId: 77,
    },
  ],
  factors: [{ code: 'age', direction: 'up', amount: 1_000 }],
  method: { version: 'v1', k: 12, quantiles: [0.25, 0.75] },
};

interface StepperAnswer {
  status: string;
  showVmmContext: boolean;
  product: { entityId: number } | null;
  vmm: { status: string; range: { low: number; high: number } | null; reportPath: string | null } | null;
}

const code = async (response: Response) => (await json<ErrorAnswer>(response)).error.code;

describe('report access', () => {
  it('opens for the owner by id and for anyone by key; strangers by id and wrong keys get 404', async () => {
    const owner = browser();
    const mine = await submitted(owner);
    const row = await json<ValuationAnswer>(await getReport(owner, mine.key));
    const id = await valuationId(mine.product.entityId);
    const ownerById = await getReport(owner, `v${id}`);
    expect(ownerById.status).toBe(200);
    expect(await json<ValuationAnswer>(ownerById)).toEqual(row);

    const stranger = browser();
    const strangerByKey = await getReport(stranger, mine.key);
    expect(strangerByKey.status).toBe(200);
    expect((await json<ValuationAnswer>(strangerByKey)).product.entityId).toBe(mine.product.entityId);
    for (const response of [await getReport(stranger, `v${id}`), await getReport((await signedInSeller()).caller, `v${id}`), await getReport(stranger, randomToken(32))]) {
      expect(response.status).toBe(404);
      expect(await code(response)).toBe('valuation_not_found');
    }
    expect((await getReport(stranger, 'not a key')).status).toBe(400);
  });

  it('opens by a key that happens to begin with "v" (only "v" and digits is the owner\'s id form)', async () => {
    const mine = await submitted(browser());
    const key = `v${'A'.repeat(42)}`;
    await env.DB.prepare('UPDATE valuations SET report_key_hash = ? WHERE product_id = ?').bind(await sha256Hex(key), mine.product.entityId).run();
    const answer = await getReport(browser(), key);
    expect(answer.status).toBe(200);
    expect((await json<ValuationAnswer>(answer)).product.entityId).toBe(mine.product.entityId);
  });

  it('shows "under review" until valuated, then the confirmed range and the estimate without identities', async () => {
    const owner = browser();
    const mine = await submitted(owner);
    const before = await json<ValuationAnswer>(await getReport(browser(), mine.key));
    expect(before.valuate_my_vehicle).toMatchObject({ status: 'under_review', range: null, estimate: null, operatorNote: null });
    expect(before.valuate_my_vehicle.submittedAt).not.toBeNull();
    expect(before.customer).toEqual({ email: null, signedIn: false });

    await markValuated(mine.product.entityId, { low: 41_000, high: 47_000 }, ESTIMATE, 'Good condition.');
    const after = await json<ValuationAnswer>(await getReport(browser(), mine.key));
    expect(after.tracking_status).toBe('valuated');
    expect(after.valuate_my_vehicle).toMatchObject({ status: 'valuated', range: { low: 41_000, high: 47_000 }, operatorNote: 'Good condition.' });
    const { sellerId: _dropped, ...expected } = ESTIMATE.comparables[0] as Record<string, unknown>;
    expect(after.valuate_my_vehicle.estimate).toEqual({ ...ESTIMATE, comparables: [expected] });
  });
});

async function valuationId(productId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM valuations WHERE product_id = ?').bind(productId).first<{ id: number }>();
  return row?.id ?? 0;
}

describe('start an ad', () => {
  it('hands a prospect\'s vehicle to an anonymous visitor with the key, as an ad in editing with the valuation\'s context', async () => {
    const valuer = browser();
    const mine = await submitted(valuer);
    const productId = mine.product.entityId;
    // Before: not one of the seller's ads in editing; the stepper already offers the valuation.
    const editingBefore = await json<{ total: number }>(await call('/public/customer/ads-in-editing-for-uuid', { headers: valuer.headers }));
    expect(editingBefore.total).toBe(0);

    const other = browser();
    const started = await startAd(other, mine.key);
    expect(started.status).toBe(200);
    expect(await json(started)).toEqual({ productId, status: 'VMM_UNDER_REVIEW_AND_VMM_PRODUCT_EDITING' });
    const row = await productRow(productId);
    expect(row?.status).toBe('editing');
    expect((await getReport(valuer, `v${await valuationId(productId)}`)).status).toBe(404);
    const ids = await json<{ products: { entityId: number }[] }>(await call('/public/customer/ads-in-editing-for-uuid', { headers: other.headers }));
    expect(ids.products.map((product) => product.entityId)).toEqual([productId]);

    const step = await json<StepperAnswer>(await stepper(other));
    expect(step).toMatchObject({ status: 'VMM_UNDER_REVIEW_AND_VMM_PRODUCT_EDITING', showVmmContext: true, product: { entityId: productId } });
    expect(step.vmm).toEqual({ status: 'under_review', range: null, reportPath: `/wohnmobil-bewerten/ihre-bewertung/${mine.key}` });
  });

  it('lets a signed-in customer take a prospect\'s valuation over, and reports it as valuated in the stepper', async () => {
    const mine = await submitted(browser());
    await markValuated(mine.product.entityId, { low: 41_000, high: 47_000 }, ESTIMATE);
    const seller = await signedInSeller();
    const caller = { scope: 'public' as const, headers: seller.caller.headers };
    const started = await startAd(caller, mine.key);
    expect(await json(started)).toEqual({ productId: mine.product.entityId, status: 'VMM_VALUATED_AND_VMM_PRODUCT_EDITING' });
    expect((await productRow(mine.product.entityId))?.customer_id).toBe(seller.id);
    const list = await json<{ products: { entityId: number }[] }>(await call('/private/customer/products/get', { headers: seller.caller.headers }));
    expect(list.products.map((product) => product.entityId)).toContain(mine.product.entityId);
    const step = await json<StepperAnswer>(await stepper(caller));
    expect(step.status).toBe('VMM_VALUATED_AND_VMM_PRODUCT_EDITING');
    expect(step.vmm?.range).toEqual({ low: 41_000, high: 47_000 });
    // The owner now opens the report by id.
    expect((await getReport(caller, `v${await valuationId(mine.product.entityId)}`)).status).toBe(200);
  });

  it('keeps a real account\'s vehicle: anyone else with the key is asked to sign in (403)', async () => {
    const owner = await signedInSeller();
    const mine = await submitted({ scope: 'public', headers: owner.caller.headers });
    for (const caller of [browser(), (await signedInSeller()).caller]) {
      const response = await startAd(caller, mine.key);
      expect(response.status).toBe(403);
      expect(await code(response)).toBe('sign_in_required');
    }
    expect((await productRow(mine.product.entityId))?.customer_id).toBe(owner.id);
    expect((await startAd(browser(), randomToken(32))).status).toBe(404);
  });
});

describe('onboarding stepper', () => {
  it('reports a valuation still being typed, and keeps the old behaviour for sellers without one', async () => {
    const valuer = browser();
    const draft = await saveDraft(valuer);
    const step = await json<StepperAnswer>(await stepper(valuer));
    expect(step).toMatchObject({ status: 'VMM_EDITING_AND_VMM_PRODUCT_EDITING', showVmmContext: true, product: { entityId: draft.product.entityId } });
    expect(step.vmm).toEqual({ status: 'editing', range: null, reportPath: null });
    expect(await json<StepperAnswer>(await stepper(valuer, '?createNew=true'))).toMatchObject({ status: 'ELSE', vmm: null });

    const newcomer = await json<StepperAnswer>(await stepper(browser()));
    expect(newcomer).toEqual({ status: 'ELSE', product: null, showVmmContext: false, vmm: null });
  });
});
