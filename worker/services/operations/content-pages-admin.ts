/**
 * The console's site pages (content_pages): list of slugs × locales, one page with its draft, saving a draft and
 * publishing it (the draft's fields copied into content_pages in the same batch as the audit entry and the stamp).
 */
import { sql } from 'drizzle-orm';
import { CONTENT_PAGE_SLUGS, type ContentPageSlug } from '../../../domain/content.ts';
import { LOCALES, type Locale } from '../../../domain/locales.ts';
import { type PageFields, pageBodyKind, pageFieldsSchema } from '../../../domain/operations/content-page-fields.ts';
import { fieldErrors } from '../../../domain/validation/rules.ts';
import { preparedStatement } from '../../db/repositories/conditional-audit.ts';
import type { Database } from '../../db/client.ts';
import { contentPages } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from './audit.ts';
import { changedFieldNames, type DraftKey, listDraftStates, markPublished, readDraft, saveDraft } from './content-drafts.ts';

const pageKey = (slug: ContentPageSlug, locale: Locale): DraftKey => ({ kind: 'page', itemKey: slug, locale });

export interface PageListItem {
  slug: ContentPageSlug;
  locale: Locale;
  bodyKind: ReturnType<typeof pageBodyKind>;
  title: string | null;
  updatedAt: number | null;
  /** A saved draft holds changes not published yet. */
  hasDraft: boolean;
}

export async function listPages(db: Database): Promise<PageListItem[]> {
  const [pages, drafts] = await Promise.all([
    db.select({ slug: contentPages.slug, locale: contentPages.locale, title: contentPages.title, updatedAt: contentPages.updatedAt }).from(contentPages).all(),
    listDraftStates(db, 'page'),
  ]);
  const published = new Map(pages.map((page) => [`${page.slug}:${page.locale}`, page]));
  const unpublished = new Set(drafts.filter((draft) => draft.publishedAt === null).map((draft) => `${draft.itemKey}:${draft.locale}`));
  return CONTENT_PAGE_SLUGS.flatMap((slug) =>
    LOCALES.map((locale) => {
      const page = published.get(`${slug}:${locale}`);
      return {
        slug,
        locale,
        bodyKind: pageBodyKind(slug),
        title: page?.title ?? null,
        updatedAt: page ? page.updatedAt.getTime() : null,
        hasDraft: unpublished.has(`${slug}:${locale}`),
      };
    }),
  );
}

async function publishedPage(db: Database, slug: ContentPageSlug, locale: Locale) {
  const row = await db
    .select()
    .from(contentPages)
    .where(sql`${contentPages.slug} = ${slug} AND ${contentPages.locale} = ${locale}`)
    .get();
  return row ? { fields: { title: row.title, description: row.description, body: row.body } as Record<string, unknown>, updatedAt: row.updatedAt.getTime() } : null;
}

/** The published page and the draft (if any), as the editor loads them. */
export async function readPage(db: Database, slug: ContentPageSlug, locale: Locale) {
  const [published, draft] = await Promise.all([publishedPage(db, slug, locale), readDraft(db, pageKey(slug, locale))]);
  return {
    slug,
    locale,
    bodyKind: pageBodyKind(slug),
    published,
    draft: draft ? { fields: draft.fields, revision: draft.revision, updatedAt: draft.updatedAt, updatedBy: draft.updatedBy, publishedAt: draft.publishedAt } : null,
  };
}

/** The fields validated against the page's body kind; 400 `validation_failed` (nothing stored) otherwise. */
export function parsePageFields(slug: ContentPageSlug, fields: unknown): PageFields {
  const result = pageFieldsSchema(pageBodyKind(slug)).safeParse(fields);
  if (!result.success) throw new ApiError(400, 'validation_failed', fieldErrors(result.error));
  return result.data;
}

export async function savePageDraft(db: Database, actor: AuditActor, slug: ContentPageSlug, locale: Locale, fields: unknown, revision: number | null) {
  const parsed = parsePageFields(slug, fields);
  return saveDraft(db, actor, { ...pageKey(slug, locale), fields: parsed, revision });
}

/** Copies the draft revision into content_pages; 409 when it moved on or was published meanwhile. */
export async function publishPage(db: Database, actor: AuditActor, slug: ContentPageSlug, locale: Locale, revision: number) {
  const key = pageKey(slug, locale);
  const [draft, published] = await Promise.all([readDraft(db, key), publishedPage(db, slug, locale)]);
  // A draft saved before a schema change could no longer fit its page; refuse rather than publish a broken page.
  const fields = draft ? parsePageFields(slug, draft.fields) : null;
  const now = Date.now();
  return markPublished(
    db,
    actor,
    {
      key,
      revision,
      changed: fields ? changedFieldNames(published?.fields ?? null, fields) : [],
      copy: (condition) =>
        fields
          ? [
              preparedStatement(
                db,
                sql`INSERT INTO ${contentPages} (slug, locale, title, description, body, updated_at)
                  SELECT ${slug}, ${locale}, ${fields.title}, ${fields.description}, ${JSON.stringify(fields.body)}, ${now} WHERE ${condition}
                  ON CONFLICT (slug, locale) DO UPDATE SET title = excluded.title, description = excluded.description,
                    body = excluded.body, updated_at = excluded.updated_at`,
              ),
            ]
          : [],
    },
    now,
  );
}
