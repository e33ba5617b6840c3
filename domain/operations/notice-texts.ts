/**
 * Operator-written notices (terms versions, merchant popups): the shape of their texts per locale, shared by the
 * console form and the API. Texts are plain paragraphs; nothing in them is ever read as HTML.
 */
import * as z from 'zod/mini';
import { LOCALES, type Locale } from '../locales.ts';
import { requiredText } from '../validation/rules.ts';

export const NOTICE_LIMITS = { title: 200, paragraph: 10_000, paragraphs: 200, change: 1_000, changes: 50 } as const;

/** Up to a minute in the past is accepted (the form was filled in a moment ago); the version then starts on arrival. */
export const VALID_FROM_GRACE_MS = 60_000;
/** Nobody plans terms further ahead; a larger value is a typo. */
export const VALID_FROM_HORIZON_MS = 5 * 365 * 86_400_000;

/** German is required (the fallback of every other locale); the others are optional. */
function localized<T extends z.ZodMiniType>(value: T) {
  return z.strictObject(
    {
      de: value,
      en: z.optional(value),
      nl: z.optional(value),
      sv: z.optional(value),
      da: z.optional(value),
      pl: z.optional(value),
      es: z.optional(value),
      cs: z.optional(value),
    },
    { error: 'validation.invalid' },
  );
}

const paragraphs = (max: number, count: number) =>
  z.array(requiredText(max), { error: 'validation.required' }).check(z.minLength(1, 'validation.required'), z.maxLength(count, 'validation.max'));

export const noticeTitle = localized(requiredText(NOTICE_LIMITS.title));
export const noticeContent = localized(paragraphs(NOTICE_LIMITS.paragraph, NOTICE_LIMITS.paragraphs));
export const noticeChanges = localized(paragraphs(NOTICE_LIMITS.change, NOTICE_LIMITS.changes));

const validFrom = z.number({ error: 'validation.date' }).check(z.int('validation.date'), z.positive('validation.date'));

/** A locale given for one text but not for another would mix languages in one notice: every text names the same locales. */
function sameLocales(texts: Record<string, Partial<Record<Locale, unknown>>>, ctx: z.core.$RefinementCtx<unknown>) {
  const given = new Set(Object.values(texts).flatMap((text) => LOCALES.filter((locale) => text[locale] !== undefined)));
  for (const [field, text] of Object.entries(texts)) {
    for (const locale of given) {
      if (text[locale] === undefined) ctx.addIssue({ code: 'custom', path: [field, locale], message: 'validation.required', input: undefined });
    }
  }
}

export const termsInputSchema = z
  .strictObject({ validFrom, title: noticeTitle, content: noticeContent, changes: noticeChanges }, { error: 'validation.invalid' })
  .check(z.superRefine((value, ctx) => sameLocales({ title: value.title, content: value.content, changes: value.changes }, ctx)));

export const popupInputSchema = z
  .strictObject({ validFrom, title: noticeTitle, content: noticeContent }, { error: 'validation.invalid' })
  .check(z.superRefine((value, ctx) => sameLocales({ title: value.title, content: value.content }, ctx)));

export type TermsInput = z.infer<typeof termsInputSchema>;
export type PopupInput = z.infer<typeof popupInputSchema>;

/** Why a start time is refused (too far in the past or beyond the horizon), or null when it is fine. */
export function validFromProblem(validFrom: number, now: number): string | null {
  if (validFrom < now - VALID_FROM_GRACE_MS || validFrom > now + VALID_FROM_HORIZON_MS) return 'validation.date';
  return null;
}

/** The console's start field (datetime-local) has minute precision: a value names the minute's first second. */
const INPUT_PRECISION_MS = 60_000;

/**
 * True when the start entered in the console's form means "at once": a minute that has begun, at most one minute
 * before the current one ("a time up to one minute ago"). The minute itself counts whole, however many of its
 * seconds had passed when it was typed, and however long the operator then spent on the texts within that bound.
 */
export function startsAtOnce(entered: number, now: number): boolean {
  return entered <= now && now - entered < INPUT_PRECISION_MS + VALID_FROM_GRACE_MS;
}

/**
 * The start the console sends for the minute entered: now when it means "at once" (so the API never sees a start the
 * clock has overtaken on the way), otherwise the entered instant as it is (the API refuses one further in the past).
 */
export function startToSend(entered: number, now: number): number {
  return startsAtOnce(entered, now) ? now : entered;
}

/** A start in the recent past means "now": a version never applies to acceptances and sign-ins before it existed. */
export function effectiveValidFrom(validFrom: number, now: number): number {
  return Math.max(validFrom, now);
}

/** Paragraphs typed into a textarea: separated by blank lines, single line breaks kept inside a paragraph. */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** Change summary typed one item per line. */
export function splitLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/^\s*[-•*]\s+/, '').trim())
    .filter((line) => line.length > 0);
}

/** Whether a version is in force at `now`, or announced for later. */
export function noticeState(validFrom: number, now: number): 'in_force' | 'scheduled' {
  return validFrom <= now ? 'in_force' : 'scheduled';
}

/** The one version in force at `now`: the newest start that has passed (older ones are superseded). */
export function versionInForce<T extends { id: number; validFrom: number }>(versions: readonly T[], now: number): T | null {
  let found: T | null = null;
  for (const version of versions) {
    if (version.validFrom > now) continue;
    if (!found || version.validFrom > found.validFrom || (version.validFrom === found.validFrom && version.id > found.id)) found = version;
  }
  return found;
}
