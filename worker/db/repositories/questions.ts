/** Questions to the seller in D1: the listing they are about, asking (one open question per dealer and ad), answering, lists. */
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { products } from '../schema.ts';
import { messages, questions } from '../schema-messages.ts';

export type QuestionRow = typeof questions.$inferSelect;

/** A listing's page shows at most this many questions (newest first); far more than any ad collects. */
const LIST_LIMIT = 200;

/** What asking and listing need about the listing: its seller, status, title parts and latest auction round. */
export interface QuestionListing {
  id: number;
  customerId: number;
  status: string;
  make: string;
  model: string;
  auctionId: number | null;
}

export async function findQuestionListing(db: Database, productId: number): Promise<QuestionListing | null> {
  const row = await db
    .select({
      id: products.id,
      customerId: products.customerId,
      status: products.status,
      make: products.make,
      model: products.model,
      // Written out: drizzle renders columns unqualified inside a select's sql, which would compare auctions.id with itself.
      auctionId: sql<number | null>`(SELECT a.id FROM auctions a WHERE a.product_id = products.id ORDER BY a.id DESC LIMIT 1)`,
    })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .get();
  return row ?? null;
}

export interface NewQuestion {
  productId: number;
  auctionId: number | null;
  customerId: number;
  sellerId: number;
  question: string;
  now: Date;
}

/**
 * Stores the question unless the dealer still has an unanswered one on this ad (spec: "one more question only after
 * the seller has answered the last"). One statement, so two quick submits cannot both pass. Null when refused.
 */
export async function insertQuestionUnlessPending(db: D1Database, input: NewQuestion): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO questions (product_id, auction_id, customer_id, seller_id, question, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6
       WHERE NOT EXISTS (SELECT 1 FROM questions WHERE customer_id = ?3 AND product_id = ?1 AND answer IS NULL)
       RETURNING id`,
    )
    .bind(input.productId, input.auctionId, input.customerId, input.sellerId, input.question, input.now.getTime())
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** Whether the customer waits for the seller's answer to a question on this ad. */
export async function hasPendingQuestion(db: Database, customerId: number, productId: number): Promise<boolean> {
  const row = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.customerId, customerId), eq(questions.productId, productId), isNull(questions.answer)))
    .limit(1)
    .get();
  return row !== undefined;
}

/** The ad's questions a viewer may read: answered ones, the viewer's own, or all of them for the seller. */
export async function listQuestions(db: Database, productId: number, viewer: { customerId: number | null; seller: boolean }): Promise<QuestionRow[]> {
  const visible = viewer.seller
    ? undefined
    : viewer.customerId === null
      ? sql`${questions.answer} IS NOT NULL`
      : or(sql`${questions.answer} IS NOT NULL`, eq(questions.customerId, viewer.customerId));
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.productId, productId), visible))
    .orderBy(desc(questions.id))
    .limit(LIST_LIMIT);
}

export async function findQuestion(db: Database, questionId: number): Promise<QuestionRow | null> {
  return (await db.select().from(questions).where(eq(questions.id, questionId)).get()) ?? null;
}

/** Stores the seller's answer once; false when it was answered already (or is not this seller's). */
export async function storeAnswer(db: Database, questionId: number, sellerId: number, answer: string, now: Date): Promise<boolean> {
  const result = await db
    .update(questions)
    .set({ answer, answeredAt: now })
    .where(and(eq(questions.id, questionId), eq(questions.sellerId, sellerId), isNull(questions.answer)));
  return result.meta.changes > 0;
}

/**
 * Marks the seller's "answer the question" message of exactly this question answered, found by its source key: one
 * thread holds all dealers' questions on an auction, and answering one settles no other.
 */
export async function settleQuestionMessage(db: Database, sellerId: number, questionId: number): Promise<number> {
  const result = await db
    .update(messages)
    .set({ ctaResponse: 'answered' })
    .where(and(eq(messages.customerId, sellerId), eq(messages.sourceKey, `question:${questionId}:asked`), isNull(messages.ctaResponse)));
  return result.meta.changes;
}
