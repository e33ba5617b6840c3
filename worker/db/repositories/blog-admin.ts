/**
 * The console's reads and conditional writes of blog articles and authors. Rows are read raw (the stored JSON text of
 * the body, the timestamp as a number) so that an edit can be made conditional on exactly what the operator read:
 * the statement's WHERE repeats every column, and a row changed meanwhile is simply not matched.
 */
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { blogArticles, blogAuthors } from '../schema.ts';
import { preparedStatement } from './conditional-audit.ts';

export interface RawArticle {
  slug: string;
  locale: string;
  author_slug: string;
  title: string;
  excerpt: string;
  /** The stored JSON array of paragraphs, as text. */
  body: string;
  published_at: number;
}

export interface RawAuthor {
  slug: string;
  locale: string;
  name: string;
  role: string;
  bio: string;
}

export interface ArticleValues {
  slug: string;
  locale: string;
  authorSlug: string;
  title: string;
  excerpt: string;
  body: string[];
  publishedAt: number;
}

export function listArticleRows(db: Database) {
  return db
    .select({ slug: blogArticles.slug, locale: blogArticles.locale, title: blogArticles.title, authorSlug: blogArticles.authorSlug, publishedAt: blogArticles.publishedAt })
    .from(blogArticles)
    .orderBy(desc(blogArticles.publishedAt), asc(blogArticles.slug), asc(blogArticles.locale))
    .limit(2000)
    .all();
}

export function listAuthorRows(db: Database) {
  return db.select().from(blogAuthors).orderBy(asc(blogAuthors.slug), asc(blogAuthors.locale)).limit(1000).all();
}

export function findRawArticle(db: Database, slug: string, locale: string): Promise<RawArticle | null> {
  return db.$client
    .prepare('SELECT slug, locale, author_slug, title, excerpt, body, published_at FROM blog_articles WHERE slug = ? AND locale = ?')
    .bind(slug, locale)
    .first<RawArticle>();
}

export function findRawAuthor(db: Database, slug: string, locale: string): Promise<RawAuthor | null> {
  return db.$client.prepare('SELECT slug, locale, name, role, bio FROM blog_authors WHERE slug = ? AND locale = ?').bind(slug, locale).first<RawAuthor>();
}

const articleMatches = (raw: RawArticle) =>
  sql`slug = ${raw.slug} AND locale = ${raw.locale} AND author_slug = ${raw.author_slug} AND title = ${raw.title}
    AND excerpt = ${raw.excerpt} AND body = ${raw.body} AND published_at = ${raw.published_at}`;

/** True while the article is exactly as read. */
export function articleUnchanged(raw: RawArticle): SQL {
  return sql`EXISTS (SELECT 1 FROM ${blogArticles} WHERE ${articleMatches(raw)})`;
}

export function articleMissing(slug: string, locale: string): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM ${blogArticles} WHERE slug = ${slug} AND locale = ${locale})`;
}

export function insertArticle(db: Database, values: ArticleValues): D1PreparedStatement {
  return preparedStatement(
    db,
    sql`INSERT INTO ${blogArticles} (slug, locale, author_slug, title, excerpt, body, published_at)
      VALUES (${values.slug}, ${values.locale}, ${values.authorSlug}, ${values.title}, ${values.excerpt}, ${JSON.stringify(values.body)}, ${values.publishedAt})
      ON CONFLICT (slug, locale) DO NOTHING`,
  );
}

export function updateArticleIfUnchanged(db: Database, raw: RawArticle, values: ArticleValues): D1PreparedStatement {
  return preparedStatement(
    db,
    sql`UPDATE ${blogArticles} SET author_slug = ${values.authorSlug}, title = ${values.title}, excerpt = ${values.excerpt},
      body = ${JSON.stringify(values.body)}, published_at = ${values.publishedAt} WHERE ${articleMatches(raw)}`,
  );
}

export function deleteArticleIfUnchanged(db: Database, raw: RawArticle): D1PreparedStatement {
  return preparedStatement(db, sql`DELETE FROM ${blogArticles} WHERE ${articleMatches(raw)}`);
}

const authorMatches = (raw: RawAuthor) => sql`slug = ${raw.slug} AND locale = ${raw.locale} AND name = ${raw.name} AND role = ${raw.role} AND bio = ${raw.bio}`;

export function authorUnchanged(raw: RawAuthor): SQL {
  return sql`EXISTS (SELECT 1 FROM ${blogAuthors} WHERE ${authorMatches(raw)})`;
}

export function authorMissing(slug: string, locale: string): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM ${blogAuthors} WHERE slug = ${slug} AND locale = ${locale})`;
}

export function insertAuthor(db: Database, author: RawAuthor): D1PreparedStatement {
  return preparedStatement(
    db,
    sql`INSERT INTO ${blogAuthors} (slug, locale, name, role, bio) VALUES (${author.slug}, ${author.locale}, ${author.name}, ${author.role}, ${author.bio})
      ON CONFLICT (slug, locale) DO NOTHING`,
  );
}

export function updateAuthorIfUnchanged(db: Database, raw: RawAuthor, next: Pick<RawAuthor, 'name' | 'role' | 'bio'>): D1PreparedStatement {
  return preparedStatement(db, sql`UPDATE ${blogAuthors} SET name = ${next.name}, role = ${next.role}, bio = ${next.bio} WHERE ${authorMatches(raw)}`);
}
