/**
 * Drafts of editorial content (shared by every content editor of the console: site pages, landing pages, articles,
 * blog). An operator saves a draft with the revision they read; publishing copies a revision into the storefront's
 * table. Both are conditional writes batched with their audit entry, so two operators at once never both succeed:
 * the loser gets 409 `conflict` (someone saved meanwhile; the body holds the current fields) or `already_handled`
 * (that revision was published meanwhile).
 *
 * Audit: `content.saved` / `content.published`, subjectType `content`, subjectId `${kind}:${itemKey}:${locale}`,
 * before/after hold the revision and the names of the changed fields, never the bodies.
 */
import type { SQL } from 'drizzle-orm';
import { auditInsertWhen } from '../../db/repositories/conditional-audit.ts';
import {
  type DraftKey,
  type DraftRow,
  draftAtRevision,
  draftMissing,
  draftPublishable,
  findDraft,
  insertFirstDraft,
  stampPublished,
  updateDraftAt,
} from '../../db/repositories/content-drafts.ts';
import type { Database } from '../../db/client.ts';
import { alreadyHandled, conflict } from '../../lib/conflict.ts';
import type { AuditActor } from './audit.ts';

export type { DraftKey, DraftRow } from '../../db/repositories/content-drafts.ts';
export { listDraftStates } from '../../db/repositories/content-drafts.ts';

/** The audit subject of a content item in one locale. */
export function draftSubjectId(key: DraftKey): string {
  return `${key.kind}:${key.itemKey}:${key.locale}`;
}

/** Names of the fields whose values differ between two field sets (compared as JSON). */
export function changedFieldNames(before: Record<string, unknown> | null, after: Record<string, unknown>): string[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...names].filter((name) => JSON.stringify(before?.[name]) !== JSON.stringify(after[name])).sort();
}

/** The current draft, or null when nobody saved one yet. */
export function readDraft(db: Database, key: DraftKey): Promise<DraftRow | null> {
  return findDraft(db, key);
}

export interface SaveDraftInput extends DraftKey {
  fields: Record<string, unknown>;
  /** The revision the operator edited; null for the first save of this item and locale. */
  revision: number | null;
}

const staleAnswer = (current: DraftRow | null) =>
  conflict(current ? { fields: current.fields, revision: current.revision, updatedAt: current.updatedAt } : { revision: null });

/**
 * Saves the draft when it is still at `input.revision` (or absent, for null) and returns the new revision.
 * Throws 409 `conflict` with the current fields when another operator saved meanwhile.
 */
export async function saveDraft(
  db: Database,
  actor: AuditActor,
  input: SaveDraftInput,
  now = Date.now(),
): Promise<{ revision: number; updatedAt: number }> {
  const key: DraftKey = { kind: input.kind, itemKey: input.itemKey, locale: input.locale };
  const current = await findDraft(db, key);
  if ((current?.revision ?? null) !== input.revision) throw staleAnswer(current);
  const entry = {
    action: 'content.saved',
    subjectType: 'content' as const,
    subjectId: draftSubjectId(key),
    before: { revision: input.revision },
    after: { revision: (input.revision ?? 0) + 1, changed: changedFieldNames(current?.fields ?? null, input.fields) },
  };
  const condition = input.revision === null ? draftMissing(key) : draftAtRevision(key, input.revision);
  const write =
    input.revision === null
      ? insertFirstDraft(db, key, input.fields, actor.customerId, now)
      : updateDraftAt(db, key, input.revision, input.fields, actor.customerId, now);
  const results = await db.$client.batch([auditInsertWhen(db, actor, entry, condition, now), write]);
  if ((results[1]?.meta.changes ?? 0) !== 1) throw staleAnswer(await findDraft(db, key));
  return { revision: entry.after.revision, updatedAt: now };
}

export interface PublishInput {
  key: DraftKey;
  /** The draft revision the operator publishes. */
  revision: number;
  /**
   * The statements that copy the draft into the storefront's table. Each must apply only while `condition` holds
   * (e.g. `INSERT ... SELECT ... WHERE ${condition}`), so a stale publish copies nothing.
   */
  copy: (condition: SQL) => D1PreparedStatement[];
  /** What the audit entry lists as changed (e.g. the fields that differ from the published version). */
  changed?: string[];
}

/**
 * Publishes one draft revision: audit entry, the caller's copy statements and the published stamp in one batch, all
 * under the same condition. Throws 409 `conflict` when the draft moved on, `already_handled` when that revision is
 * published already, and `conflict` with `revision: null` when there is no draft.
 */
export async function markPublished(db: Database, actor: AuditActor, input: PublishInput, now = Date.now()): Promise<{ publishedAt: number }> {
  const { key, revision } = input;
  const refuse = (current: DraftRow | null) =>
    current && current.revision === revision && current.publishedAt !== null
      ? alreadyHandled({ revision: current.revision, publishedAt: current.publishedAt })
      : staleAnswer(current);
  const current = await findDraft(db, key);
  if (!current || current.revision !== revision || current.publishedAt !== null) throw refuse(current);
  const condition = draftPublishable(key, revision);
  const entry = {
    action: 'content.published',
    subjectType: 'content' as const,
    subjectId: draftSubjectId(key),
    before: { revision },
    after: { revision, publishedAt: now, ...(input.changed ? { changed: input.changed } : {}) },
  };
  const statements = [auditInsertWhen(db, actor, entry, condition, now), ...input.copy(condition), stampPublished(db, key, revision, now)];
  const results = await db.$client.batch(statements);
  if ((results.at(-1)?.meta.changes ?? 0) !== 1) throw refuse(await findDraft(db, key));
  return { publishedAt: now };
}
