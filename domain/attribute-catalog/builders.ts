/** Small builders for attribute definitions: labels in the eight locales, options, and the common option lists. */
import type { AttributeDef, AttributeOptionDef, BackendType, EntityType, Labels, ProductKind } from '../attributes.ts';

/** Labels in locale order: de, en, nl, sv, da, pl, es, cs. */
export function t(de: string, en: string, nl: string, sv: string, da: string, pl: string, es: string, cs: string): Labels {
  return { de, en, nl, sv, da, pl, es, cs };
}

/** The same text in every locale (brand names, numbers, abbreviations). */
export function same(text: string): Labels {
  return t(text, text, text, text, text, text, text, text);
}

export function option(code: string, labels: Labels): AttributeOptionDef {
  return { code, labels };
}

export type Extra = Pick<AttributeDef, 'unit' | 'requiredFor' | 'requiredWhen' | 'productKinds'>;

export function simpleAttribute(entityType: EntityType, code: string, backendType: BackendType, labels: Labels, extra: Extra = {}): AttributeDef {
  return { code, entityType, backendType, frontendInput: 'simple', labels, ...extra };
}

export function selectAttribute(entityType: EntityType, code: string, labels: Labels, options: AttributeOptionDef[], extra: Extra = {}): AttributeDef {
  return { code, entityType, backendType: 'int', frontendInput: 'select', labels, options, ...extra };
}

export const BOTH: ProductKind[] = ['motorhome', 'trailer'];

const YES = option('yes', t('Ja', 'Yes', 'Ja', 'Ja', 'Ja', 'Tak', 'Sí', 'Ano'));
const NO = option('no', t('Nein', 'No', 'Nee', 'Nej', 'Nej', 'Nie', 'No', 'Ne'));
const UNKNOWN = option('unknown', t('Unbekannt', 'Unknown', 'Onbekend', 'Okänt', 'Ukendt', 'Nieznane', 'Desconocido', 'Neznámé'));

export const YES_NO: AttributeOptionDef[] = [YES, NO];
export const YES_NO_UNKNOWN: AttributeOptionDef[] = [YES, NO, UNKNOWN];
