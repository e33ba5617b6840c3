/**
 * The console's blog articles and authors. The editor receives a `version` (a SHA-256 over the stored row) and sends
 * it back; the write then applies only to the row exactly as read, batched with its audit entry
 * (`content.blog_*` / `content.author_*`, subject `blog:<slug>:<locale>` / `author:<slug>:<locale>`), so two
 * operators at once never both succeed: the loser gets 409 `conflict`.
 */
import {
  type AuthorCreate,
  type AuthorDetail,
  type AuthorUpdate,
  type BlogCreate,
  type BlogDetail,
  type BlogListItem,
  type BlogUpdate,
  markdownParagraphs,
  paragraphsMarkdown,
} from '../../../domain/operations/blog-posts.ts';
import {
  type ArticleValues,
  articleMissing,
  articleUnchanged,
  authorMissing,
  authorUnchanged,
  deleteArticleIfUnchanged,
  findRawArticle,
  findRawAuthor,
  insertArticle,
  insertAuthor,
  listArticleRows,
  listAuthorRows,
  type RawArticle,
  type RawAuthor,
  updateArticleIfUnchanged,
  updateAuthorIfUnchanged,
} from '../../db/repositories/blog-admin.ts';
import { auditInsertWhen, runAudited } from '../../db/repositories/conditional-audit.ts';
import { deletionRecorded } from '../../db/repositories/landing-pages.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { conflict } from '../../lib/conflict.ts';
import type { AuditActor } from './audit.ts';

async function versionOf(row: RawArticle | RawAuthor): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)))));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (value: string) => Date.parse(`${value}T00:00:00Z`);

