import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../worker/db/client.ts';
import { syncAttributeCatalog } from '../../worker/db/repositories/attributes.ts';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { operatorSession } from './operator-helpers.ts';

interface Attribute {
  attributeId: number;
  attributeCode: string;
  backendType: string;
  frontendInput: string;
  label: string;
  unit: string | null;
  options: { optionId: number; code: string; label: string }[];
}

beforeAll(async () => {
  await syncAttributeCatalog(createDb(env.DB));
});

describe('attribute definitions', () => {
  it('answers the product attributes with German labels, units and options', async () => {
    const list = await json<Attribute[]>(await call('/public/attributes/all/product/de'));
    const codes = list.map((attribute) => attribute.attributeCode);
    for (const code of ['mileage', 'first_registration', 'fuel', 'power', 'length', 'trailer_length', 'beds', 'licensed_weight', 'hu_expired', 'defects_exists', 'vin', 'equipment']) {
      expect(codes, code).toContain(code);
    }
    const mileage = list.find((attribute) => attribute.attributeCode === 'mileage');
    expect(mileage).toMatchObject({ backendType: 'int', frontendInput: 'simple', unit: 'km' });
    const equipment = list.find((attribute) => attribute.attributeCode === 'equipment');
    expect(equipment?.frontendInput).toBe('multipleselect');
    expect(equipment?.options.length).toBeGreaterThan(10);
  });

  it('finds motorhome and trailer among the product types by their German labels', async () => {
    const productType = await json<Attribute>(await call('/public/attributes/get/product/de/product_type'));
    const labels = productType.options.map((option) => option.label);
    expect(labels.some((label) => label.includes('Wohnmobil'))).toBe(true);
    expect(labels.some((label) => label.includes('Wohnwagen'))).toBe(true);
    const english = await json<Attribute>(await call('/public/attributes/get/product/en/product_type'));
    expect(english.options.map((option) => option.optionId)).toEqual(productType.options.map((option) => option.optionId));
    expect(english.options.map((option) => option.label)).not.toEqual(labels);
  });

  it('answers product, auction and damage grouped', async () => {
    const grouped = await json<Record<string, Attribute[]>>(await call('/public/attributes/all/product,auction,damage/en'));
    expect(Object.keys(grouped)).toEqual(['product', 'auction', 'damage']);
    expect(grouped.damage?.map((attribute) => attribute.attributeCode)).toContain('damage_location');
  });

  it.each(['customer', 'customer_address', 'merchant', 'merchant_address'])('answers the %s attributes as a list', async (entity) => {
    const list = await json<Attribute[]>(await call(`/public/attributes/all/${entity}/nl`));
    expect(list.length, entity).toBeGreaterThan(0);
  });

  it('keeps ids stable when the catalogue is synced again', async () => {
    const before = await json<Attribute[]>(await call('/public/attributes/all/product/de'));
    await syncAttributeCatalog(createDb(env.DB));
    expect(await json<Attribute[]>(await call('/public/attributes/all/product/de'))).toEqual(before);
  });

  it('lets only operators sync the catalogue', async () => {
    const operator = await operatorSession();
    expect(await json(await call('/admin/api/attributes/sync', { method: 'POST', headers: bearer(operator) }))).toMatchObject({ synced: expect.any(Number) });
    const seller = await login((await createCustomer()).email);
    expect((await call('/admin/api/attributes/sync', { method: 'POST', headers: bearer(seller) })).status).toBe(403);
  });

  it('refuses unknown entity types, locales and codes', async () => {
    expect((await call('/public/attributes/all/vehicle/de')).status).toBe(400);
    expect((await call('/public/attributes/all/product/xx')).status).toBe(400);
    expect((await call('/public/attributes/get/product/de/no_such_code')).status).toBe(404);
    expect((await call('/public/attributes/get/product/de/DROP%20TABLE')).status).toBe(400);
  });
});

describe('conditionally required attributes', () => {
  const required = async (attributes: Record<string, string | number | null>) =>
    json<{ required: string[] }>(await call('/public/attributes/all/product,auction,damage/de', { method: 'POST', json: { attributes } }));

  it('follow the product type and the answers given', async () => {
    const motorhome = (await required({ product_type: 'motorhome', hu_expired: 'yes', defects_exists: 'no' })).required;
    expect(motorhome).toContain('mileage');
    expect(motorhome).not.toContain('trailer_length');
    expect(motorhome).not.toContain('main_inspection_validity');
    expect(motorhome).not.toContain('defects_description');
    const trailer = (await required({ product_type: 'trailer', hu_expired: 'no', defects_exists: 'yes' })).required;
    expect(trailer).toContain('trailer_length');
    expect(trailer).not.toContain('mileage');
    expect(trailer).toContain('main_inspection_validity');
    expect(trailer).toContain('defects_description');
  });

  it('need a product type and a valid body', async () => {
    const missing = await call('/public/attributes/all/product/de', { method: 'POST', json: { attributes: {} } });
    expect(missing.status).toBe(400);
    const wrong = await call('/public/attributes/all/product/de', { method: 'POST', json: { attributes: 'x' } });
    expect(wrong.status).toBe(400);
  });
});
