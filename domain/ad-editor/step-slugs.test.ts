import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales.ts';
import { matchPath, pathFor } from '../routes.ts';
import { EDITOR_STEP_SLUGS } from './step-slugs.ts';
import { EDITOR_STEPS, PRODUCT_KINDS, stepsFor } from './steps.ts';

describe('editor step paths per locale', () => {
  it('follow the spec for German', () => {
    const de = EDITOR_STEP_SLUGS.de;
    expect([de.profile, de.equipment, de.images, de.description, de.defects, de.auction]).toEqual([
      'profil', 'ausstattung', 'bilder', 'beschreibung', 'maengel', 'auktion',
    ]);
    expect(pathFor('ad-edit-type-step-id', 'de', { type: 'motorhome', step: 'defects', id: '12' })).toBe('/ad/edit/motorhome/maengel/12');
  });

  for (const locale of LOCALES) {
    it(`are lowercase ASCII, unique and round-trip in ${locale}`, () => {
      const slugs = EDITOR_STEPS.map((step) => EDITOR_STEP_SLUGS[locale][step]);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(new Set(slugs).size).toBe(EDITOR_STEPS.length);
      for (const kind of PRODUCT_KINDS) {
        for (const step of stepsFor(kind)) {
          for (const strategy of [{ kind: 'prefix' } as const, { kind: 'domain', locale } as const]) {
            const path = pathFor('ad-edit-type-step-id', locale, { type: kind, step, id: '7' }, strategy);
            expect(path).toContain(`/${EDITOR_STEP_SLUGS[locale][step]}/7`);
            expect(matchPath(path, strategy)).toEqual({ name: 'ad-edit-type-step-id', locale, params: { type: kind, step, id: '7' } });
          }
        }
      }
    });

    it(`never reads a ${locale} segment as another step's old (English) name`, () => {
      for (const step of EDITOR_STEPS) {
        const slug = EDITOR_STEP_SLUGS[locale][step];
        const other = EDITOR_STEPS.find((code) => code === slug);
        expect(other === undefined || other === step).toBe(true);
      }
    });
  }

  it('match the old English step segment as an outdated path with the code value', () => {
    expect(matchPath('/ad/edit/motorhome/profile/12', { kind: 'prefix' })).toEqual({
      name: 'ad-edit-type-step-id', locale: 'de', params: { type: 'motorhome', step: 'profile', id: '12' }, outdated: true,
    });
    expect(matchPath('/nl/ad/edit/trailer/last-step', { kind: 'prefix' })).toMatchObject({ params: { step: 'last-step' }, outdated: true });
    // In English the step names are the segments, so nothing there is outdated.
    expect(matchPath('/en/ad/edit/motorhome/profile/12', { kind: 'prefix' })?.outdated).toBeUndefined();
    // Another locale's segment is not a step here: the page decides (a 404), no redirect.
    expect(matchPath('/ad/edit/motorhome/profiel/12', { kind: 'prefix' })).toEqual({
      name: 'ad-edit-type-step-id', locale: 'de', params: { type: 'motorhome', step: 'profiel', id: '12' },
    });
  });
});
