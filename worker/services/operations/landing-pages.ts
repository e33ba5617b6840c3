/**
 * The console's landing pages, articles and valuation page: list, read, create, edit (with the `updatedAt` read),
 * publish, withdraw and delete. Each change is one conditional statement batched with its audit entry
 * (`content.landing_*`, subject `landing:<id>`), so two operators at once never both succeed: the loser gets 409.
 */
import { contentImageUrl } from '../../../domain/content-images.ts';
import type { LandingDetail, LandingInput, LandingListItem, LandingUpdate } from '../../../domain/operations/landing-pages.ts';
import { auditInsertWhen, runAudited } from '../../db/repositories/conditional-audit.ts';
import {
  auditLandingCreated,
  contentImageExists,
  deleteLanding,
  deletionRecorded,
  findLandingRow,
  insertLanding,
  type LandingRow,
  landingAt,
  landingExists,
  landingPublished,
  landingUrlTaken,
  listLandingRows,
  setLandingPublished,
  updateLandingAt,
} from '../../db/repositories/landing-pages.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { alreadyHandled, conflict } from '../../lib/conflict.ts';
import type { AuditActor } from './audit.ts';

const subjectId = (id: number) => `landing:${id}`;

function listItem(row: LandingRow): LandingListItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    url: row.url,
    locale: row.locale,
    title: row.title,
    published: row.publishedAt !== null,
    updatedAt: row.updatedAt.getTime(),
  };
}

function detail(row: LandingRow): LandingDetail {
  return {
    ...listItem(row),
    description: row.description,
    bodyMarkdown: row.bodyMarkdown,
    imageKey: row.imageKey,
    imageUrl: row.imageKey ? contentImageUrl(row.imageKey) : null,
    publishedAt: row.publishedAt?.getTime() ?? null,
  };
}

const urlTaken = (url: string) => new ApiError(409, 'conflict', { url: 'validation.invalid' }, undefined, { changed: { url } });

async function requireRow(db: Database, id: number): Promise<LandingRow> {
  const row = await findLandingRow(db, id);
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

async function checkImage(db: Database, imageKey: string | null): Promise<void> {
  if (imageKey && !(await contentImageExists(db, imageKey))) throw new ApiError(400, 'validation_failed', { imageKey: 'validation.invalid' });
}

export async function listLanding(db: Database): Promise<LandingListItem[]> {
  return (await listLandingRows(db)).map(listItem);
}

export async function readLanding(db: Database, id: number): Promise<LandingDetail> {
  return detail(await requireRow(db, id));
}

/** Creates an unpublished page; 409 `conflict` when its URL is taken in the locale (also when two create it at once). */
export async function createLanding(db: Database, actor: AuditActor, input: LandingInput, now = Date.now()): Promise<LandingDetail> {
  await checkImage(db, input.imageKey);
  const results = await db.$client.batch([insertLanding(db, input, now), auditLandingCreated(db, actor, input, now)]);
  // D1's count includes the page-version trigger's write: any change means the row went in.
  if ((results[0]?.meta.changes ?? 0) === 0) throw urlTaken(input.url);
  const id = Number(results[0]?.meta.last_row_id);
  return detail(await requireRow(db, id));
}

const isUniqueViolation = (error: unknown) => error instanceof Error && /UNIQUE constraint failed/i.test(error.message);

/** Saves an edit made on the version read at `input.updatedAt`; 409 `conflict` (with the current page) when it moved on. */
export async function updateLanding(db: Database, actor: AuditActor, id: number, input: LandingUpdate, now = Date.now()): Promise<LandingDetail> {
  const current = await requireRow(db, id);
  const stale = () => conflict(listItem(current) as unknown as Record<string, unknown>);
  if (current.updatedAt.getTime() !== input.updatedAt) throw stale();
  await checkImage(db, input.imageKey);
  if (await landingUrlTaken(db, input.url, input.locale, id)) throw urlTaken(input.url);
  const { updatedAt: expected, ...fields } = input;
  // Strictly later than the version read, so even two saves in one millisecond give the second a stale version.
  const updatedAt = Math.max(now, expected + 1);
  const before = detail(current);
  const changed = (Object.keys(fields) as (keyof LandingInput)[]).filter((key) => fields[key] !== before[key]);
  const entry = { action: 'content.landing_updated', subjectType: 'content' as const, subjectId: subjectId(id), before: { updatedAt: expected }, after: { updatedAt, changed } };
  let applied: boolean;
  try {
    applied = await runAudited(db, auditInsertWhen(db, actor, entry, landingAt(id, expected), now), updateLandingAt(db, id, expected, fields, updatedAt));
  } catch (error) {
    // Another operator gave the URL to another page between the check and the write.
    if (isUniqueViolation(error)) throw urlTaken(input.url);
    throw error;
  }
  if (!applied) {
    const latest = await requireRow(db, id);
    throw conflict(listItem(latest) as unknown as Record<string, unknown>);
  }
  return detail(await requireRow(db, id));
}

/** Publishes (true) or withdraws (false) a page; 409 `already_handled` when it is in that state already. */
export async function setPublished(db: Database, actor: AuditActor, id: number, publish: boolean, now = Date.now()): Promise<LandingDetail> {
  const current = await requireRow(db, id);
  const refuse = (row: LandingRow) => alreadyHandled({ published: row.publishedAt !== null, publishedAt: row.publishedAt?.getTime() ?? null });
  if ((current.publishedAt !== null) === publish) throw refuse(current);
  const entry = {
    action: publish ? 'content.landing_published' : 'content.landing_unpublished',
    subjectType: 'content' as const,
    subjectId: subjectId(id),
    before: { published: !publish },
    after: { published: publish, url: current.url, locale: current.locale },
  };
  const applied = await runAudited(db, auditInsertWhen(db, actor, entry, landingPublished(id, !publish), now), setLandingPublished(db, id, publish ? now : null));
  if (!applied) throw refuse(await requireRow(db, id));
  return detail(await requireRow(db, id));
}

/** Deletes a page; 404 when it never existed, 409 `already_handled` when an operator deleted it already. */
export async function removeLanding(db: Database, actor: AuditActor, id: number, now = Date.now()): Promise<void> {
  const current = await findLandingRow(db, id);
  if (!current) {
    if (await deletionRecorded(db, 'content.landing_deleted', subjectId(id))) throw alreadyHandled({ deleted: true });
    throw new ApiError(404, 'not_found');
  }
  const entry = {
    action: 'content.landing_deleted',
    subjectType: 'content' as const,
    subjectId: subjectId(id),
    before: { kind: current.kind, url: current.url, locale: current.locale, title: current.title, published: current.publishedAt !== null },
    after: null,
  };
  const applied = await runAudited(db, auditInsertWhen(db, actor, entry, landingExists(id), now), deleteLanding(db, id));
  if (!applied) throw alreadyHandled({ deleted: true });
}