function parseBody(body: string): string[] {
  const parsed: unknown = JSON.parse(body);
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

async function articleDetail(raw: RawArticle): Promise<BlogDetail> {
  return {
    slug: raw.slug,
    locale: raw.locale,
    title: raw.title,
    authorSlug: raw.author_slug,
    publishedAt: day(raw.published_at),
    excerpt: raw.excerpt,
    markdown: paragraphsMarkdown(parseBody(raw.body)),
    version: await versionOf(raw),
  };
}

async function authorDetail(raw: RawAuthor): Promise<AuthorDetail> {
  return { slug: raw.slug, locale: raw.locale, name: raw.name, role: raw.role, bio: raw.bio, version: await versionOf(raw) };
}

const articleSubject = (slug: string, locale: string) => `blog:${slug}:${locale}`;
const authorSubject = (slug: string, locale: string) => `author:${slug}:${locale}`;

async function requireArticle(db: Database, slug: string, locale: string): Promise<RawArticle> {
  const raw = await findRawArticle(db, slug, locale);
  if (!raw) throw new ApiError(404, 'not_found');
  return raw;
}

async function requireAuthor(db: Database, slug: string, locale: string): Promise<RawAuthor> {
  const raw = await findRawAuthor(db, slug, locale);
  if (!raw) throw new ApiError(404, 'not_found');
  return raw;
}

/** An article names an author who exists in its locale (the blog shows the author's name and page). */
async function checkAuthor(db: Database, authorSlug: string, locale: string): Promise<void> {
  if (!(await findRawAuthor(db, authorSlug, locale))) throw new ApiError(400, 'validation_failed', { authorSlug: 'validation.invalid_value' });
}

export async function listBlog(db: Database): Promise<BlogListItem[]> {
  return (await listArticleRows(db)).map((row) => ({ ...row, publishedAt: day(row.publishedAt.getTime()) }));
}

export async function readBlog(db: Database, slug: string, locale: string): Promise<BlogDetail> {
  return articleDetail(await requireArticle(db, slug, locale));
}

function values(slug: string, locale: string, input: Omit<BlogUpdate, 'version'>): ArticleValues {
  return {
    slug,
    locale,
    authorSlug: input.authorSlug,
    title: input.title,
    excerpt: input.excerpt,
    body: markdownParagraphs(input.markdown),
    publishedAt: dayStart(input.publishedAt),
  };
}

export async function createBlog(db: Database, actor: AuditActor, input: BlogCreate, now = Date.now()): Promise<BlogDetail> {
  await checkAuthor(db, input.authorSlug, input.locale);
  const entry = { action: 'content.blog_created', subjectType: 'content' as const, subjectId: articleSubject(input.slug, input.locale), after: { title: input.title, authorSlug: input.authorSlug, publishedAt: input.publishedAt } };
  const applied = await runAudited(db, auditInsertWhen(db, actor, entry, articleMissing(input.slug, input.locale), now), insertArticle(db, values(input.slug, input.locale, input)));
  if (!applied) throw new ApiError(409, 'conflict', { slug: 'validation.invalid' }, undefined, { changed: { slug: input.slug } });
  return readBlog(db, input.slug, input.locale);
}

export async function updateBlog(db: Database, actor: AuditActor, slug: string, locale: string, input: BlogUpdate, now = Date.now()): Promise<BlogDetail> {
  const raw = await requireArticle(db, slug, locale);
  const current = await articleDetail(raw);
  if (current.version !== input.version) throw conflict({ ...current });
  await checkAuthor(db, input.authorSlug, locale);
  const changed = (['title', 'excerpt', 'authorSlug', 'markdown', 'publishedAt'] as const).filter((key) =>
    key === 'markdown' ? paragraphsMarkdown(markdownParagraphs(input.markdown)) !== current.markdown : input[key] !== current[key],
  );
  const entry = { action: 'content.blog_updated', subjectType: 'content' as const, subjectId: articleSubject(slug, locale), before: { version: current.version }, after: { changed } };
  const applied = await runAudited(db, auditInsertWhen(db, actor, entry, articleUnchanged(raw), now), updateArticleIfUnchanged(db, raw, values(slug, locale, input)));
  if (!applied) throw conflict({ ...(await readBlog(db, slug, locale)) });
  return readBlog(db, slug, locale);
}

export async function deleteBlog(db: Database, actor: AuditActor, slug: string, locale: string, version: string, now = Date.now()): Promise<void> {
  const raw = await findRawArticle(db, slug, locale);
  if (!raw) {
    if (await deletionRecorded(db, 'content.blog_deleted', articleSubject(slug, locale))) throw conflict({ deleted: true });
    throw new ApiError(404, 'not_found');
  }
  const current = await articleDetail(raw);
  if (current.version !== version) throw conflict({ ...current });
  const entry = { action: 'content.blog_deleted', subjectType: 'content' as const, subjectId: articleSubject(slug, locale), before: { title: raw.title, version }, after: null };
  const applied = await runAudited(db, auditInsertWhen(db, actor, entry, articleUnchanged(raw), now), deleteArticleIfUnchanged(db, raw));
  if (!applied) throw conflict({ deleted: (await findRawArticle(db, slug, locale)) === null });
}

export async function listAuthors(db: Database): Promise<Omit<AuthorDetail, 'version'>[]> {
  return (await listAuthorRows(db)).map(({ slug, locale, name, role, bio }) => ({ slug, locale, name, role, bio }));
}

export async function readAuthor(db: Database, slug: string, locale: string): Promise<AuthorDetail> {
  return authorDetail(await requireAuthor(db, slug, locale));
}

export async function createAuthor(db: Database, actor: AuditActor, input: AuthorCreate, now = Date.now()): Promise<AuthorDetail> {
  const entry = { action: 'content.author_created', subjectType: 'content' as const, subjectId: authorSubject(input.slug, input.locale), after: { name: input.name } };
  const applied = await runAudited(db, auditInsertWhen(db, actor, entry, authorMissing(input.slug, input.locale), now), insertAuthor(db, input));
  if (!applied) throw new ApiError(409, 'conflict', { slug: 'validation.invalid' }, undefined, { changed: { slug: input.slug } });
  return readAuthor(db, input.slug, input.locale);
}

export async function updateAuthor(db: Database, actor: AuditActor, slug: string, locale: string, input: AuthorUpdate, now = Date.now()): Promise<AuthorDetail> {
  const raw = await requireAuthor(db, slug, locale);
  const current = await authorDetail(raw);
  if (current.version !== input.version) throw conflict({ ...current });
  const changed = (['name', 'role', 'bio'] as const).filter((key) => input[key] !== raw[key]);
  const entry = { action: 'content.author_updated', subjectType: 'content' as const, subjectId: authorSubject(slug, locale), before: { version: current.version }, after: { changed } };
  const applied = await runAudited(db, auditInsertWhen(db, actor, entry, authorUnchanged(raw), now), updateAuthorIfUnchanged(db, raw, input));
  if (!applied) throw conflict({ ...(await readAuthor(db, slug, locale)) });
  return readAuthor(db, slug, locale);
}
