/** Queries and conditional statements over dealer_articles (the dealer area's news and guidelines). */
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { dealerArticles } from '../schema-content.ts';
import { auditLog } from '../schema-operations.ts';
import { preparedStatement } from './conditional-audit.ts';

/** Who acts (the operator's customer id and the request id), as the audit service passes it. */
interface Actor {
  customerId: number;
  requestId: string | null;
}

export type DealerArticleKind = 'news' | 'guideline';
export type DealerArticleRow = typeof dealerArticles.$inferSelect;

export interface DealerArticleInput {
  kind: DealerArticleKind;
  locale: string;
  title: string;
  bodyMarkdown: string;
  position: number;
}

export function listAllDealerArticles(db: Database): Promise<DealerArticleRow[]> {
  return db.select().from(dealerArticles).orderBy(asc(dealerArticles.kind), asc(dealerArticles.locale), desc(dealerArticles.id)).all();
}

export async function findDealerArticle(db: Database, id: number): Promise<DealerArticleRow | null> {
  return (await db.select().from(dealerArticles).where(eq(dealerArticles.id, id)).get()) ?? null;
}

/** Published articles of one kind and locale: guidelines by position, news newest first. */
export function listPublishedDealerArticles(db: Database, kind: DealerArticleKind, locale: string): Promise<DealerArticleRow[]> {
  return db
    .select()
    .from(dealerArticles)
    .where(and(eq(dealerArticles.kind, kind), eq(dealerArticles.locale, locale), isNotNull(dealerArticles.publishedAt)))
    .orderBy(...(kind === 'guideline' ? [asc(dealerArticles.position), asc(dealerArticles.id)] : [desc(dealerArticles.publishedAt), desc(dealerArticles.id)]))
    .limit(100)
    .all();
}

/**
 * Creates an article and its audit entry in one batch; the entry names the new row through last_insert_rowid()
 * (the insert just before it in the same transaction), so no second round trip can see one without the other.
 */
export async function insertDealerArticleAudited(db: Database, actor: Actor, input: DealerArticleInput, now: number): Promise<number> {
  const insert = preparedStatement(
    db,
    sql`INSERT INTO ${dealerArticles} (kind, locale, title, body_markdown, position, published_at, updated_at)
      VALUES (${input.kind}, ${input.locale}, ${input.title}, ${input.bodyMarkdown}, ${input.position}, NULL, ${now}) RETURNING id`,
  );
  const after = JSON.stringify({ kind: input.kind, locale: input.locale, title: input.title, position: input.position });
  const audit = preparedStatement(
    db,
    sql`INSERT INTO ${auditLog} (at, request_id, actor_customer_id, action, subject_type, subject_id, before, after)
      VALUES (${now}, ${actor.requestId}, ${actor.customerId}, 'dealer_article.created', 'content',
        ${`${input.kind}:`} || last_insert_rowid() || ${`:${input.locale}`}, NULL, ${after})`,
  );
  const [inserted] = await db.$client.batch<{ id: number }>([insert, audit]);
  const id = inserted?.results[0]?.id;
  if (typeof id !== 'number') throw new Error('dealer article insert returned no id');
  return id;
}

const idIs = (id: number) => sql`id = ${id}`;

/** The change of one article, applied only while `condition` (on the row) holds; changes no row otherwise. */
export function updateDealerArticleWhen(db: Database, id: number, set: Partial<Record<'title' | 'body_markdown' | 'position' | 'kind' | 'locale' | 'published_at' | 'updated_at', string | number | null>>, condition: ReturnType<typeof sql>): D1PreparedStatement {
  const assignments = sql.join(
    Object.entries(set).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
    sql`, `,
  );
  return preparedStatement(db, sql`UPDATE ${dealerArticles} SET ${assignments} WHERE ${idIs(id)} AND ${condition}`);
}

export function deleteDealerArticleStatement(db: Database, id: number): D1PreparedStatement {
  return preparedStatement(db, sql`DELETE FROM ${dealerArticles} WHERE ${idIs(id)}`);
}

/** A condition on the row as a boolean expression usable outside the UPDATE (for the conditional audit entry). */
export function dealerArticleWhere(id: number, condition: ReturnType<typeof sql>) {
  return sql`EXISTS (SELECT 1 FROM ${dealerArticles} WHERE ${idIs(id)} AND ${condition})`;
}
