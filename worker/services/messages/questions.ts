/**
 * Questions to the seller: who may read which questions of an ad, asking (approved dealers with a verified address,
 * one open question per ad, no price or contact talk) and answering (the ad's seller, once), each with its messages.
 */
import { groupKeys, type MessageDraft } from '../../../domain/messages/kinds.ts';
import {
  acceptsQuestions,
  type AnswerProblem,
  checkAnswer,
  checkQuestion,
  type QuestionProblem,
  type QuestionsAnswer,
} from '../../../domain/messages/question-rules.ts';
import { isApprovedDealer, type Viewer } from '../../../domain/viewer.ts';
import type { Database } from '../../db/client.ts';
import {
  findQuestion,
  findQuestionListing,
  hasPendingQuestion,
  insertQuestionUnlessPending,
  listQuestions,
  type QuestionListing,
  settleQuestionMessage,
  storeAnswer,
} from '../../db/repositories/questions.ts';
import { loadSessionSubject } from '../../db/repositories/session-subject.ts';
import type { Bindings } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { canView } from '../product-detail.ts';
import { deliverMessages } from './deliver.ts';

const title = (listing: Pick<QuestionListing, 'make' | 'model'>) => `${listing.make} ${listing.model}`.trim();

/** The thread of the ad's messages: its auction's, or the ad's own before it has one. */
const threadOf = (productId: number, auctionId: number | null) => (auctionId === null ? groupKeys.ad(productId) : groupKeys.auction(auctionId));

/** Refuses (403) anyone but an approved dealer with a verified address. Read from D1: asking is no hot path. */
async function requireAskingDealer(db: Database, customerId: number): Promise<void> {
  const subject = await loadSessionSubject(db, customerId);
  const state = subject?.bidding.merchant ?? 'none';
  if (state === 'blocked') throw new ApiError(403, 'merchant_blocked');
  if (state === 'in_review') throw new ApiError(403, 'merchant_not_accepted');
  if (state !== 'accepted') throw new ApiError(403, 'not_a_merchant');
  if (!subject?.bidding.emailVerified) throw new ApiError(403, 'email_not_verified');
}

/** The listing as the viewer may see it (the product detail's rule), or a 404. */
async function visibleListing(db: Database, productId: number, viewer: Viewer, operator: boolean): Promise<QuestionListing> {
  const listing = await findQuestionListing(db, productId);
  if (!listing || !canView(listing.status, listing.customerId, viewer, operator)) throw new ApiError(404, 'product_not_found');
  return listing;
}

export async function questionsOf(db: Database, productId: number, viewer: Viewer, operator: boolean): Promise<QuestionsAnswer> {
  const listing = await visibleListing(db, productId, viewer, operator);
  const viewerId = viewer.customer?.customerId ?? null;
  const seller = viewerId === listing.customerId;
  const viewerCanAsk = viewerId !== null && !seller && acceptsQuestions(listing.status) && isApprovedDealer(viewer);
  const [rows, waitingForAnswer] = await Promise.all([
    listQuestions(db, productId, { customerId: viewerId, seller }),
    viewerId !== null && !seller ? hasPendingQuestion(db, viewerId, productId) : Promise.resolve(false),
  ]);
  return {
    questions: rows.map((row) => ({
      questionId: row.id,
      question: row.question,
      answer: row.answer,
      askedAt: row.createdAt.toISOString(),
      answeredAt: row.answeredAt?.toISOString() ?? null,
      mine: viewerId !== null && row.customerId === viewerId,
      canAnswer: seller && row.answer === null,
    })),
    seller,
    mayAsk: viewerCanAsk,
    waitingForAnswer,
  };
}

/** The API error of a refused question text: 400 for its length, 422 for what it talks about. */
function questionError(problem: QuestionProblem): ApiError {
  const fields = { question: `errors.${problem}` };
  switch (problem) {
    case 'question_empty':
      return new ApiError(400, 'question_empty', fields);
    case 'question_too_long':
      return new ApiError(400, 'question_too_long', fields);
    case 'question_price':
      return new ApiError(422, 'question_price', fields);
    case 'question_contact':
      return new ApiError(422, 'question_contact', fields);
  }
}

function answerError(problem: AnswerProblem): ApiError {
  const fields = { answer: `errors.${problem}` };
  switch (problem) {
    case 'answer_empty':
      return new ApiError(400, 'answer_empty', fields);
    case 'answer_too_long':
      return new ApiError(400, 'answer_too_long', fields);
    case 'answer_contact':
      return new ApiError(422, 'answer_contact', fields);
  }
}

export interface AskInput {
  productId: number;
  customerId: number;
  viewer: Viewer;
  operator: boolean;
  question: string;
}

/** Checks, stores and announces a dealer's question; `beforeStore` runs once the asker is known to be allowed (the rate limit). */
export async function askQuestion(env: Bindings, db: Database, input: AskInput, beforeStore: () => Promise<void>, now = new Date()): Promise<{ questionId: number }> {
  const listing = await visibleListing(db, input.productId, input.viewer, input.operator);
  if (listing.customerId === input.customerId) throw new ApiError(403, 'question_own_ad');
  await requireAskingDealer(db, input.customerId);
  if (!acceptsQuestions(listing.status)) throw new ApiError(409, 'questions_closed');
  await beforeStore();
  const problem = checkQuestion(input.question);
  if (problem) throw questionError(problem);
  const question = input.question.trim();
  const questionId = await insertQuestionUnlessPending(env.DB, {
    productId: listing.id,
    auctionId: listing.auctionId,
    customerId: input.customerId,
    sellerId: listing.customerId,
    question,
    now,
  });
  if (questionId === null) throw new ApiError(409, 'question_pending');
  const common = { groupKey: threadOf(listing.id, listing.auctionId), auctionId: listing.auctionId, productId: listing.id, params: { title: title(listing), text: question, questionId } };
  const drafts: MessageDraft[] = [
    { ...common, customerId: listing.customerId, sourceKey: `question:${questionId}:asked`, kind: 'question_asked', cta: 'owner_answer_question' },
    { ...common, customerId: input.customerId, sourceKey: `question:${questionId}:waiting`, kind: 'question_waiting', cta: 'user_waiting_for_owner_to_answer_question' },
  ];
  await deliverMessages(env, drafts, now.getTime());
  return { questionId };
}

/** Stores the seller's answer, settles their call to action and tells the dealer who asked. Anyone but the seller gets a 404. */
export async function answerQuestion(env: Bindings, db: Database, questionId: number, sellerId: number, answer: string, now = new Date()): Promise<{ questionId: number }> {
  const found = await findQuestion(db, questionId);
  if (!found || found.sellerId !== sellerId) throw new ApiError(404, 'question_not_found');
  if (found.answer !== null) throw new ApiError(409, 'already_answered');
  const problem = checkAnswer(answer);
  if (problem) throw answerError(problem);
  const text = answer.trim();
  if (!(await storeAnswer(db, questionId, sellerId, text, now))) throw new ApiError(409, 'already_answered');
  await settleQuestionMessage(db, sellerId, questionId);
  const listing = await findQuestionListing(db, found.productId);
  await deliverMessages(
    env,
    [
      {
        customerId: found.customerId,
        sourceKey: `question:${questionId}:answered`,
        groupKey: threadOf(found.productId, found.auctionId),
        auctionId: found.auctionId,
        productId: found.productId,
        kind: 'question_answered',
        cta: 'read_me',
        params: { title: listing ? title(listing) : '', text, questionId },
      },
    ],
    now.getTime(),
  );
  return { questionId };
}
