/**
 * The public content calls in the content service's (Strapi's) shape: `{ data: [{ id, attributes }], meta }` for
 * published landing pages, articles and the valuation page, filtered by name or URL, in a locale with German as the
 * fallback. Bodies leave as sanitized HTML from worker/lib/markdown.ts, never as stored Markdown.
 */
import { contentImageUrl } from '../../domain/content-images.ts';
import { DEFAULT_LOCALE, type Locale } from '../../domain/locales.ts';
import {
  CONTENT_SERVICE_FIELDS,
  CONTENT_SERVICE_MAX_PAGE_SIZE,
  type ContentServiceField,
  type ContentServiceQuery,
  type LandingKind,
  selectedFields,
} from '../../domain/operations/landing-pages.ts';
import { findPublished, type LandingRow } from '../db/repositories/landing-pages.ts';
import type { Database } from '../db/client.ts';
import { renderMarkdown } from '../lib/markdown.ts';

type Attributes = Partial<Record<ContentServiceField, string | null>> & { image?: { data: { attributes: { url: string } } | null } };

export interface ContentServiceItem {
  id: number;
  attributes: Attributes;
}

export interface ContentServiceAnswer {
  data: ContentServiceItem[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

function attributeValue(row: LandingRow, field: ContentServiceField): string | null {
  switch (field) {
    case 'body':
      return renderMarkdown(row.bodyMarkdown);
    case 'publishedAt':
      return row.publishedAt?.toISOString() ?? null;
    case 'updatedAt':
      return row.updatedAt.toISOString();
    default:
      return row[field];
  }
}

/** The attributes the query asked for (all by default), and the image only when populated, as the content service does. */
function item(row: LandingRow, fields: readonly ContentServiceField[], populate: boolean): ContentServiceItem {
  const attributes: Attributes = Object.fromEntries(fields.map((field) => [field, attributeValue(row, field)]));
  if (populate) attributes.image = { data: row.imageKey ? { attributes: { url: contentImageUrl(row.imageKey) } } : null };
  return { id: row.id, attributes };
}

/**
 * Answers one public call for the given kinds. A locale without a match falls back to German (the items then carry
 * `locale: "de"` when that attribute is selected), so a page not translated yet still answers.
 */
export async function contentServiceAnswer(
  db: Database,
  kinds: readonly LandingKind[],
  query: ContentServiceQuery,
  requestLocale: Locale,
): Promise<ContentServiceAnswer> {
  const locale = query.locale ?? requestLocale;
  const page = query['pagination[page]'] ?? 1;
  const pageSize = query['pagination[pageSize]'] ?? CONTENT_SERVICE_MAX_PAGE_SIZE;
  const filter = { kinds, name: query['filters[name][$eq]'], url: query['filters[url][$eq]'], page, pageSize };
  let found = await findPublished(db, { ...filter, locale });
  if (found.total === 0 && locale !== DEFAULT_LOCALE) found = await findPublished(db, { ...filter, locale: DEFAULT_LOCALE });
  const fields = selectedFields(query) ?? CONTENT_SERVICE_FIELDS;
  const populate = query.populate !== undefined;
  return {
    data: found.rows.map((row) => item(row, fields, populate)),
    meta: { pagination: { page, pageSize, pageCount: Math.ceil(found.total / pageSize), total: found.total } },
  };
}

/** What the storefront's page at /lp/{url} shows. */
export interface PublicLandingPage {
  id: number;
  kind: LandingKind;
  url: string;
  locale: string;
  title: string;
  description: string;
  /** The body as sanitized HTML. */
  html: string;
  imageUrl: string | null;
}

/** The published landing page or article at `url` in the locale (German as the fallback), or null. */
export async function findPublicLandingPage(db: Database, url: string, locale: Locale): Promise<PublicLandingPage | null> {
  const filter = { kinds: ['landing', 'article'] as const, url, page: 1, pageSize: 1 };
  let row = (await findPublished(db, { ...filter, locale })).rows[0];
  if (!row && locale !== DEFAULT_LOCALE) row = (await findPublished(db, { ...filter, locale: DEFAULT_LOCALE })).rows[0];
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    url: row.url,
    locale: row.locale,
    title: row.title,
    description: row.description,
    html: renderMarkdown(row.bodyMarkdown),
    imageUrl: row.imageKey ? contentImageUrl(row.imageKey) : null,
  };
}
