import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app.ts';
import { createDb } from '../../worker/db/client.ts';
import { sha256Hex } from '../../worker/lib/crypto.ts';
import { createTranslator } from '../../worker/translate/create-translator.ts';
import { LocalTranslator } from '../../worker/translate/local-translator.ts';
import { translateProductText } from '../../worker/translate/product-translation.ts';
import { TranslationError, type Translator } from '../../worker/translate/translator.ts';
import { type AiBinding, buildRequest, MAX_CHUNK_CHARS, parseAnswer, TRANSLATION_MODEL, WorkersAiTranslator } from '../../worker/translate/workers-ai-translator.ts';
import recorded from './fixtures/workers-ai-m2m100.json';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';

/** A stand-in for the AI binding that records its calls and answers like the model (or as told). */
function fakeAi(answer: (input: { text: string }) => unknown = (input) => ({ translated_text: `[en] ${input.text}` })) {
  const calls: { model: string; input: { text: string; source_lang?: string; target_lang: string } }[] = [];
  const binding: AiBinding = {
    async run(model, input) {
      const typed = input as { text: string; source_lang?: string; target_lang: string };
      calls.push({ model, input: typed });
      return answer(typed);
    },
  };
  return { binding, calls };
}

describe('Workers AI translator', () => {
  it('sends the recorded request and reads the recorded answer', async () => {
    const { binding, calls } = fakeAi(() => recorded.answer);
    const text = await new WorkersAiTranslator(binding).translate(recorded.request.input.text, 'en', 'de');
    expect(calls).toEqual([recorded.request]);
    expect(text).toBe(recorded.answer.translated_text);
    expect(TRANSLATION_MODEL).toBe(recorded.request.model);
  });

  it('leaves the source language out when unknown', () => {
    expect(buildRequest('Hallo', 'nl')).toEqual({ text: 'Hallo', target_lang: 'nl' });
  });

  it('parses defensively: the REST wrapper is accepted, anything without text refused', () => {
    expect(parseAnswer({ result: recorded.answer })).toBe(recorded.answer.translated_text);
    for (const bad of [null, undefined, 'text', [], {}, { translated_text: 5 }, { translated_text: '  ' }, { result: null }]) {
      expect(() => parseAnswer(bad), JSON.stringify(bad)).toThrow(TranslationError);
    }
  });

  it('keeps lines, skips empty ones and cuts long paragraphs at sentence ends', async () => {
    const { binding, calls } = fakeAi();
    const sentence = 'Der Wagen ist sehr gepflegt. ';
    const long = sentence.repeat(Math.ceil((MAX_CHUNK_CHARS * 1.5) / sentence.length)).trim();
    const text = await new WorkersAiTranslator(binding).translate(`Erste Zeile\n\n- Markise\n${long}`, 'en');
    const lines = text.split('\n');
    expect(lines.slice(0, 3)).toEqual(['[en] Erste Zeile', '', '[en] - Markise']);
    expect(calls.length).toBe(4);
    expect(calls.every((c) => c.input.text.length <= MAX_CHUNK_CHARS)).toBe(true);
  });

  it('turns a failing binding into a TranslationError', async () => {
    const broken: AiBinding = { run: () => Promise.reject(new Error('capacity')) };
    await expect(new WorkersAiTranslator(broken).translate('Hallo', 'en')).rejects.toThrow(TranslationError);
  });

  it('is not configured without the AI binding, and the offline stand-in is for development only', () => {
    expect(createTranslator({})).toBeNull();
    expect(createTranslator({ AI: fakeAi().binding })).toBeInstanceOf(WorkersAiTranslator);
    expect(createTranslator({ ENVIRONMENT: 'development', TRANSLATOR: 'local' })).toBeInstanceOf(LocalTranslator);
    expect(createTranslator({ ENVIRONMENT: 'production', TRANSLATOR: 'local' })).toBeNull();
    expect(createTranslator({ TRANSLATOR: 'local' })).toBeNull();
    // The real model wins wherever it is bound.
    expect(createTranslator({ ENVIRONMENT: 'development', TRANSLATOR: 'local', AI: fakeAi().binding })).toBeInstanceOf(WorkersAiTranslator);
  });

  it('offline, marks each line with its languages and keeps empty lines', async () => {
    expect(await new LocalTranslator().translate('Markise\n\n Solar ', 'nl', 'de')).toBe('[DE→NL] Markise\n\n[DE→NL] Solar');
    expect(await new LocalTranslator().translate('Markise', 'sv')).toBe('[AUTO→SV] Markise');
  });
});

