import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../domain/product.ts';
import { QUESTION_LIMIT } from '../../worker/routes/questions.ts';
import type { QuestionsAnswer } from '../../domain/messages/question-rules.ts';
import { fillWindow } from './abuse-helpers.ts';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { createAuction, createMerchant, createSeller, type Party } from './auction-fixtures.ts';
import { call, json } from './helpers.ts';
import { insertListing } from './listing-fixtures.ts';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const ask = (productId: number, question: unknown, headers: Record<string, string> = {}) =>
  call(`/private/product/${productId}/questions`, { method: 'POST', headers, json: { question } });
const answer = (questionId: number, text: unknown, headers: Record<string, string>) =>
  call(`/private/questions/${questionId}/answer`, { method: 'PUT', headers, json: { answer: text } });
const list = async (productId: number, headers: Record<string, string> = {}) => json<QuestionsAnswer>(await call(`/public/product/${productId}/questions`, { headers }));
const detail = async (productId: number, headers: Record<string, string>) => json<ProductDetail>(await call(`/public/catalog/get/${productId}`, { headers }));

async function messagesOf(questionId: number) {
  const { results } = await env.DB.prepare(
    "SELECT customer_id AS customerId, source_key AS sourceKey, group_key AS groupKey, kind, cta, cta_response AS response, params FROM messages WHERE source_key LIKE ? ORDER BY id",
  )
    .bind(`question:${questionId}:%`)
    .all<{ customerId: number; sourceKey: string; groupKey: string; kind: string; cta: string; response: string | null; params: string }>();
  return results;
}

async function questionCount(productId: number): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS n FROM questions WHERE product_id = ?').bind(productId).first<{ n: number }>())?.n ?? 0;
}

/** A customer with a merchant row whose e-mail address is not verified yet. */
async function unverifiedMerchant(): Promise<Party> {
  const customer = await createCustomer({ profileType: 'MERCHANT', verified: false });
  await env.DB.prepare("INSERT INTO merchants (customer_id, company, country, accepted) VALUES (?, 'Unverified GmbH', 'DE', 1)").bind(customer.id).run();
  return { ...customer, headers: bearer(await login(customer.email)) };
}

let seller: Party;
let otherSeller: Party;

beforeAll(async () => {
  seller = await createSeller();
  otherSeller = await createSeller();
});

