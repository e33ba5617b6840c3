/** Attribute definitions in D1: syncing them from the catalogue in domain/, and reading them per entity and locale. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { ATTRIBUTE_CATALOG } from '../../../domain/attribute-catalog/index.ts';
import type { AttributeDef, AttributeView, BackendType, EntityType, FrontendInput } from '../../../domain/attributes.ts';
import type { Locale } from '../../../domain/locales.ts';
import { attributeOptions, attributes } from '../schema.ts';

// Works on the worker's client and on the seeding script's client alike.
type AnyDb = BaseSQLiteDatabase<'async', unknown, Record<string, unknown>>;

/** Adds missing definitions and options and refreshes labels and rules; ids stay stable once assigned. */
export async function syncAttributeCatalog(db: AnyDb, catalog: AttributeDef[] = ATTRIBUTE_CATALOG): Promise<number> {
  for (const [position, def] of catalog.entries()) {
    const values = {
      entityType: def.entityType,
      code: def.code,
      backendType: def.backendType,
      frontendInput: def.frontendInput,
      unit: def.unit ?? null,
      labels: def.labels,
      rules: {
        ...(def.requiredFor ? { requiredFor: def.requiredFor } : {}),
        ...(def.requiredWhen ? { requiredWhen: def.requiredWhen } : {}),
        ...(def.productKinds ? { productKinds: def.productKinds } : {}),
      },
      position,
    };
    const row = await db
      .insert(attributes)
      .values(values)
      .onConflictDoUpdate({ target: [attributes.entityType, attributes.code], set: values })
      .returning({ id: attributes.id })
      .get();
    for (const [optionPosition, option] of (def.options ?? []).entries()) {
      const optionValues = { attributeId: row.id, code: option.code, labels: option.labels, position: optionPosition };
      await db
        .insert(attributeOptions)
        .values(optionValues)
        .onConflictDoUpdate({ target: [attributeOptions.attributeId, attributeOptions.code], set: optionValues });
    }
  }
  return catalog.length;
}

export type { AttributeView };

const label = (labels: Record<string, string>, locale: Locale) => labels[locale] ?? labels.de ?? '';

export async function listAttributes(db: AnyDb, entityTypes: EntityType[], locale: Locale, code?: string): Promise<AttributeView[]> {
  const where = code ? and(inArray(attributes.entityType, entityTypes), eq(attributes.code, code)) : inArray(attributes.entityType, entityTypes);
  const rows = await db.select().from(attributes).where(where).orderBy(asc(attributes.position)).all();
  if (rows.length === 0) return [];
  const options = await db
    .select()
    .from(attributeOptions)
    .where(inArray(attributeOptions.attributeId, rows.map((row) => row.id)))
    .orderBy(asc(attributeOptions.position))
    .all();
  return rows.map((row) => ({
    attributeId: row.id,
    attributeCode: row.code,
    entityType: row.entityType as EntityType,
    backendType: row.backendType as BackendType,
    frontendInput: row.frontendInput as FrontendInput,
    label: label(row.labels, locale),
    unit: row.unit,
    options: options
      .filter((option) => option.attributeId === row.id)
      .map((option) => ({ optionId: option.id, code: option.code, label: label(option.labels, locale) })),
  }));
}
