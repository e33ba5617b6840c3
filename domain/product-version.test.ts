import { describe, expect, it } from 'vitest';
import { applyValueChanges, reorderedGallery } from './product-version.ts';

describe('versioned copy rules', () => {
  it('applies changes and removes values set to null, leaving the base untouched', () => {
    const base = { mileage: 45000, fuel: 'diesel', equipment: ['awning'] };
    expect(applyValueChanges(base, { mileage: 46000, fuel: null, width: 2320 })).toEqual({ mileage: 46000, equipment: ['awning'], width: 2320 });
    expect(base.mileage).toBe(45000);
  });

  it('reorders and drops the ad’s own photos only, each position once', () => {
    const published = [{ value: '/media/products/1/0', position: 0 }, { value: '/media/products/1/1', position: 1 }];
    expect(reorderedGallery([{ value: '/media/products/1/0', position: 1 }, { value: '/media/products/1/1', position: 0 }], published)).toEqual([
      { value: '/media/products/1/1', position: 0 },
      { value: '/media/products/1/0', position: 1 },
    ]);
    expect(reorderedGallery([{ value: '/media/products/1/1', position: 0 }], published)).toHaveLength(1);
    expect(reorderedGallery([{ value: 'https://evil.example/x.jpg', position: 0 }], published)).toBeNull();
    expect(reorderedGallery([{ value: '/media/products/1/0', position: 0 }, { value: '/media/products/1/1', position: 0 }], published)).toBeNull();
  });
});