describe('asking and answering a question', () => {
  it('stores the question, messages both sides once, and publishes the answer without the asker', async () => {
    const dealer = await createMerchant();
    const { productId, auctionId } = await createAuction({ sellerId: seller.id });

    const asked = await ask(productId, '  Wurde der Zahnriemen gewechselt?  ', dealer.headers);
    expect(asked.status).toBe(201);
    const { questionId } = await json<{ questionId: number }>(asked);

    const sent = await messagesOf(questionId);
    expect(sent.map(({ params: _params, ...message }) => message)).toEqual([
      { customerId: seller.id, sourceKey: `question:${questionId}:asked`, groupKey: `auction-${auctionId}`, kind: 'question_asked', cta: 'owner_answer_question', response: null },
      {
        customerId: dealer.id,
        sourceKey: `question:${questionId}:waiting`,
        groupKey: `auction-${auctionId}`,
        kind: 'question_waiting',
        cta: 'user_waiting_for_owner_to_answer_question',
        response: null,
      },
    ]);
    expect(JSON.parse(sent[0]?.params ?? '{}')).toEqual({ title: 'Hymer B 678', text: 'Wurde der Zahnriemen gewechselt?', questionId });

    // Unanswered: the asker sees it as theirs, the seller may answer it, nobody else sees it.
    expect((await list(productId)).questions).toEqual([]);
    const own = await list(productId, dealer.headers);
    expect(own).toMatchObject({ seller: false, mayAsk: true, waitingForAnswer: true });
    expect(own.questions).toEqual([expect.objectContaining({ questionId, mine: true, answer: null, canAnswer: false })]);
    expect((await list(productId, (await createMerchant()).headers)).questions).toEqual([]);
    const forSeller = await list(productId, seller.headers);
    expect(forSeller).toMatchObject({ seller: true, mayAsk: false, waitingForAnswer: false });
    expect(forSeller.questions).toEqual([expect.objectContaining({ questionId, canAnswer: true, mine: false })]);
    expect((await detail(productId, dealer.headers)).context.waitingForAnswer).toBe(true);

    // One more question only after the seller has answered the last.
    const again = await ask(productId, 'Gibt es ein Scheckheft?', dealer.headers);
    expect(again.status).toBe(409);
    expect((await json<ErrorBody>(again)).error.code).toBe('question_pending');

    const answered = await answer(questionId, 'Ja, 2023 beim Händler.', seller.headers);
    expect(answered.status).toBe(200);
    const after = await messagesOf(questionId);
    expect(after.find((message) => message.kind === 'question_asked')?.response).toBe('answered');
    const told = after.filter((message) => message.kind === 'question_answered');
    expect(told).toEqual([expect.objectContaining({ customerId: dealer.id, cta: 'read_me', groupKey: `auction-${auctionId}` })]);
    expect(JSON.parse(told[0]?.params ?? '{}')).toEqual({ title: 'Hymer B 678', text: 'Ja, 2023 beim Händler.', questionId });

    // Answered questions are public, and the answer names nobody.
    const publicList = await list(productId);
    expect(publicList.questions).toHaveLength(1);
    expect(Object.keys(publicList.questions[0] ?? {}).sort()).toEqual(['answer', 'answeredAt', 'askedAt', 'canAnswer', 'mine', 'question', 'questionId']);
    expect(publicList.questions[0]).toMatchObject({ question: 'Wurde der Zahnriemen gewechselt?', answer: 'Ja, 2023 beim Händler.', mine: false });
    expect(JSON.stringify(publicList)).not.toContain(String(dealer.email));

    expect((await detail(productId, dealer.headers)).context.waitingForAnswer).toBe(false);
    const repeated = await answer(questionId, 'Noch einmal.', seller.headers);
    expect(repeated.status).toBe(409);
    expect((await json<ErrorBody>(repeated)).error.code).toBe('already_answered');
    // The answer was told once.
    expect((await messagesOf(questionId)).filter((message) => message.kind === 'question_answered')).toHaveLength(1);

    expect((await ask(productId, 'Gibt es ein Scheckheft?', dealer.headers)).status).toBe(201);
  });

  it('answers 404 to anyone but the seller who tries to answer, and stores nothing', async () => {
    const dealer = await createMerchant();
    const { productId } = await createAuction({ sellerId: seller.id });
    const { questionId } = await json<{ questionId: number }>(await ask(productId, 'Sind Feuchtigkeitsschäden bekannt?', dealer.headers));
    for (const headers of [otherSeller.headers, dealer.headers]) {
      const refused = await answer(questionId, 'Nein.', headers);
      expect(refused.status).toBe(404);
      expect((await json<ErrorBody>(refused)).error.code).toBe('question_not_found');
    }
    expect((await answer(999_999_999, 'Nein.', seller.headers)).status).toBe(404);
    const row = await env.DB.prepare('SELECT answer FROM questions WHERE id = ?').bind(questionId).first<{ answer: string | null }>();
    expect(row?.answer).toBeNull();
  });

  it('stores markup as plain text and returns it as text', async () => {
    const dealer = await createMerchant();
    const { productId } = await createAuction({ sellerId: seller.id });
    const hostile = '<script>alert(1)</script> Ist die Markise dicht?';
    const { questionId } = await json<{ questionId: number }>(await ask(productId, hostile, dealer.headers));
    expect((await answer(questionId, '<b>Ja</b>', seller.headers)).status).toBe(200);
    const response = await call(`/public/product/${productId}/questions`);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    const body = await json<QuestionsAnswer>(response);
    expect(body.questions[0]).toMatchObject({ question: hostile, answer: '<b>Ja</b>' });
  });

  it('renders the section on the server-rendered product page', async () => {
    const { productId } = await createAuction({ sellerId: seller.id });
    const page = await (await call(`/caravan/${productId}`, { headers: { Accept: 'text/html' } })).text();
    expect(page).toContain('<h2 id="questions-title">Fragen an den Verkäufer</h2>');
  });
});

