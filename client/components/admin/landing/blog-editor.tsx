/** Creates or edits one blog post in one language (with the version read); deleting needs that version too. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../../domain/locales.ts';
import type { AuthorDetail, BlogDetail } from '../../../../domain/operations/blog-posts.ts';
import { berlinDay } from '../../../../domain/operations/berlin-input.ts';
import { useApi } from '../../../hooks/use-api.ts';
import { api } from '../../../lib/api.ts';
import { actionMessage, isConflict } from './action-message.ts';
import { MarkdownField } from './markdown-field.tsx';

export interface BlogKey {
  slug: string;
  locale: string;
}

interface Props {
  /** null: a new post. */
  item: BlogKey | null;
  onDone: (message: string, item: BlogKey | null) => void;
  onClose: () => void;
}

type Draft = Omit<BlogDetail, 'version'>;

/** A new post, dated today in Berlin when the editor opens (not the UTC day, nor the day the console was loaded). */
const emptyDraft = (): Draft => ({ slug: '', locale: 'de', title: '', excerpt: '', authorSlug: '', markdown: '', publishedAt: berlinDay(Date.now()) });

export function BlogEditor({ item, onDone, onClose }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const path = item ? `/admin/api/content/blog/${item.slug}/${item.locale}` : null;
  const { data: post, mutate } = useApi<BlogDetail>(path);
  const { data: authors } = useApi<{ items: Omit<AuthorDetail, 'version'>[] }>('/admin/api/content/authors');
  const [edit, setEdit] = useState<{ base: string | null; draft: Draft } | null>(null);
  const [fresh] = useState(emptyDraft);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (item && !post) return <p role="status">{t('console.loading')}</p>;
  const base = post?.version ?? null;
  const draft: Draft = edit && edit.base === base ? edit.draft : post ?? fresh;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setEdit({ base, draft: { ...draft, [key]: value } });
  const localAuthors = (authors?.items ?? []).filter((author) => author.locale === draft.locale);

  const run = async (action: () => Promise<BlogDetail | null>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const result = await action();
      setEdit(null);
      if (result && path) await mutate(result, { revalidate: false });
      onDone(done, result ? { slug: result.slug, locale: result.locale } : null);
    } catch (error) {
      setMessage(actionMessage(t, error));
      if (isConflict(error)) await mutate();
    } finally {
      setBusy(false);
    }
  };
  const fields = { title: draft.title, excerpt: draft.excerpt, authorSlug: draft.authorSlug, markdown: draft.markdown, publishedAt: draft.publishedAt };
  const save = () =>
    run(
      () =>
        post
          ? api<BlogDetail>(`/admin/api/content/blog/${post.slug}/${post.locale}`, { method: 'PUT', json: { ...fields, version: post.version } })
          : api<BlogDetail>('/admin/api/content/blog', { method: 'POST', json: { ...fields, slug: draft.slug, locale: draft.locale } }),
      t('landing.saved'),
    );
  const remove = () => {
    if (!post || !window.confirm(t('landing.confirmDelete', { title: post.title }))) return;
    void run(async () => {
      await api(`/admin/api/content/blog/${post.slug}/${post.locale}?version=${post.version}`, { method: 'DELETE' });
      return null;
    }, t('landing.deleted'));
  };

  return (
    <section className="console-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{post ? t('landing.blog.editHeading', { title: post.title }) : t('landing.blog.newHeading')}</h2>
      {message && (
        <p className="console-notice" role="alert">
          {message}
        </p>
      )}
      <form
        className="console-form landing-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label htmlFor={`${id}-slug`}>{t('landing.blog.fields.slug')}</label>
        <input id={`${id}-slug`} type="text" required readOnly={post !== undefined} value={draft.slug} maxLength={120} pattern="[a-z0-9\-]{1,120}" onChange={(event) => set('slug', event.target.value)} />
        <label htmlFor={`${id}-locale`}>{t('landing.blog.fields.locale')}</label>
        <select id={`${id}-locale`} disabled={post !== undefined} value={draft.locale} onChange={(event) => set('locale', event.target.value as Locale)}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {locale}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-title`}>{t('landing.blog.fields.title')}</label>
        <input id={`${id}-title`} type="text" required value={draft.title} maxLength={200} onChange={(event) => set('title', event.target.value)} />
        <label htmlFor={`${id}-excerpt`}>{t('landing.blog.fields.excerpt')}</label>
        <textarea id={`${id}-excerpt`} rows={3} required value={draft.excerpt} maxLength={1000} onChange={(event) => set('excerpt', event.target.value)} />
        <label htmlFor={`${id}-author`}>{t('landing.blog.fields.author')}</label>
        <select id={`${id}-author`} required value={draft.authorSlug} onChange={(event) => set('authorSlug', event.target.value)}>
          <option value="">–</option>
          {localAuthors.map((author) => (
            <option key={author.slug} value={author.slug}>
              {author.name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-date`}>{t('landing.blog.fields.publishedAt')}</label>
        <input id={`${id}-date`} type="date" required value={draft.publishedAt} onChange={(event) => set('publishedAt', event.target.value)} />
        <MarkdownField label={t('landing.blog.fields.body')} value={draft.markdown} required onChange={(value) => set('markdown', value)} />
        <div className="console-actions">
          <button type="submit" className="button" disabled={busy}>
            {t('console.save')}
          </button>
          {post && (
            <button type="button" className="button button--ghost" disabled={busy} onClick={remove}>
              {t('landing.delete')}
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('landing.close')}
          </button>
        </div>
      </form>
    </section>
  );
}
