/** The editor product helpers: grouped changes, the sets of steps, the gallery's readiness and the route check. */
import { describe, expect, it } from 'vitest';
import { EDITOR_STEPS, stepsFor } from '../../domain/ad-editor/steps.ts';
import type { EditorPhoto } from './editor-media.ts';
import { type AttributeView, type EditorProduct, groupChanges, setOfStep, stepOfSet, withGallery } from './editor-product.ts';
import { editorRouteValid } from './editor-route.ts';

const def = (attributeCode: string, backendType: AttributeView['backendType'], frontendInput: AttributeView['frontendInput'] = 'simple'): AttributeView => ({
  attributeCode,
  backendType,
  frontendInput,
  label: attributeCode,
  unit: null,
  options: [],
});

describe('grouped changes', () => {
  it('puts each change in its definition group, and by shape while definitions are missing', () => {
    const defs = [def('first_registration', 'datetime'), def('mileage', 'int'), def('fuel', 'int', 'select'), def('equipment', 'varchar', 'multipleselect'), def('model', 'varchar')];
    expect(groupChanges(defs, { first_registration: '2019-03-01', mileage: 5, fuel: 'diesel', equipment: ['awning'], model: null, beds: 4, extra: ['x'], note: 'y' })).toEqual({
      datetimes: { first_registration: '2019-03-01' },
      ints: { mileage: 5, beds: 4 },
      selects: { fuel: 'diesel', equipment: ['awning'], extra: ['x'] },
      others: { model: null, note: 'y' },
    });
  });
});

describe('steps and sets', () => {
  it('maps every step with fields to its set and back to the first step of the set', () => {
    expect(setOfStep('trailer', 'profile')).toBe('trailer_profile');
    expect(setOfStep('motorhome', 'more-information')).toBe('product_description');
    expect(setOfStep('motorhome', 'personal-data')).toBeNull();
    expect(stepOfSet('motorhome', 'product_images', stepsFor('motorhome'))).toBe('images');
    expect(stepOfSet('motorhome', 'damages', stepsFor('motorhome'))).toBe('defects');
    expect(stepOfSet('motorhome', 'nothing', stepsFor('motorhome'))).toBeNull();
  });

  it('counts photos for the images set at once', () => {
    const photo = (id: string): EditorPhoto => ({ id, value: `/media/${id}`, position: 0, section: 'exterior' });
    const product = {
      gallery: [],
      editor: { readiness: [{ code: 'product_images', requiredPercent: 0, missing: ['gallery'] }, { code: 'auction', requiredPercent: 100, missing: [] }] },
      readyToSubmitForReview: { ready: false, attributeSets: [{ code: 'product_images', requiredPercent: 0 }, { code: 'auction', requiredPercent: 100 }] },
    } as unknown as EditorProduct;
    const two = withGallery(product, [photo('a'), photo('b')]);
    expect(two.editor.readiness[0]).toEqual({ code: 'product_images', requiredPercent: 66, missing: ['gallery'] });
    const three = withGallery(product, [photo('a'), photo('b'), photo('c')]);
    expect(three.readyToSubmitForReview).toEqual({ ready: true, attributeSets: [{ code: 'product_images', requiredPercent: 100 }, { code: 'auction', requiredPercent: 100 }] });
  });
});

describe('editor URLs', () => {
  it('accepts a kind, a step of that kind and a numeric id or none', () => {
    expect(editorRouteValid({ type: 'motorhome', step: 'profile', id: '12' })).toBe(true);
    expect(editorRouteValid({ type: 'motorhome', step: 'profile' })).toBe(true);
    expect(EDITOR_STEPS.every((step) => editorRouteValid({ type: 'motorhome', step, id: '1' }))).toBe(true);
    expect(editorRouteValid({ type: 'trailer', step: 'more-information', id: '1' })).toBe(false);
    expect(editorRouteValid({ type: 'boat', step: 'profile', id: '1' })).toBe(false);
    expect(editorRouteValid({ type: 'motorhome', step: 'colours', id: '1' })).toBe(false);
    expect(editorRouteValid({ type: 'motorhome', step: 'profile', id: 'abc' })).toBe(false);
  });
});