describe('who may ask', () => {
  it.each([
    ['a private customer', async () => createSeller(), 'not_a_merchant'],
    ['a merchant in review', async () => createMerchant({ accepted: null }), 'merchant_not_accepted'],
    ['a blocked merchant', async () => createMerchant({ blocked: true }), 'merchant_blocked'],
    ['a merchant with an unverified address', unverifiedMerchant, 'email_not_verified'],
  ])('refuses %s with 403', async (_who, make, code) => {
    const { productId } = await createAuction({ sellerId: seller.id });
    const response = await ask(productId, 'Wurde der Zahnriemen gewechselt?', (await make()).headers);
    expect(response.status).toBe(403);
    expect((await json<ErrorBody>(response)).error.code).toBe(code);
    expect(await questionCount(productId)).toBe(0);
  });

  it('refuses the seller, anonymous callers, hidden and sold listings', async () => {
    const { productId } = await createAuction({ sellerId: seller.id });
    const own = await ask(productId, 'Wurde der Zahnriemen gewechselt?', seller.headers);
    expect(own.status).toBe(403);
    expect((await json<ErrorBody>(own)).error.code).toBe('question_own_ad');
    expect((await ask(productId, 'Wurde der Zahnriemen gewechselt?')).status).toBe(401);

    const dealer = await createMerchant();
    const editing = await insertListing({ sellerId: seller.id, status: 'editing' });
    expect((await ask(editing, 'Wurde der Zahnriemen gewechselt?', dealer.headers)).status).toBe(404);
    expect((await call(`/public/product/${editing}/questions`, { headers: dealer.headers })).status).toBe(404);
    expect((await call(`/public/product/${editing}/questions`, { headers: seller.headers })).status).toBe(200);

    const sold = await insertListing({ sellerId: seller.id, status: 'sold' });
    const closed = await ask(sold, 'Wurde der Zahnriemen gewechselt?', dealer.headers);
    expect(closed.status).toBe(409);
    expect((await json<ErrorBody>(closed)).error.code).toBe('questions_closed');
    expect(await questionCount(editing)).toBe(0);
    expect(await questionCount(sold)).toBe(0);
  });

  it('limits how many questions one dealer asks', async () => {
    const dealer = await createMerchant();
    const { productId } = await createAuction({ sellerId: seller.id });
    await fillWindow(QUESTION_LIMIT, `customer:${dealer.id}`, 0, 20);
    const response = await ask(productId, 'Wurde der Zahnriemen gewechselt?', dealer.headers);
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await questionCount(productId)).toBe(0);
  });
});

describe('what may be asked', () => {
  it.each([
    ['de', 'Was ist Ihr Mindestpreis?', 'question_price'],
    ['de', 'Rufen Sie mich an: 0176 123 45 67', 'question_contact'],
    ['en', 'How much do you want for it?', 'question_price'],
    ['en', 'Write me at max (at) example (dot) com', 'question_contact'],
    ['nl', 'Wat is de vraagprijs?', 'question_price'],
    ['nl', 'Bel me even op 06-12345678', 'question_contact'],
    ['pl', 'Ile kosztuje?', 'question_price'],
    ['pl', 'Zadzwoń do mnie', 'question_contact'],
  ])('refuses a %s question with 422: %s', async (_locale, question, code) => {
    const dealer = await createMerchant();
    const { productId } = await createAuction({ sellerId: seller.id });
    const response = await ask(productId, question, dealer.headers);
    expect(response.status).toBe(422);
    const body = await json<ErrorBody>(response);
    expect(body.error.code).toBe(code);
    expect(body.error.fields?.question).toBeTruthy();
    expect(await questionCount(productId)).toBe(0);
    expect((await detail(productId, dealer.headers)).context.waitingForAnswer).toBe(false);
  });

  it.each([
    ['no question', {}, 'validation_failed'],
    ['a number', { question: 42 }, 'validation_failed'],
    ['an empty question', { question: '   ' }, 'question_empty'],
    ['an overlong question', { question: 'Wurde der Zahnriemen gewechselt? '.repeat(20) }, 'question_too_long'],
  ])('answers 400 to %s', async (_what, body, code) => {
    const dealer = await createMerchant();
    const { productId } = await createAuction({ sellerId: seller.id });
    const response = await call(`/private/product/${productId}/questions`, { method: 'POST', headers: dealer.headers, json: body });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).error.code).toBe(code);
    expect(await questionCount(productId)).toBe(0);
  });

  it('refuses answers with contact details and empty answers', async () => {
    const dealer = await createMerchant();
    const { productId } = await createAuction({ sellerId: seller.id });
    const { questionId } = await json<{ questionId: number }>(await ask(productId, 'Gibt es Roststellen?', dealer.headers));
    const contact = await answer(questionId, 'Schreiben Sie mir: max@example.com', seller.headers);
    expect(contact.status).toBe(422);
    expect((await json<ErrorBody>(contact)).error.code).toBe('answer_contact');
    const empty = await answer(questionId, ' ', seller.headers);
    expect(empty.status).toBe(400);
    expect((await json<ErrorBody>(empty)).error.code).toBe('answer_empty');
    expect((await list(productId)).questions).toEqual([]);
  });
});
