/**
 * What an operator may write into a site page (content_pages), per body kind: bounded text lengths and list sizes,
 * shared by the console editor and the API. Paragraphs, answers and texts are Markdown (rendered by the server's
 * sanitizing renderer); titles, headings, questions and labels are plain text.
 */
import * as z from 'zod/mini';
import type { ContentPageSlug } from '../content.ts';
import { requiredText } from '../validation/rules.ts';

export const PAGE_LIMITS = { title: 200, description: 500, label: 200, markdown: 20_000, list: 100, smallList: 20 } as const;

export type PageBodyKind = 'home' | 'faq' | 'jobs' | 'sections';

/** Which editor and schema a page slug uses. */
export function pageBodyKind(slug: ContentPageSlug): PageBodyKind {
  if (slug === 'home' || slug === 'faq' || slug === 'jobs') return slug;
  return 'sections';
}

const label = requiredText(PAGE_LIMITS.label);
const markdown = requiredText(PAGE_LIMITS.markdown);
const list = <T extends z.ZodMiniType>(item: T, max: number = PAGE_LIMITS.list) =>
  z.array(item, { error: 'validation.invalid' }).check(z.maxLength(max, 'validation.max'));
const object = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject(shape, { error: 'validation.invalid' });

const questionAnswer = object({ question: label, answer: markdown });
const titledText = object({ title: label, text: markdown });

export const contentSectionSchema = object({
  heading: z.optional(z.string({ error: 'validation.invalid' }).check(z.trim(), z.maxLength(PAGE_LIMITS.label, 'validation.max'))),
  paragraphs: list(markdown),
  items: z.optional(list(markdown)),
});

export const homeBodySchema = object({
  hero: object({ title: label, subtitle: requiredText(PAGE_LIMITS.description), cta: label, secondaryCta: label }),
  advantages: list(titledText, PAGE_LIMITS.smallList),
  steps: list(titledText, PAGE_LIMITS.smallList),
  reviews: list(
    object({
      name: label,
      city: label,
      rating: z.number({ error: 'validation.invalid' }).check(z.int('validation.invalid'), z.minimum(1, 'validation.min'), z.maximum(5, 'validation.max')),
      text: markdown,
    }),
    PAGE_LIMITS.smallList,
  ),
  stats: list(object({ value: label, label }), PAGE_LIMITS.smallList),
  faq: list(questionAnswer, PAGE_LIMITS.smallList),
});

export const faqBodySchema = object({ groups: list(object({ title: label, items: list(questionAnswer) }), PAGE_LIMITS.smallList) });

export const jobsBodySchema = object({
  sections: list(contentSectionSchema, PAGE_LIMITS.smallList),
  openings: list(object({ title: label, location: label, type: label, text: markdown }), PAGE_LIMITS.smallList),
});

export const sectionsBodySchema = object({
  intro: z.optional(z.string({ error: 'validation.invalid' }).check(z.trim(), z.maxLength(PAGE_LIMITS.markdown, 'validation.max'))),
  sections: list(contentSectionSchema),
});

const BODY_SCHEMAS = { home: homeBodySchema, faq: faqBodySchema, jobs: jobsBodySchema, sections: sectionsBodySchema } as const;

/** The draft fields of one page: its title, meta description and structured body. */
export function pageFieldsSchema(kind: PageBodyKind) {
  return object({
    title: requiredText(PAGE_LIMITS.title),
    description: z.string({ error: 'validation.invalid' }).check(z.trim(), z.maxLength(PAGE_LIMITS.description, 'validation.max')),
    body: BODY_SCHEMAS[kind],
  });
}

export type PageFields = z.infer<ReturnType<typeof pageFieldsSchema>>;
