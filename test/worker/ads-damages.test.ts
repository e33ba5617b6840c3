/** Damages of an ad in editing: replaced as an ordered list, checked by their options, only the ad's own ids; their photos in R2. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { browser, type Caller, type EditorProduct, type ErrorAnswer, GIF, JPEG, newAd, r2Keys, readAd, updateAd } from './ads-helpers.ts';
import { call, json } from './helpers.ts';

const SCRATCH = { damage_location: 'left', damage_type: 'scratch', damage_description: 'Kratzer an der Schiebetür' };
const DENT = { damage_location: 'rear', damage_type: 'dent' };

async function withDamages(caller: Caller, id: number, damages: unknown[]): Promise<EditorProduct> {
  const response = await updateAd(caller, id, { damages });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<EditorProduct>(response);
}

const damagePhoto = (caller: Caller, id: number, damageId: number, body: Uint8Array<ArrayBuffer>) =>
  call(`/${caller.scope}/product/${id}/damages/${damageId}/images`, { method: 'POST', headers: { ...caller.headers, 'Content-Type': 'image/jpeg' }, body });

describe('damages', () => {
  it('adds damages in order and keeps the remaining one at sortOrder 0 when the first is removed', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const two = await withDamages(caller, ad.entityId, [{ id: null, attributes: SCRATCH }, { id: null, attributes: DENT }]);
    expect(two.damages.map((damage) => [damage.sortOrder, damage.attributes.damage_type])).toEqual([[0, 'scratch'], [1, 'dent']]);
    const [first, second] = two.damages;
    const one = await withDamages(caller, ad.entityId, [{ id: second?.id ?? null, attributes: DENT }]);
    expect(one.damages).toHaveLength(1);
    expect(one.damages[0]).toMatchObject({ id: second?.id, sortOrder: 0, attributes: DENT });
    expect(one.damages.some((damage) => damage.id === first?.id)).toBe(false);
  });

  it('changes a damage in place by its id', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const [damage] = (await withDamages(caller, ad.entityId, [{ id: null, attributes: DENT }])).damages;
    const changed = await withDamages(caller, ad.entityId, [{ id: damage?.id ?? null, attributes: { ...DENT, damage_type: 'crack' } }]);
    expect(changed.damages).toEqual([expect.objectContaining({ id: damage?.id, attributes: { damage_location: 'rear', damage_type: 'crack' } })]);
  });

  it('refuses an option the damage attribute does not have, and an unknown attribute, storing nothing', async () => {
    const caller = browser({ 'X-Locale': 'en' });
    const ad = await newAd(caller);
    await withDamages(caller, ad.entityId, [{ id: null, attributes: DENT }]);
    const response = await updateAd(caller, ad.entityId, { damages: [{ id: null, attributes: { damage_location: 'moon', damage_type: 'dent', price: '5' } }] });
    expect(response.status).toBe(400);
    const fields = (await json<ErrorAnswer>(response)).error.fields ?? {};
    expect(Object.keys(fields).sort()).toEqual(['damages.0.damage_location', 'damages.0.price']);
    expect((await readAd(caller, ad.entityId)).damages.map((damage) => damage.attributes)).toEqual([DENT]);
  });

  it('refuses the id of another ad’s damage and leaves both ads as they were', async () => {
    const caller = browser();
    const mine = await newAd(caller);
    const other = await newAd(browser());
    const foreign = await env.DB.prepare("INSERT INTO product_damages (product_id, sort_order, attributes) VALUES (?, 0, '{\"damage_type\":\"rust\"}') RETURNING id")
      .bind(other.entityId)
      .first<{ id: number }>();
    const response = await updateAd(caller, mine.entityId, { damages: [{ id: foreign?.id ?? 0, attributes: DENT }] });
    expect(response.status).toBe(400);
    expect((await json<ErrorAnswer>(response)).error.fields).toHaveProperty(['damages.0.id']);
    expect((await readAd(caller, mine.entityId)).damages).toEqual([]);
    const row = await env.DB.prepare('SELECT product_id, attributes FROM product_damages WHERE id = ?').bind(foreign?.id ?? 0).first<{ product_id: number; attributes: string }>();
    expect(row).toEqual({ product_id: other.entityId, attributes: '{"damage_type":"rust"}' });
  });

  it('refuses more than 30 damages', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const response = await updateAd(caller, ad.entityId, { damages: Array.from({ length: 31 }, () => ({ id: null, attributes: DENT })) });
    expect(response.status).toBe(400);
    expect((await readAd(caller, ad.entityId)).damages).toEqual([]);
  });
});

describe('damage photos', () => {
  it('stores a photo of a damage in R2 and lists it with the damage', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const [damage] = (await withDamages(caller, ad.entityId, [{ id: null, attributes: DENT }])).damages;
    const damageId = damage?.id ?? 0;
    const response = await damagePhoto(caller, ad.entityId, damageId, JPEG);
    expect(response.status).toBe(201);
    const body = await json<{ damage: { id: number; images: { id: string; value: string }[] }; image: { id: string; value: string } }>(response);
    expect(body.damage.id).toBe(damageId);
    expect(body.damage.images).toEqual([expect.objectContaining({ id: body.image.id, position: 0 })]);
    const keys = await r2Keys(`products/${ad.entityId}/damages/${damageId}/`);
    expect(keys).toEqual([body.image.value.replace('/media/', '')]);
    expect((await env.MEDIA.head(keys[0] ?? ''))?.httpMetadata?.contentType).toBe('image/jpeg');
    expect((await readAd(caller, ad.entityId)).damages[0]?.images.map((image) => image.value)).toEqual([body.image.value]);
  });

  it('refuses a damage photo that is no image, and a damage of another ad', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const [damage] = (await withDamages(caller, ad.entityId, [{ id: null, attributes: DENT }])).damages;
    expect((await damagePhoto(caller, ad.entityId, damage?.id ?? 0, GIF)).status).toBe(400);
    const other = await newAd(caller);
    const wrongAd = await damagePhoto(caller, other.entityId, damage?.id ?? 0, JPEG);
    expect(wrongAd.status).toBe(404);
    expect((await json<ErrorAnswer>(wrongAd)).error.code).toBe('damage_not_found');
    expect(await r2Keys(`products/${ad.entityId}/damages/`)).toEqual([]);
    expect(await r2Keys(`products/${other.entityId}/damages/`)).toEqual([]);
  });

  it('deletes a damage photo from the damage and from R2', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const [damage] = (await withDamages(caller, ad.entityId, [{ id: null, attributes: DENT }])).damages;
    const damageId = damage?.id ?? 0;
    const uploaded = await json<{ image: { id: string } }>(await damagePhoto(caller, ad.entityId, damageId, JPEG));
    const response = await call(`/public/product/${ad.entityId}/damages/${damageId}/images/${uploaded.image.id}`, { method: 'DELETE', headers: caller.headers });
    expect(response.status).toBe(200);
    expect((await json<{ damage: { images: unknown[] } }>(response)).damage.images).toEqual([]);
    expect(await r2Keys(`products/${ad.entityId}/damages/${damageId}/`)).toEqual([]);
    const again = await call(`/public/product/${ad.entityId}/damages/${damageId}/images/${uploaded.image.id}`, { method: 'DELETE', headers: caller.headers });
    expect(again.status).toBe(404);
  });

  it('removes the photos of a damage that is removed from the list', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const [damage] = (await withDamages(caller, ad.entityId, [{ id: null, attributes: DENT }])).damages;
    const damageId = damage?.id ?? 0;
    expect((await damagePhoto(caller, ad.entityId, damageId, JPEG)).status).toBe(201);
    expect(await r2Keys(`products/${ad.entityId}/damages/${damageId}/`)).toHaveLength(1);
    await withDamages(caller, ad.entityId, []);
    // The deletion may finish after the answer (waitUntil); a following request sees it done.
    await readAd(caller, ad.entityId);
    expect(await r2Keys(`products/${ad.entityId}/damages/${damageId}/`)).toEqual([]);
  });
});

describe('a change of values and damages together', () => {
  it('stores neither when the damages are refused', async () => {
    const caller = browser();
    const ad = await newAd(caller, { others: { model: 'Before' } });
    const response = await updateAd(caller, ad.entityId, { attributes: { others: { model: 'After' } }, damages: [{ id: null, attributes: { damage_type: 'explosion' } }] });
    expect(response.status).toBe(400);
    const after = await readAd(caller, ad.entityId);
    expect(after.attributes.others.model).toBe('Before');
    expect(after.damages).toEqual([]);
  });

  it('refuses the same damage twice in one list', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const [damage] = (await withDamages(caller, ad.entityId, [{ id: null, attributes: DENT }])).damages;
    const twice = [{ id: damage?.id ?? 0, attributes: DENT }, { id: damage?.id ?? 0, attributes: SCRATCH }];
    const response = await updateAd(caller, ad.entityId, { damages: twice });
    expect(response.status).toBe(400);
    expect((await readAd(caller, ad.entityId)).damages).toEqual([expect.objectContaining({ id: damage?.id, sortOrder: 0, attributes: DENT })]);
  });
});
