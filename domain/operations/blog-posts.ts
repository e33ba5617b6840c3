/**
 * Blog posts and their authors as the console edits them: the stored article keeps its body as paragraphs
 * (blog_articles.body), the editor shows them as one Markdown text with blank lines between paragraphs.
 */
import * as z from 'zod/mini';
import { LOCALES } from '../locales.ts';
import { requiredText } from '../validation/rules.ts';

export const BLOG_LIMITS = { title: 200, excerpt: 1000, markdown: 50_000, paragraphs: 300, name: 100, role: 100, bio: 2000 } as const;

const slug = z.string({ error: 'validation.required' }).check(z.regex(/^[a-z0-9-]{1,120}$/, 'validation.invalid'));
const locale = z.enum(LOCALES, 'validation.invalid');
/** A day (YYYY-MM-DD) that exists on the calendar. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
const day = z.string({ error: 'validation.date' }).check(z.refine(isCalendarDay, 'validation.date'));
/** The version token the editor read (see worker/services/operations/blog-posts.ts). */
const version = z.string({ error: 'validation.invalid' }).check(z.regex(/^[0-9a-f]{64}$/, 'validation.invalid'));

/** The paragraphs of a Markdown text: blocks separated by blank lines, trimmed, empty ones dropped. */
export function markdownParagraphs(markdown: string): string[] {
  return markdown
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

export function paragraphsMarkdown(paragraphs: readonly string[]): string {
  return paragraphs.join('\n\n');
}

const articleFields = {
  title: requiredText(BLOG_LIMITS.title),
  excerpt: requiredText(BLOG_LIMITS.excerpt),
  authorSlug: slug,
  markdown: requiredText(BLOG_LIMITS.markdown).check(
    z.refine((value) => markdownParagraphs(value).length <= BLOG_LIMITS.paragraphs, 'validation.max'),
  ),
  publishedAt: day,
};

export const blogCreateSchema = z.strictObject({ slug, locale, ...articleFields }, { error: 'validation.invalid' });
export const blogUpdateSchema = z.strictObject({ ...articleFields, version }, { error: 'validation.invalid' });
export const blogKeyParam = z.strictObject({ slug, locale });
export const versionQuery = z.strictObject({ version });

const authorFields = { name: requiredText(BLOG_LIMITS.name), role: requiredText(BLOG_LIMITS.role), bio: requiredText(BLOG_LIMITS.bio) };
export const authorCreateSchema = z.strictObject({ slug, locale, ...authorFields }, { error: 'validation.invalid' });
export const authorUpdateSchema = z.strictObject({ ...authorFields, version }, { error: 'validation.invalid' });

export type BlogCreate = z.infer<typeof blogCreateSchema>;
export type BlogUpdate = z.infer<typeof blogUpdateSchema>;
export type AuthorCreate = z.infer<typeof authorCreateSchema>;
export type AuthorUpdate = z.infer<typeof authorUpdateSchema>;

export interface BlogListItem {
  slug: string;
  locale: string;
  title: string;
  authorSlug: string;
  publishedAt: string;
}

export interface BlogDetail extends BlogListItem {
  excerpt: string;
  markdown: string;
  /** Send back with an edit; a stale one is refused with 409. */
  version: string;
}

export interface AuthorDetail {
  slug: string;
  locale: string;
  name: string;
  role: string;
  bio: string;
  version: string;
}
