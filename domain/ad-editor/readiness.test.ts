// Attribute sets and their requiredPercent against the real catalogue: conditional rules, kinds, damages, photos.
import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_CATALOG } from '../attribute-catalog/index.ts';
import type { AttributeValues, ProductKind } from '../attributes.ts';
import {
  type AttributeSetCode,
  type AttributeSetReadiness,
  attributeSets,
  type DamageDraft,
  MIN_PHOTOS,
  profileSet,
  readiness,
  readinessMap,
  readyToSubmit,
} from './readiness.ts';

const COMMON: AttributeValues = {
  make: 'hymer',
  model: 'B-Klasse',
  first_registration: '2019-05-01',
  beds: 4,
  hu_expired: 'yes',
  zipcode: '10115',
  description: 'Gepflegt, Nichtraucher.',
  defects_exists: 'no',
  minimum_price: 42000,
  pickup_availability: 'now',
};
const COMPLETE: Record<ProductKind, AttributeValues> = {
  motorhome: { ...COMMON, mileage: 48000, fuel: 'diesel', transmission: 'manual', power: 110, length: 6990, licensed_weight: 3500 },
  trailer: { ...COMMON, trailer_length: 7200, trailer_licensed_weight: 1800 },
};

function sets(kind: ProductKind, values: AttributeValues, photoCount = MIN_PHOTOS, damages: DamageDraft[] = []): AttributeSetReadiness[] {
  return readiness(ATTRIBUTE_CATALOG, { kind, values, photoCount, damages });
}

function set(all: readonly AttributeSetReadiness[], code: AttributeSetCode): AttributeSetReadiness {
  const found = all.find((entry) => entry.code === code);
  if (!found) throw new Error(`no set ${code}`);
  return found;
}

describe('set names', () => {
  it('a motorhome has product_profile, a trailer trailer_profile', () => {
    expect(profileSet('motorhome')).toBe('product_profile');
    expect(profileSet('trailer')).toBe('trailer_profile');
  });

  it('lists the sets in the order the editor fills them', () => {
    expect(attributeSets('trailer')).toEqual(['trailer_profile', 'product_equipment', 'product_description', 'damages', 'product_images', 'auction']);
    expect(sets('motorhome', {}).map((entry) => entry.code)).toEqual(attributeSets('motorhome'));
    expect(readinessMap(sets('trailer', {}))).not.toHaveProperty('product_profile');
  });
});

describe('complete and empty ads', () => {
  it('a complete ad of either kind is 100 everywhere and ready to submit', () => {
    for (const kind of ['motorhome', 'trailer'] as const) {
      const result = sets(kind, COMPLETE[kind]);
      expect(result.every((entry) => entry.requiredPercent === 100 && entry.missing.length === 0), kind).toBe(true);
      expect(readyToSubmit(result), kind).toBe(true);
    }
  });

  it('an empty ad is 0 in the sets with required fields and names them as missing', () => {
    const result = sets('motorhome', {}, 0);
    expect(set(result, 'product_profile').requiredPercent).toBe(0);
    expect(set(result, 'product_profile').missing).toEqual(expect.arrayContaining(['make', 'model', 'mileage', 'power', 'zipcode']));
    expect(set(result, 'product_description').missing).toEqual(['description']);
    expect(set(result, 'damages').missing).toEqual(['defects_exists']);
    expect(set(result, 'auction').missing).toEqual(['minimum_price', 'pickup_availability']);
    expect(readyToSubmit(result)).toBe(false);
  });

  it('equipment has nothing required, so it is always complete', () => {
    expect(set(sets('motorhome', {}), 'product_equipment')).toEqual({ code: 'product_equipment', requiredPercent: 100, missing: [] });
  });

  it('optional fields do not count', () => {
    const result = sets('motorhome', { ...COMPLETE.motorhome, series: '', width: null, vin: undefined });
    expect(readyToSubmit(result)).toBe(true);
  });
});

describe('requiredPercent', () => {
  it('is the floor of the share of required fields filled', () => {
    const required = set(sets('motorhome', {}), 'product_profile').missing.length;
    const { mileage: _mileage, ...withoutMileage } = COMPLETE.motorhome;
    const profile = set(sets('motorhome', withoutMileage), 'product_profile');
    expect(profile.missing).toEqual(['mileage']);
    expect(profile.requiredPercent).toBe(Math.floor(((required - 1) / required) * 100));
    expect(profile.requiredPercent).toBeLessThan(100);
  });

  it('counts blank text, NaN and null as missing, and the number 0 as filled', () => {
    const blank = sets('motorhome', { ...COMPLETE.motorhome, model: '   ', power: Number.NaN, beds: null });
    expect(set(blank, 'product_profile').missing).toEqual(['model', 'power', 'beds']);
    expect(set(sets('motorhome', { ...COMPLETE.motorhome, beds: 0 }), 'product_profile').missing).toEqual([]);
  });

  it('readinessMap maps each set to its percent', () => {
    const result = sets('trailer', { ...COMPLETE.trailer, description: '' }, 1);
    expect(readinessMap(result)).toEqual({
      trailer_profile: 100,
      product_equipment: 100,
      product_description: 0,
      damages: 100,
      product_images: 33,
      auction: 100,
    });
  });
});

