import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_CATALOG } from '../../../domain/attribute-catalog/index.ts';
import { checkProductValues } from '../../../domain/attribute-values.ts';
import { DEMO_PLATES, LocalPlateRegistry } from '../../../worker/vehicle-data/local-registry.ts';
import { at } from './helpers.ts';

describe('local plate registry', () => {
  it('answers the demo motorhome for CM-240-NL in any spelling, with the APK judged by the clock', async () => {
    const registry = new LocalPlateRegistry(at('2026-10-01'));
    const vehicle = await registry.lookup('cm 240-nl');
    expect(vehicle).toEqual({
      productType: 'motorhome',
      values: { ...DEMO_PLATES.CM240NL?.values, main_inspection_validity: '2027-04-11', hu_expired: 'no' },
      sourceUrl: null,
    });
    expect((await new LocalPlateRegistry(at('2027-06-01')).lookup('CM-240-NL'))?.values.hu_expired).toBe('yes');
  });

  it('answers the demo caravan for WK-12-34, without an inspection', async () => {
    const vehicle = await new LocalPlateRegistry().lookup('WK-12-34');
    expect(vehicle).toEqual({ productType: 'trailer', values: DEMO_PLATES.WK1234?.values, sourceUrl: null });
  });

  it('answers null for every other plate', async () => {
    const registry = new LocalPlateRegistry();
    expect(await registry.lookup('XX-99-ZZ')).toBeNull();
    expect(await registry.lookup('')).toBeNull();
  });

  it('holds only values that pass the catalogue checks for their kind (none is silently dropped)', () => {
    for (const demo of Object.values(DEMO_PLATES)) {
      expect(checkProductValues(ATTRIBUTE_CATALOG, demo.kind, demo.values)).toEqual({ ok: true, values: demo.values });
    }
  });
});
