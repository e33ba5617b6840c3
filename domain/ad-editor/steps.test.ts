// Editor steps per vehicle kind, "Step x of y", next/previous, and the fields each step edits against the catalogue.
import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_CATALOG } from '../attribute-catalog/index.ts';
import { type ProductKind, requiredAttributes } from '../attributes.ts';
import { EDITOR_STEPS, isEditorStep, isProductKind, nextStep, PRODUCT_KINDS, previousStep, stepFields, stepPosition, stepsFor } from './steps.ts';

describe('steps per kind', () => {
  it('a motorhome walks every step, in the editor order', () => {
    expect(stepsFor('motorhome')).toEqual([...EDITOR_STEPS]);
    expect(stepsFor('motorhome')[0]).toBe('profile');
    expect(stepsFor('motorhome').at(-1)).toBe('last-step');
  });

  it('a trailer skips only the "more information" step', () => {
    expect(stepsFor('trailer')).toEqual(EDITOR_STEPS.filter((step) => step !== 'more-information'));
    expect(stepsFor('trailer')).not.toContain('more-information');
  });

  it('recognises kinds and refuses anything else', () => {
    expect(PRODUCT_KINDS.every((kind) => isProductKind(kind))).toBe(true);
    expect(isProductKind('caravan')).toBe(false);
    expect(isProductKind('Motorhome')).toBe(false);
    expect(isProductKind(undefined)).toBe(false);
  });

  it('recognises the steps of a kind only', () => {
    expect(isEditorStep('motorhome', 'more-information')).toBe(true);
    expect(isEditorStep('trailer', 'more-information')).toBe(false);
    expect(isEditorStep('trailer', 'auction')).toBe(true);
    expect(isEditorStep('motorhome', 'checkout')).toBe(false);
    expect(isEditorStep('motorhome', undefined)).toBe(false);
  });
});

describe('"Step x of y"', () => {
  it('counts from 1 over the kind\'s steps', () => {
    expect(stepPosition('motorhome', 'profile')).toEqual({ index: 1, total: 10 });
    expect(stepPosition('motorhome', 'last-step')).toEqual({ index: 10, total: 10 });
    expect(stepPosition('motorhome', 'auction')).toEqual({ index: 8, total: 10 });
  });

  it('a trailer has one step fewer, so later steps move up by one', () => {
    expect(stepPosition('trailer', 'more-images')).toEqual({ index: 6, total: 9 });
    expect(stepPosition('trailer', 'auction')).toEqual({ index: 7, total: 9 });
    expect(stepPosition('trailer', 'last-step')).toEqual({ index: 9, total: 9 });
  });

  it('gives index 0 for a step the kind does not have', () => {
    expect(stepPosition('trailer', 'more-information')).toEqual({ index: 0, total: 9 });
  });
});

describe('next and previous step', () => {
  it('walk the order of the kind', () => {
    expect(nextStep('motorhome', 'more-images')).toBe('more-information');
    expect(nextStep('trailer', 'more-images')).toBe('auction');
    expect(previousStep('motorhome', 'auction')).toBe('more-information');
    expect(previousStep('trailer', 'auction')).toBe('more-images');
  });

  it('stop at both ends', () => {
    expect(previousStep('motorhome', 'profile')).toBeNull();
    expect(nextStep('motorhome', 'last-step')).toBeNull();
    expect(nextStep('trailer', 'last-step')).toBeNull();
  });

  it('have no neighbour for a step the kind does not have (not back to the start)', () => {
    expect(nextStep('trailer', 'more-information')).toBeNull();
    expect(previousStep('trailer', 'more-information')).toBeNull();
  });

  it('visit every step once from profile to last-step', () => {
    for (const kind of PRODUCT_KINDS) {
      const walked: string[] = [];
      for (let step: ReturnType<typeof nextStep> = 'profile'; step; step = nextStep(kind, step)) walked.push(step);
      expect(walked, kind).toEqual([...stepsFor(kind)]);
    }
  });
});

describe('step fields', () => {
  const productCodes = (kind: ProductKind) =>
    new Set(
      ATTRIBUTE_CATALOG.filter((def) => def.entityType === 'product' && (!def.productKinds || def.productKinds.includes(kind))).map(
        (def) => def.code,
      ),
    );

  it('are product attributes of the catalogue that fit the kind', () => {
    for (const kind of PRODUCT_KINDS) {
      const known = productCodes(kind);
      for (const step of stepsFor(kind)) for (const field of stepFields(kind, step)) expect(known.has(field), `${kind} ${step} ${field}`).toBe(true);
    }
  });

  it('show each attribute on one step only', () => {
    for (const kind of PRODUCT_KINDS) {
      const fields = stepsFor(kind).flatMap((step) => stepFields(kind, step));
      expect(new Set(fields).size, kind).toBe(fields.length);
    }
  });

  it('cover every attribute a product can be required to have, except the kind itself (it is in the route)', () => {
    const everything = { make: 'other', hu_expired: 'no', defects_exists: 'yes', pickup_availability: 'later' };
    for (const kind of PRODUCT_KINDS) {
      const shown = new Set(stepsFor(kind).flatMap((step) => stepFields(kind, step)));
      const productRequired = requiredAttributes(ATTRIBUTE_CATALOG, kind, everything).filter((code) =>
        ATTRIBUTE_CATALOG.some((def) => def.code === code && def.entityType === 'product'),
      );
      expect(productRequired.filter((code) => !shown.has(code)), kind).toEqual(['product_type']);
    }
  });

  it('keep the kind-specific fields apart', () => {
    expect(stepFields('motorhome', 'profile')).toContain('mileage');
    expect(stepFields('trailer', 'profile')).not.toContain('mileage');
    expect(stepFields('trailer', 'profile')).toContain('trailer_length');
    expect(stepFields('motorhome', 'equipment')).toContain('four_wheel_drive');
    expect(stepFields('trailer', 'equipment')).not.toContain('four_wheel_drive');
  });

  it('are empty for steps without product attributes', () => {
    for (const step of ['images', 'more-images', 'personal-data', 'last-step'] as const) expect(stepFields('motorhome', step)).toEqual([]);
    expect(stepFields('trailer', 'more-information')).toEqual([]);
  });
});