let owner: { id: number; email: string };
let listing = 0;
let hidden = 0;
let silent = 0;
const DESCRIPTION = 'Gepflegt, Nichtraucher.';

async function insertProduct(status: string, description: string | null) {
  const row = await env.DB.prepare(
    `INSERT INTO products (customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month, zip_code, city, country, status, description, defects_description)
     VALUES (?, 'trailer', 'Hobby', 'hobby', '495 UL', 2018, 5, '20095', 'Hamburg', 'DE', ?, ?, ?) RETURNING id`,
  )
    .bind(owner.id, status, description, description ? 'Delle an der Tür.' : null)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

beforeAll(async () => {
  owner = await createCustomer();
  listing = await insertProduct('running', DESCRIPTION);
  hidden = await insertProduct('under_review', DESCRIPTION);
  silent = await insertProduct('running', null);
});

describe('translation routes', () => {
  // Development's .dev.vars switches the offline translator on (TRANSLATOR=local); these calls run without it.
  const plain = createApp();
  const withoutTranslator = (path: string, init: RequestInit = {}) =>
    plain.fetch(new Request(`http://localhost${path}`, init), { ...env, TRANSLATOR: undefined } as typeof env);
  it('say "not configured" when no translator exists (local runs have no AI binding)', async () => {
    const response = await withoutTranslator(`/public/translate/description/${listing}?storeCode=en`);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: 'not_configured' });
    expect(await json(await withoutTranslator(`/public/translate/defects-description/${listing}?storeCode=nl`))).toEqual({ status: 'not_configured' });
  });

  it("answer the text itself in the seller's language, translator or not", async () => {
    expect(await json(await call(`/public/translate/description/${listing}?storeCode=de`))).toEqual({ status: 'translated', text: DESCRIPTION, locale: 'de' });
  });

  it('say "no text" for a listing without a description', async () => {
    expect(await json(await call(`/public/translate/description/${silent}?storeCode=en`))).toEqual({ status: 'no_text' });
    expect(await json(await call(`/public/translate/defects-description/${silent}?storeCode=en`))).toEqual({ status: 'no_text' });
  });

  it('answer a cached translation of the current text in the requested locale only', async () => {
    await env.DB.prepare("INSERT INTO product_translations (product_id, field, locale, source_hash, text) VALUES (?, 'description', 'en', ?, 'Well kept, non-smoker.')")
      .bind(listing, await sha256Hex(DESCRIPTION))
      .run();
    expect(await json(await withoutTranslator(`/public/translate/description/${listing}?storeCode=en`))).toEqual({ status: 'translated', text: 'Well kept, non-smoker.', locale: 'en' });
    expect(await json(await withoutTranslator(`/public/translate/description/${listing}`, { headers: { 'X-Locale': 'sv' } }))).toEqual({ status: 'not_configured' });
    // A cache row made from an older text is not used.
    await env.DB.prepare('UPDATE products SET description = ? WHERE id = ?').bind(`${DESCRIPTION} Neue Reifen.`, listing).run();
    expect(await json(await withoutTranslator(`/public/translate/description/${listing}?storeCode=en`))).toEqual({ status: 'not_configured' });
    await env.DB.prepare('UPDATE products SET description = ? WHERE id = ?').bind(DESCRIPTION, listing).run();
  });

  it('hide listings the viewer may not see and name malformed ids', async () => {
    const response = await call(`/public/translate/description/${hidden}?storeCode=en`);
    expect(response.status).toBe(404);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe('product_not_found');
    expect((await call(`/public/translate/description/${hidden}?storeCode=en`, { headers: bearer(await login(owner.email)) })).status).toBe(200);
    expect((await call('/public/translate/description/999999')).status).toBe(404);
    const bad = await call('/public/translate/defects-description/abc');
    expect(bad.status).toBe(400);
    expect((await json<{ error: { fields: Record<string, string> } }>(bad)).error.fields).toHaveProperty('id');
  });
});

