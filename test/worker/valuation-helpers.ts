/** Helpers for the valuation call tests: the four calls, a complete vehicle and contact, and the stored rows. */
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { ValuationAnswer } from '../../domain/valuation/form.ts';
import { uniqueEmail } from './accounts-helpers.ts';
import type { Caller } from './ads-helpers.ts';
import { call, json } from './helpers.ts';

export type { ValuationAnswer };

export const putValuation = (caller: Caller, body: unknown) =>
  call('/public/valuate-my-vehicle/update', { method: 'PUT', headers: caller.headers, json: body });

export const getValuation = (caller: Caller) => call('/public/valuate-my-vehicle/get', { headers: caller.headers });

export const getReport = (caller: Caller, ref: string) => call(`/public/valuate-my-vehicle/report/get/${ref}`, { headers: caller.headers });

export const startAd = (caller: Caller, ref: string) => call(`/public/valuate-my-vehicle/report/${ref}/start-ad`, { method: 'POST', headers: caller.headers });

export const stepper = (caller: Caller, query = '') => call(`/public/product/onboarding-stepper${query}`, { headers: caller.headers });

/** Key data, history and equipment of a motorhome, as the funnel's first step sends them. */
export const MOTORHOME = {
  productType: 'motorhome',
  make: 'Hymer',
  model: 'B 678 DL',
  firstRegistrationYear: 2018,
  firstRegistrationMonth: 5,
  mileage: 62_000,
  fuel: 'diesel',
  powerKw: 110,
  lengthMm: 6990,
  zipCode: '20095',
  serviceBook: 'yes',
  damaged: 'no',
  smokerCar: 'no',
  equipment: ['awning', 'solar_panel'],
} as const;

export const contact = (email: string = uniqueEmail('valuer')) => ({
  name: 'Erika Muster',
  email,
  phone: '+49 40 1234567',
  desiredPrice: 45_000,
  plannedSale: 'later',
  acceptedPrivacy: true,
});

/** A draft saved (200 expected); answers the valuation as the call answers it. */
export async function saveDraft(caller: Caller, product: Record<string, unknown> = MOTORHOME, form: Record<string, unknown> = { step: 1 }): Promise<ValuationAnswer> {
  const response = await putValuation(caller, { product, valuate_my_vehicle: form });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<ValuationAnswer>(response);
}

/** A complete valuation submitted (200 expected), with its report key. */
export async function submitted(caller: Caller, email?: string, product: Record<string, unknown> = MOTORHOME): Promise<ValuationAnswer & { key: string }> {
  const answer = await saveDraft(caller, product, { ...contact(email), step: 2, submit: true });
  const key = answer.valuate_my_vehicle.reportPath?.split('/').pop() ?? '';
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { ...answer, key };
}

export interface ValuationDbRow {
  id: number;
  product_id: number;
  customer_id: number;
  status: string;
  step: number;
  name: string | null;
  email: string | null;
  locale: string;
  report_key_hash: string | null;
  report_key_sealed: string | null;
  estimate: string | null;
}

export const valuationRow = (productId: number) =>
  env.DB.prepare('SELECT * FROM valuations WHERE product_id = ?').bind(productId).first<ValuationDbRow>();

/** The operator's confirmation, written directly (the queue is tested in valuation-queue.test.ts). */
export async function markValuated(productId: number, range: { low: number; high: number }, estimate: unknown, note = 'Checked.') {
  await env.DB.prepare("UPDATE valuations SET status = 'valuated', low = ?, high = ?, estimate = ?, operator_note = ?, valuated_at = ? WHERE product_id = ?")
    .bind(range.low, range.high, JSON.stringify(estimate), note, Date.now(), productId)
    .run();
}
