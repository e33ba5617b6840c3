/**
 * Operators' review of changes to published ads (versioned copies): the pending copies, the differences against
 * the live ad, and apply (stored exactly as the editor stores values, the gallery as the copy orders it; the copy
 * removed) or reject with a reason mailed to the seller. Each decision names the revision the operator read.
 */
import type { Context } from 'hono';
import { NOT_EDITABLE_IN_VERSION } from '../../../domain/attribute-values.ts';
import { mediaPath } from '../../../domain/catalog.ts';
import { changedCodes, type ConsoleLanguage, valueChanges, valueText } from '../../../domain/operations/ad-review-values.ts';
import type { AttributeValue } from '../../../domain/product.ts';
import type { Database } from '../../db/client.ts';
import { guardedAuditInsert } from '../../db/repositories/ad-review-audit.ts';
import { applyCopyStatements, dropVersionStatement, listPendingEdits, versionGuard } from '../../db/repositories/ad-review-edits.ts';
import { loadProductRecord, type ProductRecord } from '../../db/repositories/product-detail.ts';
import { findProductVersion, type ProductVersionRow } from '../../db/repositories/product-versions.ts';
import { findAdByVinKey, isVinConflict } from '../../db/repositories/ads.ts';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { alreadyHandled, conflict } from '../../lib/conflict.ts';
import { requestLinkContext } from '../../lib/links.ts';
import { vehicleTitle } from '../ads/ad-mails.ts';
import { ownerValues } from '../ads/editor-product.ts';
import { storageOf } from '../ads/save-ad.ts';
import { productDefinitions, sellerName } from './ad-review-read.ts';
import { sendAdEditRejectedMail } from './ad-review-mails.ts';
import { auditActor } from './audit.ts';
import { publishLiveCue } from '../messages/deliver.ts';

const PENDING_LIMIT = 200;
const LOCKED = new Set<string>(NOT_EDITABLE_IN_VERSION);

export async function pendingEdits(db: Database) {
  const rows = await listPendingEdits(db, PENDING_LIMIT);
  return {
    items: rows.map((row) => ({
      productId: row.productId,
      title: `${row.make} ${row.model}`.trim(),
      seller: { customerId: row.customerId, name: sellerName(row), email: row.email, language: row.language },
      updatedAt: row.updatedAt.toISOString(),
      revision: row.revision,
    })),
  };
}

interface Pending {
  version: ProductVersionRow;
  record: ProductRecord;
  before: Record<string, AttributeValue>;
}

async function pending(db: Database, productId: number): Promise<Pending | null> {
  const [version, record] = await Promise.all([findProductVersion(db, productId), loadProductRecord(db, productId, null)]);
  if (!version || !record || record.product.deletedAt) return null;
  return { version, record, before: ownerValues(record) };
}

/** The copy's values that differ from the live ad (never the locked ones a copy may not change). */
function changesOf({ before, version }: Pending): Record<string, AttributeValue | null> {
  return Object.fromEntries(Object.entries(valueChanges(before, version.attributes)).filter(([code]) => !LOCKED.has(code)));
}

const sortedGallery = (version: ProductVersionRow) => [...version.gallery].sort((a, b) => a.position - b.position).map((item) => item.value);

export async function editDiff(db: Database, productId: number, language: ConsoleLanguage) {
  const found = await pending(db, productId);
  if (!found) throw new ApiError(404, 'not_found');
  const definitions = new Map(productDefinitions(found.record.product.productType).map((def) => [def.code, def]));
  const codes = changedCodes(found.before, found.version.attributes).filter((code) => !LOCKED.has(code));
  return {
    productId,
    title: `${found.record.product.make} ${found.record.product.model}`.trim(),
    revision: found.version.revision,
    updatedAt: found.version.updatedAt.toISOString(),
    changes: codes.map((code) => {
      const def = definitions.get(code);
      return { code, label: def?.labels[language] ?? code, before: valueText(def, found.before[code], language), after: valueText(def, found.version.attributes[code], language) };
    }),
    gallery: { before: found.record.images.map((image) => mediaPath(image.objectKey)), after: sortedGallery(found.version) },
  };
}

/** The copy at the revision the operator read, or the 409 that says what happened to it. */
async function asRead(db: Database, productId: number, revision: number): Promise<Pending> {
  const found = await pending(db, productId);
  if (!found) throw alreadyHandled({ revision: null });
  if (found.version.revision !== revision) throw conflict({ revision: found.version.revision });
  return found;
}

async function refuseChanged(db: Database, productId: number, revision: number): Promise<void> {
  const version = await findProductVersion(db, productId);
  if (!version) throw alreadyHandled({ revision: null });
  if (version.revision !== revision) throw conflict({ revision: version.revision });
}

export async function applyEdit(c: Context<AppEnv>, productId: number, revision: number) {
  const db = c.get('db');
  const found = await asRead(db, productId, revision);
  const changes = changesOf(found);
  const storage = storageOf(found.record.product.productType, changes, found.version.attributes);
  const keyByUrl = new Map(found.record.images.map((image) => [mediaPath(image.objectKey), image.objectKey]));
  const kept = sortedGallery(found.version).flatMap((url) => keyByUrl.get(url) ?? []);
  const removed = found.record.images.map((image) => image.objectKey).filter((key) => !kept.includes(key));
  // A copy naming a VIN that another ad holds meanwhile cannot be applied (one ad per vehicle).
  const vinTaken = () => new ApiError(409, 'vehicle_listed_elsewhere', { vin: 'validation.vin_taken' });
  const holder = storage.vinKey ? await findAdByVinKey(db, storage.vinKey) : null;
  if (holder && holder.id !== productId) throw vinTaken();
  const now = new Date();
  const entry = {
    action: 'ad_edit.applied',
    subjectType: 'product_version' as const,
    before: { revision },
    after: { changed: Object.keys(changes), photos: kept.length, removedPhotos: removed.length },
  };
  try {
    await db.batch([
      guardedAuditInsert(db, auditActor(c), entry, versionGuard(db, productId, revision), now),
      ...applyCopyStatements(db, productId, storage, kept, now, { source: 'console', actorCustomerId: auditActor(c).customerId }),
      dropVersionStatement(db, productId, revision),
    ]);
  } catch (error) {
    await refuseChanged(db, productId, revision);
    if (storage.vinKey && isVinConflict(error)) throw vinTaken();
    throw error;
  }
  // Photos the copy dropped are no longer anyone's: their files go once the product no longer names them.
  if (removed.length) await c.env.MEDIA.delete(removed);
  // The seller's open editor shows the ad as it is now.
  await publishLiveCue(c.env, [found.record.product.customerId], 'ad_edited', null);
  return { productId, revision, applied: Object.keys(changes) };
}

export async function rejectEdit(c: Context<AppEnv>, productId: number, revision: number, reason: string) {
  const db = c.get('db');
  const found = await asRead(db, productId, revision);
  const entry = { action: 'ad_edit.rejected', subjectType: 'product_version' as const, before: { revision }, after: { reason } };
  try {
    await db.batch([guardedAuditInsert(db, auditActor(c), entry, versionGuard(db, productId, revision), new Date()), dropVersionStatement(db, productId, revision)]);
  } catch (error) {
    await refuseChanged(db, productId, revision);
    throw error;
  }
  const { product } = found.record;
  await sendAdEditRejectedMail(c.env, db, requestLinkContext(c), { sellerId: product.customerId, productId, title: vehicleTitle(product), reason });
  await publishLiveCue(c.env, [product.customerId], 'ad_edited', null);
  return { productId, revision, rejected: true };
}
