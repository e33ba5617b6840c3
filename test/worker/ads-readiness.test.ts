/** How far an ad in editing is: requiredPercent per attribute set, the required attributes after each change, readiness for review. */
import { describe, expect, it } from 'vitest';
import { addPhoto, browser, COMPLETE_MOTORHOME, type EditorProduct, newAd, percentOf, readAd, updateAd } from './ads-helpers.ts';
import { json } from './helpers.ts';

const percents = (product: EditorProduct) => Object.fromEntries(product.readyToSubmitForReview.attributeSets.map((set) => [set.code, set.requiredPercent]));

async function update(caller: ReturnType<typeof browser>, id: number, attributes: Record<string, unknown>): Promise<EditorProduct> {
  const response = await updateAd(caller, id, { attributes });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<EditorProduct>(response);
}

describe('readiness of an ad in editing', () => {
  it('starts with nothing required filled: only the equipment, which needs nothing, is complete', async () => {
    const ad = await newAd(browser());
    expect(percents(ad)).toEqual({
      product_profile: 0,
      product_equipment: 100,
      product_description: 0,
      damages: 0,
      product_images: 0,
      auction: 0,
    });
    expect(ad.readyToSubmitForReview.ready).toBe(false);
    expect(ad.editor.resumeStep).toBe('profile');
  });

  it('uses the caravan’s own profile set', async () => {
    const ad = await newAd(browser(), {}, 'trailer');
    expect(ad.readyToSubmitForReview.attributeSets.map((set) => set.code)).toEqual([
      'trailer_profile',
      'product_equipment',
      'product_description',
      'damages',
      'product_images',
      'auction',
    ]);
  });

  it('moves the profile’s percentage as its required fields are filled', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const partly = await update(caller, ad.entityId, { selects: { make: 'hymer' }, others: { model: 'B 678' } });
    // 2 of the 12 required profile fields of a motorhome.
    expect(percentOf(partly, 'product_profile')).toBe(16);
    expect(partly.editor.readiness.find((set) => set.code === 'product_profile')?.missing).not.toContain('make');
    const more = await update(caller, ad.entityId, { ints: { mileage: 40000, power: 96, length: 6500, beds: 2 } });
    expect(percentOf(more, 'product_profile')).toBe(50);
  });

  it('has every set but the photos complete with all values, and is ready with three photos', async () => {
    const caller = browser();
    const ad = await newAd(caller, COMPLETE_MOTORHOME);
    expect(percents(ad)).toMatchObject({ product_profile: 100, product_description: 100, damages: 100, auction: 100, product_images: 0 });
    expect(ad.readyToSubmitForReview.ready).toBe(false);
    await addPhoto(caller, ad.entityId);
    expect(percentOf(await readAd(caller, ad.entityId), 'product_images')).toBe(33);
    await addPhoto(caller, ad.entityId);
    await addPhoto(caller, ad.entityId, undefined, 'interior');
    const ready = await readAd(caller, ad.entityId);
    expect(percentOf(ready, 'product_images')).toBe(100);
    expect(ready.readyToSubmitForReview.ready).toBe(true);
  });

  it('loses completeness again when a required value is cleared', async () => {
    const caller = browser();
    const ad = await newAd(caller, COMPLETE_MOTORHOME);
    const cleared = await update(caller, ad.entityId, { others: { description: null } });
    expect(percentOf(cleared, 'product_description')).toBe(0);
    expect(cleared.editor.readiness.find((set) => set.code === 'product_description')?.missing).toEqual(['description']);
  });
});

describe('conditionally required attributes', () => {
  it('requires the defects description once defects are declared, and counts it in the damages set', async () => {
    const caller = browser();
    const ad = await newAd(caller, COMPLETE_MOTORHOME);
    expect(ad.editor.required).not.toContain('defects_description');
    const declared = await update(caller, ad.entityId, { selects: { defects_exists: 'yes' } });
    expect(declared.editor.required).toContain('defects_description');
    expect(percentOf(declared, 'damages')).toBe(50);
    const described = await update(caller, ad.entityId, { others: { defects_description: 'Kleine Delle an der Heckklappe.' } });
    expect(percentOf(described, 'damages')).toBe(100);
  });

  it('requires the inspection date when the inspection has not expired', async () => {
    const caller = browser();
    const ad = await newAd(caller, COMPLETE_MOTORHOME);
    const valid = await update(caller, ad.entityId, { selects: { hu_expired: 'no' } });
    expect(valid.editor.required).toContain('main_inspection_validity');
    expect(percentOf(valid, 'product_profile')).toBeLessThan(100);
    const dated = await update(caller, ad.entityId, { datetimes: { main_inspection_validity: '2027-05-01' } });
    expect(percentOf(dated, 'product_profile')).toBe(100);
  });

  it('requires the pickup date for a later pickup', async () => {
    const caller = browser();
    const ad = await newAd(caller, COMPLETE_MOTORHOME);
    const later = await update(caller, ad.entityId, { selects: { pickup_availability: 'later' } });
    expect(later.editor.required).toContain('pickup_date');
    expect(percentOf(later, 'auction')).toBeLessThan(100);
  });

  it('counts each damage’s location and type in the damages set', async () => {
    const caller = browser();
    const ad = await newAd(caller, COMPLETE_MOTORHOME);
    const response = await updateAd(caller, ad.entityId, { damages: [{ id: null, attributes: { damage_location: 'rear' } }] });
    const product = await json<EditorProduct>(response);
    // defects_exists, the damage's location (both filled) and its type (missing).
    expect(percentOf(product, 'damages')).toBe(66);
    expect(product.editor.readiness.find((set) => set.code === 'damages')?.missing).toEqual(['damage.0.damage_type']);
  });
});