describe('conditional requirements', () => {
  it('defects_exists yes makes defects_description required in the damages set', () => {
    const damages = set(sets('motorhome', { ...COMPLETE.motorhome, defects_exists: 'yes' }), 'damages');
    expect(damages.missing).toEqual(['defects_description']);
    expect(damages.requiredPercent).toBe(50);
    const described = sets('motorhome', { ...COMPLETE.motorhome, defects_exists: 'yes', defects_description: 'Riss im Fenster' });
    expect(set(described, 'damages').requiredPercent).toBe(100);
  });

  it('defects_exists no or unknown does not ask for a description', () => {
    for (const answer of ['no', 'unknown']) {
      expect(set(sets('trailer', { ...COMPLETE.trailer, defects_exists: answer }), 'damages').missing, answer).toEqual([]);
    }
  });

  it('make other requires make_other, a listed make does not', () => {
    for (const kind of ['motorhome', 'trailer'] as const) {
      const other = set(sets(kind, { ...COMPLETE[kind], make: 'other' }), profileSet(kind));
      expect(other.missing, kind).toEqual(['make_other']);
      const named = set(sets(kind, { ...COMPLETE[kind], make: 'other', make_other: 'Niesmann' }), profileSet(kind));
      expect(named.requiredPercent, kind).toBe(100);
    }
  });

  it('pickup_availability later requires pickup_date', () => {
    const auction = set(sets('trailer', { ...COMPLETE.trailer, pickup_availability: 'later' }), 'auction');
    expect(auction.missing).toEqual(['pickup_date']);
    const dated = set(sets('trailer', { ...COMPLETE.trailer, pickup_availability: 'later', pickup_date: '2026-12-01' }), 'auction');
    expect(dated.requiredPercent).toBe(100);
  });

  it('hu_expired no requires the inspection date', () => {
    expect(set(sets('motorhome', { ...COMPLETE.motorhome, hu_expired: 'no' }), 'product_profile').missing).toEqual(['main_inspection_validity']);
  });

  it('only an option code triggers a rule, not a number', () => {
    expect(set(sets('motorhome', { ...COMPLETE.motorhome, defects_exists: 1 }), 'damages').missing).toEqual([]);
  });
});

describe('kinds', () => {
  it('a trailer needs its own dimensions, not the motorhome engine data', () => {
    const profile = set(sets('trailer', {}), 'trailer_profile');
    expect(profile.missing).toEqual(expect.arrayContaining(['trailer_length', 'trailer_licensed_weight']));
    expect(profile.missing).not.toContain('mileage');
    expect(profile.missing).not.toContain('power');
    expect(profile.missing).not.toContain('length');
  });

  it('motorhome values do not complete a trailer profile', () => {
    expect(set(sets('trailer', COMPLETE.motorhome), 'trailer_profile').missing).toEqual(['trailer_length', 'trailer_licensed_weight']);
  });
});

describe('damages', () => {
  it('each damage needs a location and a type; the description is optional', () => {
    const damages: DamageDraft[] = [
      { attributes: { damage_location: 'roof', damage_type: 'crack' } },
      { attributes: { damage_location: 'rear', damage_description: 'Kratzer an der Stoßstange' } },
    ];
    const result = set(sets('motorhome', COMPLETE.motorhome, MIN_PHOTOS, damages), 'damages');
    expect(result.missing).toEqual(['damage.1.damage_type']);
    // defects_exists + 2 fields per damage = 5 required, 4 filled
    expect(result.requiredPercent).toBe(80);
  });

  it('a damage without anything misses both fields', () => {
    const result = set(sets('trailer', COMPLETE.trailer, MIN_PHOTOS, [{ attributes: { damage_type: ' ' } }]), 'damages');
    expect(result.missing).toEqual(['damage.0.damage_location', 'damage.0.damage_type']);
    expect(result.requiredPercent).toBe(33);
  });

  it('complete damages keep the set complete', () => {
    const result = sets('trailer', COMPLETE.trailer, MIN_PHOTOS, [{ attributes: { damage_location: 'left', damage_type: 'dent' } }]);
    expect(readyToSubmit(result)).toBe(true);
  });
});

describe('photos', () => {
  it(`need at least MIN_PHOTOS (${MIN_PHOTOS})`, () => {
    const images = (count: number) => set(sets('motorhome', COMPLETE.motorhome, count), 'product_images');
    expect(images(0)).toEqual({ code: 'product_images', requiredPercent: 0, missing: ['gallery'] });
    expect(images(MIN_PHOTOS - 1).missing).toEqual(['gallery']);
    expect(images(MIN_PHOTOS - 1).requiredPercent).toBe(Math.floor(((MIN_PHOTOS - 1) / MIN_PHOTOS) * 100));
    expect(images(MIN_PHOTOS)).toEqual({ code: 'product_images', requiredPercent: 100, missing: [] });
  });

  it('more photos than the minimum stay at 100', () => {
    expect(set(sets('motorhome', COMPLETE.motorhome, 40), 'product_images').requiredPercent).toBe(100);
  });

  it('too few photos keep the ad from being submitted', () => {
    expect(readyToSubmit(sets('motorhome', COMPLETE.motorhome, MIN_PHOTOS - 1))).toBe(false);
  });
});