describe('translation service', () => {
  const viewer = { customer: null };

  it('translates from the seller language, caches per locale and reuses the cache', async () => {
    const db = createDb(env.DB);
    const { binding, calls } = fakeAi();
    const translator = new WorkersAiTranslator(binding);
    const input = { productId: listing, field: 'defects_description' as const, locale: 'pl' as const, viewer };
    expect(await translateProductText(db, translator, input)).toEqual({ status: 'translated', text: '[en] Delle an der Tür.', locale: 'pl' });
    expect(calls).toEqual([{ model: TRANSLATION_MODEL, input: { text: 'Delle an der Tür.', source_lang: 'de', target_lang: 'pl' } }]);
    expect(await translateProductText(db, translator, input)).toMatchObject({ status: 'translated' });
    expect(calls).toHaveLength(1);
    const cached = await env.DB.prepare("SELECT text FROM product_translations WHERE product_id = ? AND field = 'defects_description' AND locale = 'pl'").bind(listing).first<{ text: string }>();
    expect(cached?.text).toBe('[en] Delle an der Tür.');
  });

  it('answers the text itself in the seller language and never caches a failure', async () => {
    const db = createDb(env.DB);
    const failing: Translator = { translate: () => Promise.reject(new TranslationError('down')) };
    expect(await translateProductText(db, failing, { productId: listing, field: 'description', locale: 'de', viewer })).toEqual({ status: 'translated', text: DESCRIPTION, locale: 'de' });
    await expect(translateProductText(db, failing, { productId: listing, field: 'description', locale: 'cs', viewer })).rejects.toThrow(TranslationError);
    const row = await env.DB.prepare("SELECT 1 FROM product_translations WHERE product_id = ? AND locale = 'cs'").bind(listing).first();
    expect(row).toBeNull();
  });
});

describe('a dealer reading a listing in their language, end to end', () => {
  const app = createApp();
  /** The worker's app with these bindings over the test ones; `host` picks the country domain (LOCALE_HOSTS). */
  const fetchWith = (overrides: Record<string, unknown>, host: string, path: string, headers: HeadersInit = {}) =>
    app.fetch(new Request(`http://${host}${path}`, { headers }), { ...env, ...overrides } as typeof env);
  let dealer: { id: number; email: string };
  let product = 0;

  beforeAll(async () => {
    dealer = await createCustomer({ profileType: 'MERCHANT', language: 'nl' });
    product = await insertProduct('running', recorded.request.input.text);
  });

  it('gets the offline translation on the Dutch domain in development (TRANSLATOR=local)', async () => {
    const headers = bearer(await login(dealer.email));
    const response = await fetchWith({ TRANSLATOR: 'local' }, 'campermarkt24.nl', `/public/translate/description/${product}`, headers);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: 'translated', text: `[DE→NL] ${recorded.request.input.text}`, locale: 'nl' });
    const defects = await fetchWith({ TRANSLATOR: 'local' }, 'campermarkt24.nl', `/public/translate/defects-description/${product}`, headers);
    expect(await json(defects)).toEqual({ status: 'translated', text: '[DE→NL] Delle an der Tür.', locale: 'nl' });
  });

  it('gets the model\'s answer through the production configuration and its AI binding', async () => {
    const { binding, calls } = fakeAi(() => recorded.answer);
    const production = { ENVIRONMENT: 'production', MAIL_TRANSPORT: 'http', MAIL_API_KEY: 'key', MAIL_FROM: 'CamperMarkt24 <noreply@campermarkt24.de>', PUBLIC_ORIGIN: 'https://campermarkt24.de', AI: binding };
    const response = await fetchWith(production, 'campermarkt24.com', `/public/translate/description/${product}`, bearer(await login(dealer.email)));
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: 'translated', text: recorded.answer.translated_text, locale: 'en' });
    expect(calls).toEqual([recorded.request]);
  });
});
