// The resume step rule (spec 001, intake step progression) over readiness maps.
import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_CATALOG } from '../attribute-catalog/index.ts';
import { resumeStep } from './progression.ts';
import { type ReadinessMap, readiness, readinessMap } from './readiness.ts';

const DONE: ReadinessMap = {
  product_profile: 100,
  trailer_profile: 100,
  product_equipment: 100,
  product_description: 100,
  damages: 100,
  product_images: 100,
  auction: 100,
};
const BOTH = { signedIn: true, accountComplete: true };
const NEITHER = { signedIn: false, accountComplete: false };

describe('resume step', () => {
  it('starts at profile while the profile is not complete', () => {
    expect(resumeStep('motorhome', { ...DONE, product_profile: 99 }, BOTH)).toBe('profile');
    expect(resumeStep('motorhome', {}, BOTH)).toBe('profile');
  });

  it('uses the profile set of the kind', () => {
    expect(resumeStep('trailer', { ...DONE, trailer_profile: 50 }, BOTH)).toBe('profile');
    expect(resumeStep('trailer', { ...DONE, product_profile: 0 }, BOTH)).toBe('last-step');
    expect(resumeStep('motorhome', { ...DONE, trailer_profile: 0 }, BOTH)).toBe('last-step');
  });

  it('a complete profile leads to equipment until the description is complete', () => {
    expect(resumeStep('motorhome', { ...DONE, product_description: 0 }, BOTH)).toBe('equipment');
  });

  it('a complete description leads to defects until the damages are complete', () => {
    expect(resumeStep('trailer', { ...DONE, damages: 50 }, BOTH)).toBe('defects');
  });

  it('complete damages lead to images until the images are complete', () => {
    expect(resumeStep('motorhome', { ...DONE, product_images: 66 }, BOTH)).toBe('images');
  });

  it('complete images lead to auction until the auction step is complete', () => {
    expect(resumeStep('motorhome', { ...DONE, auction: 0 }, BOTH)).toBe('auction');
  });

  it('a complete auction leads to last-step only when signed in with a complete account', () => {
    expect(resumeStep('motorhome', DONE, BOTH)).toBe('last-step');
    expect(resumeStep('motorhome', DONE, { signedIn: true, accountComplete: false })).toBe('personal-data');
    expect(resumeStep('motorhome', DONE, { signedIn: false, accountComplete: true })).toBe('personal-data');
    expect(resumeStep('trailer', DONE, NEITHER)).toBe('personal-data');
  });

  it('the earliest incomplete part wins', () => {
    expect(resumeStep('motorhome', { ...DONE, damages: 0, auction: 0 }, BOTH)).toBe('defects');
    expect(resumeStep('motorhome', { ...DONE, product_profile: 0, product_images: 0 }, BOTH)).toBe('profile');
  });

  it('only exactly 100 counts as complete', () => {
    expect(resumeStep('motorhome', { ...DONE, product_profile: 99.9 }, BOTH)).toBe('profile');
  });

  it('falls back to profile without readiness data', () => {
    expect(resumeStep('motorhome', null, BOTH)).toBe('profile');
    expect(resumeStep('trailer', undefined, BOTH)).toBe('profile');
  });

  it('follows the readiness computed from a real ad', () => {
    const values = { make: 'hymer', model: 'B', first_registration: '2019-05-01', mileage: 1, fuel: 'diesel', transmission: 'manual',
      power: 100, length: 7000, beds: 2, licensed_weight: 3500, hu_expired: 'yes', zipcode: '10115', description: 'x' };
    const map = readinessMap(readiness(ATTRIBUTE_CATALOG, { kind: 'motorhome', values, photoCount: 0, damages: [] }));
    expect(resumeStep('motorhome', map, BOTH)).toBe('defects');
    const answered = readinessMap(readiness(ATTRIBUTE_CATALOG, { kind: 'motorhome', values: { ...values, defects_exists: 'no' }, photoCount: 0, damages: [] }));
    expect(resumeStep('motorhome', answered, BOTH)).toBe('images');
  });
});
