/**
 * The attribute model (entity-attribute-value) of the spec: definitions per entity type with backend type,
 * frontend input, unit, localized labels and options, and the rules that make attributes required.
 */
import type { Locale } from './locales.ts';

export const ENTITY_TYPES = ['customer', 'customer_address', 'merchant', 'merchant_address', 'product', 'auction', 'damage'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const BACKEND_TYPES = ['int', 'datetime', 'varchar', 'decimal'] as const;
export type BackendType = (typeof BACKEND_TYPES)[number];

export const FRONTEND_INPUTS = ['simple', 'select', 'multipleselect'] as const;
export type FrontendInput = (typeof FRONTEND_INPUTS)[number];

export type AttributeUnit = 'km' | 'cm³' | 'kg' | 'mm' | 'kW' | 'EUR' | 'months';

export type Labels = Record<Locale, string>;

export type ProductKind = 'motorhome' | 'trailer';

/** When an attribute becomes required because of another attribute's option. */
export interface RequiredWhen {
  attribute: string;
  /** Option codes of `attribute` that make this attribute required. */
  oneOf: string[];
}

export interface AttributeOptionDef {
  /** Stable option code (the optionId is assigned by the database). */
  code: string;
  labels: Labels;
}

export interface AttributeDef {
  code: string;
  entityType: EntityType;
  backendType: BackendType;
  frontendInput: FrontendInput;
  labels: Labels;
  unit?: AttributeUnit;
  options?: AttributeOptionDef[];
  /** Required for these product kinds (product attributes only); omitted means never required by kind. */
  requiredFor?: ProductKind[];
  /** Required when another attribute holds one of the given options. */
  requiredWhen?: RequiredWhen;
  /** Only meaningful for these product kinds (e.g. trailer dimensions). */
  productKinds?: ProductKind[];
}

/** One attribute definition as `GET /public/attributes/all/{entities}/{locale}` answers it, in one locale. */
export interface AttributeView {
  attributeId: number;
  attributeCode: string;
  entityType: EntityType;
  backendType: BackendType;
  frontendInput: FrontendInput;
  label: string;
  unit: string | null;
  options: { optionId: number; code: string; label: string }[];
}

/** What the storefront's pages read of a definition (labels, units, options), for forms and display. */
export type AttributeLabels = Omit<AttributeView, 'attributeId' | 'entityType'>;

/** A product body as far as requirement rules need it: attribute code -> option code, number or text. */
export type AttributeValues = Record<string, string | number | null | undefined>;

/** The attributes a product needs given its kind and the values chosen so far (the spec's conditional rules). */
export function requiredAttributes(definitions: AttributeDef[], kind: ProductKind, values: AttributeValues): string[] {
  return definitions
    .filter((def) => def.entityType === 'product' || def.entityType === 'auction' || def.entityType === 'damage')
    .filter((def) => !def.productKinds || def.productKinds.includes(kind))
    .filter((def) => {
      if (def.requiredFor?.includes(kind)) return true;
      const rule = def.requiredWhen;
      if (!rule) return false;
      const value = values[rule.attribute];
      return typeof value === 'string' && rule.oneOf.includes(value);
    })
    .map((def) => def.code);
}
