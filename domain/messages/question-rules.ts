/**
 * Questions to the seller (spec 001: "No questions about price or seller contact details; one more question only
 * after the seller has answered the last"): lengths, and a transparent list of patterns per language that refuse
 * talk about money and contact details; and the answer shape of the questions list. Used by the form before sending
 * and by the server before storing.
 */
import type { AuctionStatus } from '../auction-status.ts';

export const QUESTION_MAX_LENGTH = 500;
export const ANSWER_MAX_LENGTH = 1000;

export type QuestionProblem = 'question_empty' | 'question_too_long' | 'question_price' | 'question_contact';
export type AnswerProblem = 'answer_empty' | 'answer_too_long' | 'answer_contact';

/**
 * Listings dealers may ask about: in the catalogue and still for sale (bidding, the buying chance after the end,
 * late offers, renegotiation). Sold listings and accepted late offers are settled.
 */
export const QUESTION_STATUSES: readonly AuctionStatus[] = [
  'published',
  'running',
  'hotbidding',
  'ended',
  'renegotiation',
  'recd_late_offer',
  'declined_late_offer',
  'anr_offer_above_targetprice',
];

export function acceptsQuestions(status: string): boolean {
  return (QUESTION_STATUSES as readonly string[]).includes(status);
}

/** One question as GET /public/product/{id}/questions answers it: never who asked. */
export interface PublicQuestion {
  questionId: number;
  question: string;
  answer: string | null;
  askedAt: string;
  answeredAt: string | null;
  /** Asked by the viewer. */
  mine: boolean;
  /** The viewer is the seller and the question waits for their answer. */
  canAnswer: boolean;
}

export interface QuestionsAnswer {
  questions: PublicQuestion[];
  /** The viewer is the seller of this ad. */
  seller: boolean;
  /** The viewer is an approved dealer (not the seller) and the ad takes questions; asking still checks the verified address. */
  mayAsk: boolean;
  /** The viewer's last question on this ad waits for the seller's answer. */
  waitingForAnswer: boolean;
}

/** Lower case, without accents (ž → z, ó → o) and with the letters NFD does not split (ł, ø, æ, ß) spelled out. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ');
}

/** Words and phrases that are about money in any sentence (checked on the normalised text). */
const MONEY_WORDS: readonly RegExp[] = [
  // de
  /preis/, /\bkostet\b/, /\bgeld\b/, /\brabatt\b/, /\bnachlass\b/, /verhandl/, /\bvb\b/, /schmerzgrenze/, /mindestgebot/,
  /\b(wollen|mochten|moechten|mochtest|willst|verlangen) (sie|du) (noch )?dafur\b/,
  // en
  /\bprice/, /\bcosts?\b/, /\bmoney\b/, /\bdiscount/, /\bnegotia/, /\bbest offer\b/, /\breserve\b/, /\bminimum\b/, /\bcheapest\b/, /\bwant for (it|this|that)\b/,
  // nl
  /prijs/, /\bkost\b/, /\bkorting\b/, /onderhandel/, /\bmoet (hij|ie|het|die|ze) kosten\b/, /\bervoor hebben\b/,
  // sv, da
  /pris(et|en|er)?\b/, /\bkostar\b/, /\bkoster\b/, /\bkronor\b/, /\bkroner\b/, /\bpruta/, /\bafslag\b/, /forhandl/, /\bpengar\b/, /\bpenge\b/,
  // pl
  /\bcen(a|y|e|ie|ach|u|ou)\b/, /\bkosztuj/, /\bzlotych\b/, /\bpieniadz/, /\brabat\b/, /negocj/, /\bnajnizsz/,
  // es
  /\bprecio/, /\bcuestan?\b/, /\bdinero\b/, /\bdescuento/, /negocia/, /\brebaja/,
  // cs
  /\bkorun/, /\bslev(a|u|y)\b/, /\bpenize\b/, /smlouv/,
];

/**
 * "How much" in each language is a price question only when an asking or paying word follows within two words
 * ("Wie viel wollen Sie", "Hoeveel wilt u ervoor"); "Wie viel Kilometer", "Hoeveel kilometer" pass.
 */
const QUANTITY = String.raw`(how much|wie ?viel|hoeveel|hur mycket|hvor meget|\bile|\bcuanto|\bkolik)`;
const ASKING = [
  'you want|you ask|you accept|you take|asking|is it|for it|for this|for that',
  'wollen sie|willst du|mochten sie|moechten sie|mochtest du|verlangen|zahlen|bezahlen',
  'wilt u|wil je|wil u|vraagt u|vraag je|vraagt|vraag',
  'vill du|vil du|vil de|tar du|tager du|for den|for det',
  'chce|chcesz|chcecie|za niego|za nia|za to|zaplac',
  'pide|pides|piden|pedir|quiere|quieres|vale|valen|pagar',
  'chcete|chces|stoji|za nej|zaplatit',
].join('|');
const PRICE_QUESTION = new RegExp(`${QUANTITY}\\b(\\s+\\S+){0,2}?\\s+(${ASKING})\\b`);

