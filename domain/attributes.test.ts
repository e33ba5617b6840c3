import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_CATALOG } from './attribute-catalog/index.ts';
import { type AttributeDef, ENTITY_TYPES, requiredAttributes } from './attributes.ts';
import { LOCALES } from './locales.ts';

const labels = (text: string) => Object.fromEntries(LOCALES.map((locale) => [locale, `${text} ${locale}`])) as AttributeDef['labels'];

const FAKE: AttributeDef[] = [
  { code: 'mileage', entityType: 'product', backendType: 'int', frontendInput: 'simple', labels: labels('km'), requiredFor: ['motorhome'], productKinds: ['motorhome'] },
  { code: 'trailer_length', entityType: 'product', backendType: 'int', frontendInput: 'simple', labels: labels('l'), requiredFor: ['trailer'], productKinds: ['trailer'] },
  { code: 'beds', entityType: 'product', backendType: 'int', frontendInput: 'simple', labels: labels('b'), requiredFor: ['motorhome', 'trailer'] },
  { code: 'defects_description', entityType: 'product', backendType: 'varchar', frontendInput: 'simple', labels: labels('d'), requiredWhen: { attribute: 'defects_exists', oneOf: ['yes'] } },
  { code: 'name', entityType: 'customer', backendType: 'varchar', frontendInput: 'simple', labels: labels('n'), requiredFor: ['motorhome'] },
];

describe('required attributes', () => {
  it('follow the product kind', () => {
    expect(requiredAttributes(FAKE, 'motorhome', {})).toEqual(['mileage', 'beds']);
    expect(requiredAttributes(FAKE, 'trailer', {})).toEqual(['trailer_length', 'beds']);
  });

  it('follow the answers of other attributes', () => {
    expect(requiredAttributes(FAKE, 'trailer', { defects_exists: 'yes' })).toContain('defects_description');
    expect(requiredAttributes(FAKE, 'trailer', { defects_exists: 'no' })).not.toContain('defects_description');
    expect(requiredAttributes(FAKE, 'trailer', { defects_exists: 1 })).not.toContain('defects_description');
  });
});

describe('attribute catalogue', () => {
  it('has unique codes per entity type and unique option codes per attribute', () => {
    for (const entity of ENTITY_TYPES) {
      const codes = ATTRIBUTE_CATALOG.filter((def) => def.entityType === entity).map((def) => def.code);
      expect(new Set(codes).size, entity).toBe(codes.length);
    }
    for (const def of ATTRIBUTE_CATALOG) {
      const options = (def.options ?? []).map((option) => option.code);
      expect(new Set(options).size, def.code).toBe(options.length);
      expect(def.frontendInput === 'simple' || options.length > 0, def.code).toBe(true);
    }
  });

  it('labels every attribute and option in all eight languages', () => {
    for (const def of ATTRIBUTE_CATALOG) {
      for (const locale of LOCALES) {
        expect(def.labels[locale]?.trim(), `${def.code} ${locale}`).toBeTruthy();
        for (const option of def.options ?? []) expect(option.labels[locale]?.trim(), `${def.code}.${option.code} ${locale}`).toBeTruthy();
      }
    }
  });

  it('only refers to attributes that exist in conditional rules', () => {
    const codes = new Set(ATTRIBUTE_CATALOG.map((def) => def.code));
    for (const def of ATTRIBUTE_CATALOG) if (def.requiredWhen) expect(codes.has(def.requiredWhen.attribute), def.code).toBe(true);
  });
});
