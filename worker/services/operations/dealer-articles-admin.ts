/**
 * The console's dealer news and guidelines: list, create, edit (guarded by the `updatedAt` the operator read),
 * publish, unpublish and delete. Every change is one conditional statement batched with its audit entry
 * (`dealer_article.<verb>`, subject `${kind}:${id}:${locale}`), so two operators at once never both succeed.
 */
import { sql } from 'drizzle-orm';
import type { DealerArticleInput, DealerArticleUpdate } from '../../../domain/operations/dealer-article-fields.ts';
import { auditInsertWhen, runAudited } from '../../db/repositories/conditional-audit.ts';
import {
  type DealerArticleRow,
  dealerArticleWhere,
  deleteDealerArticleStatement,
  findDealerArticle,
  insertDealerArticleAudited,
  listAllDealerArticles,
  updateDealerArticleWhen,
} from '../../db/repositories/dealer-articles.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { alreadyHandled, conflict } from '../../lib/conflict.ts';
import type { AuditActor } from './audit.ts';

/** What the console sees of an article (an explicit allow-list of the row). */
export function adminArticle(row: DealerArticleRow) {
  return {
    id: row.id,
    kind: row.kind,
    locale: row.locale,
    title: row.title,
    bodyMarkdown: row.bodyMarkdown,
    position: row.position,
    publishedAt: row.publishedAt?.getTime() ?? null,
    updatedAt: row.updatedAt.getTime(),
  };
}
export type AdminDealerArticle = ReturnType<typeof adminArticle>;

const subjectId = (row: { id: number; kind: string; locale: string }) => `${row.kind}:${row.id}:${row.locale}`;

async function existing(db: Database, id: number): Promise<DealerArticleRow> {
  const row = await findDealerArticle(db, id);
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

export async function listDealerArticlesAdmin(db: Database): Promise<AdminDealerArticle[]> {
  return (await listAllDealerArticles(db)).map(adminArticle);
}

export async function readDealerArticle(db: Database, id: number): Promise<AdminDealerArticle> {
  return adminArticle(await existing(db, id));
}

export async function createDealerArticle(db: Database, actor: AuditActor, input: DealerArticleInput): Promise<AdminDealerArticle> {
  const id = await insertDealerArticleAudited(db, actor, input, Date.now());
  return readDealerArticle(db, id);
}

const SHORT_FIELDS = ['kind', 'locale', 'title', 'position'] as const;

export async function updateDealerArticle(db: Database, actor: AuditActor, id: number, input: DealerArticleUpdate): Promise<AdminDealerArticle> {
  const current = await existing(db, id);
  if (current.updatedAt.getTime() !== input.updatedAt) throw conflict({ article: adminArticle(current) });
  // Strictly later than the version read, so a second edit within the same millisecond still sees a new version.
  const now = Math.max(Date.now(), input.updatedAt + 1);
  const changedShort = SHORT_FIELDS.filter((field) => current[field] !== input[field]);
  const before: Record<string, unknown> = Object.fromEntries(changedShort.map((field) => [field, current[field]]));
  const after: Record<string, unknown> = Object.fromEntries(changedShort.map((field) => [field, input[field]]));
  // Bodies stay out of the log; that the body changed is enough to find the edit.
  if (current.bodyMarkdown !== input.bodyMarkdown) after.bodyChanged = true;
  const condition = sql`updated_at = ${input.updatedAt}`;
  const applied = await runAudited(
    db,
    auditInsertWhen(db, actor, { action: 'dealer_article.updated', subjectType: 'content', subjectId: subjectId(current), before, after }, dealerArticleWhere(id, condition), now),
    updateDealerArticleWhen(
      db,
      id,
      { kind: input.kind, locale: input.locale, title: input.title, body_markdown: input.bodyMarkdown, position: input.position, updated_at: now },
      condition,
    ),
  );
  if (!applied) throw conflict({ article: adminArticle(await existing(db, id)) });
  return readDealerArticle(db, id);
}

/** Publishes (or withdraws) an article; 409 `already_handled` when it already is in that state. */
export async function setDealerArticlePublished(db: Database, actor: AuditActor, id: number, publish: boolean): Promise<AdminDealerArticle> {
  const current = await existing(db, id);
  const refuse = (row: DealerArticleRow) => alreadyHandled({ publishedAt: row.publishedAt?.getTime() ?? null });
  if ((current.publishedAt !== null) === publish) throw refuse(current);
  const now = Math.max(Date.now(), current.updatedAt.getTime() + 1);
  const condition = publish ? sql`published_at IS NULL` : sql`published_at IS NOT NULL`;
  const entry = {
    action: publish ? 'dealer_article.published' : 'dealer_article.unpublished',
    subjectType: 'content' as const,
    subjectId: subjectId(current),
    before: { publishedAt: current.publishedAt?.getTime() ?? null },
    after: { publishedAt: publish ? now : null },
  };
  const applied = await runAudited(
    db,
    auditInsertWhen(db, actor, entry, dealerArticleWhere(id, condition), now),
    updateDealerArticleWhen(db, id, { published_at: publish ? now : null, updated_at: now }, condition),
  );
  if (!applied) throw refuse(await existing(db, id));
  return readDealerArticle(db, id);
}

export async function deleteDealerArticle(db: Database, actor: AuditActor, id: number): Promise<void> {
  const current = await existing(db, id);
  const entry = {
    action: 'dealer_article.deleted',
    subjectType: 'content' as const,
    subjectId: subjectId(current),
    before: { title: current.title, publishedAt: current.publishedAt?.getTime() ?? null },
    after: null,
  };
  const applied = await runAudited(db, auditInsertWhen(db, actor, entry, dealerArticleWhere(id, sql`1 = 1`), Date.now()), deleteDealerArticleStatement(db, id));
  if (!applied) throw new ApiError(404, 'not_found');
}
