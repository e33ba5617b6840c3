import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_CATALOG } from './attribute-catalog/index.ts';
import { makeCode } from './makes.ts';

describe('make codes', () => {
  it('transliterate umlauts and join words', () => {
    expect(makeCode('Bürstner')).toBe('buerstner');
    expect(makeCode('Pössl')).toBe('poessl');
    expect(makeCode('Eura Mobil')).toBe('eura_mobil');
    expect(makeCode('LMC')).toBe('lmc');
  });

  it('match the make options of the attribute catalogue', () => {
    const make = ATTRIBUTE_CATALOG.find((def) => def.code === 'make' && def.entityType === 'product');
    const codes = make?.options?.map((option) => option.code) ?? [];
    for (const name of ['Hymer', 'Knaus', 'Bürstner', 'Pössl', 'Eura Mobil', 'Roller Team']) expect(codes).toContain(makeCode(name));
  });
});
