/** Reads editorial pages, blog articles and authors per locale. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { BlogArticle, BlogAuthor, ContentPage, ContentPageSlug } from '../../../domain/content.ts';
import type { Locale } from '../../../domain/locales.ts';
import type { Database } from '../client.ts';
import { blogArticles, blogAuthors, contentPages } from '../schema.ts';

export async function findContentPage(db: Database, slug: ContentPageSlug, locale: Locale): Promise<ContentPage | null> {
  const row = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), eq(contentPages.locale, locale)))
    .get();
  if (!row) return null;
  return { slug, locale, title: row.title, description: row.description, body: row.body as ContentPage['body'] };
}

const toArticle = (row: typeof blogArticles.$inferSelect): BlogArticle => ({
  slug: row.slug,
  authorSlug: row.authorSlug,
  title: row.title,
  excerpt: row.excerpt,
  body: row.body,
  publishedAt: row.publishedAt.toISOString(),
});

export async function listArticles(
  db: Database,
  locale: Locale,
  page: number,
  perPage: number,
  authorSlug?: string,
): Promise<{ articles: BlogArticle[]; total: number }> {
  const where = authorSlug
    ? and(eq(blogArticles.locale, locale), eq(blogArticles.authorSlug, authorSlug))
    : eq(blogArticles.locale, locale);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(blogArticles)
      .where(where)
      .orderBy(desc(blogArticles.publishedAt))
      .limit(perPage)
      .offset((page - 1) * perPage)
      .all(),
    db.select({ total: count() }).from(blogArticles).where(where).get(),
  ]);
  return { articles: rows.map(toArticle), total: totals?.total ?? 0 };
}

export async function findArticle(db: Database, slug: string, locale: Locale): Promise<BlogArticle | null> {
  const row = await db
    .select()
    .from(blogArticles)
    .where(and(eq(blogArticles.slug, slug), eq(blogArticles.locale, locale)))
    .get();
  return row ? toArticle(row) : null;
}

export async function findAuthor(db: Database, slug: string, locale: Locale): Promise<BlogAuthor | null> {
  const row = await db
    .select()
    .from(blogAuthors)
    .where(and(eq(blogAuthors.slug, slug), eq(blogAuthors.locale, locale)))
    .get();
  return row ? { slug: row.slug, name: row.name, role: row.role, bio: row.bio } : null;
}