/** An amount of money: digits with a currency or a thousands sign ("25.000 €", "EUR 20000", "30k", "30 Tsd."); not "Euro 6" or "30 Tsd. km". */
const AMOUNT: readonly RegExp[] = [
  /\d[\d.,' ]*\s*(€|eur\b(?!\s*\d)|euros?\b(?!\s*\d)|kr\b|kc\b|czk\b|zl\b|pln\b|sek\b|dkk\b)/,
  /(€|\beur\b|\beuro)\s*\d{2}/,
  /\d\s*(k|tsd\.?|tausend|tys\.?|tis\.?)(?![\p{L}.]*\s*(km|kilomet|mil|meil))(?!\p{L})/u,
];

/** Top-level domains of addresses written out in text. */
const TLD = String.raw`(com|de|nl|se|dk|pl|es|cz|net|org|eu|info|ch|io|at)`;
const AT = String.raw`(\s*@\s*|\s*\(at\)\s*|\s*\[at\]\s*|\s*\{at\}\s*|\sat\s|\sklammeraffe\s)`;
const DOT = String.raw`(\.|\s*\(dot\)\s*|\s*\[dot\]\s*|\sdot\s|\spunkt\s|\spunt\s|\sprik\s|\skropka\s|\stecka\s|\spunto\s)`;

const CONTACT: readonly RegExp[] = [
  // E-mail addresses, also written out: "max (at) example (dot) de", "max at example punkt de".
  /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/,
  new RegExp(`[a-z0-9._-]+${AT}[a-z0-9-]+${DOT}${TLD}\\b`),
  // Web addresses.
  /https?:\/\//,
  /\bwww\s*\./,
  /\b[a-z0-9-]{2,}\.(com|net|org|info|io|eu)\b/,
  // Words asking for or offering a way to talk outside the platform.
  /telefon/, /\bphone\b/, /\bcall (me|you|us)\b/, /\b(ring|bel|bell) (me|mig|mij|us|mir)\b/, /\bringa (mig|upp)\b/, /\bringe (til|mig)\b/,
  /whats ?app/, /\btelegram\b/, /\bviber\b/, /\bskype\b/, /\bfacebook\b/, /\binstagram\b/, /\bmessenger\b/, /\bsms\b/, /\btext me\b/,
  /\be-?mail/, /\bmail\b/, /\bmejl/, /\bcorreo\b/, /\bhandy\b/, /\bmobil(nummer|nr|telefon)?\b/, /\bmovil\b/, /\bkomork/,
  /\banruf/, /\brufen sie mich\b/, /\bruf mich\b/, /\bbellen\b/, /\bopbellen\b/, /\bzadzwon/, /\bdzwon/, /\bllam(a|ar|ame|arle|eme|ada)\b/, /\bzavol/, /\bvolejte\b/,
  /kontakt(daten|aufnahme|ieren|iere|informationen|uj|ujte|owac| mig| z)/, /\bcontact (me|you|details|information|info)\b/, /\bcontact(ar|arle|o)\b/,
  /\badres(se|a|y)?\b/, /\baddress\b/, /\bdireccion\b/,
];

/** A bare domain with a country ending, looked for in the text as typed: "goed.De motor" is a sentence, "camper.de" an address. */
const COUNTRY_DOMAIN = /\b[a-zA-Z0-9-]{2,}\.(de|nl|pl|cz|dk|se|es|at|ch)\b(?![.\p{L}])/u;

/** Dates and year ranges have many digits but are no phone numbers. */
const DATES = /\b\d{1,2}[./-]\d{1,2}[./-](\d{4}|\d{2})\b|\b(19|20)\d{2}\s*[-/]\s*(19|20)\d{2}\b/g;

/** A phone number: seven or more digits in a run with spaces, dots, dashes, slashes, brackets or a leading +. */
const DIGIT_RUN = /\+?\(?\d[\d\s./()-]{5,}\d/g;

function looksLikePhone(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/\D/g, '');
    const after = text.slice((match.index ?? 0) + match[0].length);
    // A long mileage or weight ("1.250.000 km") is not a number to call.
    if (digits.length >= 7 && !/^\s*(km|kg|mm|cm|ps|kw|mil|meil|€|eur)/.test(after)) return true;
  }
  return false;
}

export function mentionsContact(text: string): boolean {
  const normal = normalizeText(text);
  return CONTACT.some((pattern) => pattern.test(normal)) || COUNTRY_DOMAIN.test(text) || looksLikePhone(normal.replace(DATES, ' '));
}

export function mentionsPrice(text: string): boolean {
  const normal = normalizeText(text);
  return MONEY_WORDS.some((pattern) => pattern.test(normal)) || PRICE_QUESTION.test(normal) || AMOUNT.some((pattern) => pattern.test(normal));
}

/** Why the question may not be sent, or null when it may. Contact details are checked first: they are the graver leak. */
export function checkQuestion(text: string): QuestionProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'question_empty';
  if (trimmed.length > QUESTION_MAX_LENGTH) return 'question_too_long';
  if (mentionsContact(trimmed)) return 'question_contact';
  if (mentionsPrice(trimmed)) return 'question_price';
  return null;
}

/** Why the answer may not be stored, or null. Answers are public to every dealer, so the seller's contact details stay out too. */
export function checkAnswer(text: string): AnswerProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'answer_empty';
  if (trimmed.length > ANSWER_MAX_LENGTH) return 'answer_too_long';
  if (mentionsContact(trimmed)) return 'answer_contact';
  return null;
}
