/** Blog authors per language: the list and an editor (with the version read) for the chosen or a new author. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../../domain/locales.ts';
import type { AuthorDetail } from '../../../../domain/operations/blog-posts.ts';
import { useApi } from '../../../hooks/use-api.ts';
import { api } from '../../../lib/api.ts';
import { actionMessage, isConflict } from './action-message.ts';
import type { BlogKey } from './blog-editor.tsx';
import { LoadState } from './load-state.tsx';
import { ScrollingTable } from '../scrolling-table.tsx';

type Author = Omit<AuthorDetail, 'version'>;
const EMPTY: Author = { slug: '', locale: 'de', name: '', role: '', bio: '' };

function AuthorEditor({ item, onDone, onClose }: { item: BlogKey | null; onDone: (message: string, item: BlogKey) => void; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const path = item ? `/admin/api/content/authors/${item.slug}/${item.locale}` : null;
  const { data: author, mutate } = useApi<AuthorDetail>(path);
  const [edit, setEdit] = useState<{ base: string | null; draft: Author } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  if (item && !author) return <p role="status">{t('console.loading')}</p>;
  const base = author?.version ?? null;
  const draft = edit && edit.base === base ? edit.draft : author ?? EMPTY;
  const set = (key: keyof Author, value: string) => setEdit({ base, draft: { ...draft, [key]: value } });

  const save = async () => {
    setMessage(null);
    try {
      const texts = { name: draft.name, role: draft.role, bio: draft.bio };
      const saved = author
        ? await api<AuthorDetail>(`/admin/api/content/authors/${author.slug}/${author.locale}`, { method: 'PUT', json: { ...texts, version: author.version } })
        : await api<AuthorDetail>('/admin/api/content/authors', { method: 'POST', json: { ...texts, slug: draft.slug, locale: draft.locale } });
      setEdit(null);
      if (path) await mutate(saved, { revalidate: false });
      onDone(t('landing.saved'), { slug: saved.slug, locale: saved.locale });
    } catch (error) {
      setMessage(actionMessage(t, error));
      if (isConflict(error)) await mutate();
    }
  };

  return (
    <section className="console-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{author ? t('landing.authors.editHeading', { name: author.name }) : t('landing.authors.newHeading')}</h2>
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
        <label htmlFor={`${id}-slug`}>{t('landing.authors.fields.slug')}</label>
        <input id={`${id}-slug`} type="text" required readOnly={author !== undefined} value={draft.slug} maxLength={120} pattern="[a-z0-9\-]{1,120}" onChange={(event) => set('slug', event.target.value)} />
        <label htmlFor={`${id}-locale`}>{t('landing.authors.fields.locale')}</label>
        <select id={`${id}-locale`} disabled={author !== undefined} value={draft.locale} onChange={(event) => set('locale', event.target.value as Locale)}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {locale}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-name`}>{t('landing.authors.fields.name')}</label>
        <input id={`${id}-name`} type="text" required value={draft.name} maxLength={100} onChange={(event) => set('name', event.target.value)} />
        <label htmlFor={`${id}-role`}>{t('landing.authors.fields.role')}</label>
        <input id={`${id}-role`} type="text" required value={draft.role} maxLength={100} onChange={(event) => set('role', event.target.value)} />
        <label htmlFor={`${id}-bio`}>{t('landing.authors.fields.bio')}</label>
        <textarea id={`${id}-bio`} rows={4} required value={draft.bio} maxLength={2000} onChange={(event) => set('bio', event.target.value)} />
        <div className="console-actions">
          <button type="submit" className="button">
            {t('console.save')}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('landing.close')}
          </button>
        </div>
      </form>
    </section>
  );
}

export function AuthorsPanel() {
  const { t } = useTranslation('admin');
  const { data, error, isLoading, mutate } = useApi<{ items: Author[] }>('/admin/api/content/authors');
  const [open, setOpen] = useState<BlogKey | null | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <section className="console-panel" aria-labelledby="landing-authors-heading">
        <div className="console-toolbar">
          <h2 id="landing-authors-heading">{t('landing.authors.heading')}</h2>
          <button type="button" className="button" onClick={() => setOpen(null)}>
            {t('landing.authors.new')}
          </button>
        </div>
        {notice && (
          <p className="console-notice console-notice--info" role="status">
            {notice}
          </p>
        )}
        <LoadState loading={isLoading} failed={error !== undefined} retry={() => void mutate()} />
        {data && data.items.length === 0 && <p>{t('landing.authors.empty')}</p>}
        {data && data.items.length > 0 && (
          <ScrollingTable label={t('landing.authors.heading')}>
            <table className="console-table">
              <caption className="visually-hidden">{t('landing.authors.heading')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('landing.authors.fields.name')}</th>
                  <th scope="col">{t('landing.columns.locale')}</th>
                  <th scope="col">{t('landing.columns.slug')}</th>
                  <th scope="col">{t('landing.columns.role')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((author) => (
                  <tr key={`${author.slug}:${author.locale}`}>
                    <th scope="row">
                      <button type="button" className="landing-row-link" onClick={() => setOpen({ slug: author.slug, locale: author.locale })}>
                        {author.name}
                      </button>
                    </th>
                    <td>{author.locale}</td>
                    <td>
                      <code>{author.slug}</code>
                    </td>
                    <td>{author.role}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        )}
      </section>
      {open !== undefined && (
        <AuthorEditor
          key={open ? `${open.slug}:${open.locale}` : 'new'}
          item={open}
          onClose={() => setOpen(undefined)}
          onDone={(message, item) => {
            setNotice(message);
            void mutate();
            setOpen(item);
          }}
        />
      )}
    </>
  );
}
