/** Blog posts: the list (filtered by language) and the editor of the chosen or a new post. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../domain/format.ts';
import { LOCALES } from '../../../../domain/locales.ts';
import type { BlogListItem } from '../../../../domain/operations/blog-posts.ts';
import { useApi } from '../../../hooks/use-api.ts';
import { type BlogKey, BlogEditor } from './blog-editor.tsx';
import { LoadState } from './load-state.tsx';
import { ScrollingTable } from '../scrolling-table.tsx';

export function BlogPanel() {
  const { t } = useTranslation('admin');
  const id = useId();
  const { data, error, isLoading, mutate } = useApi<{ items: BlogListItem[] }>('/admin/api/content/blog');
  const [locale, setLocale] = useState<string>('');
  // undefined: no editor; null: a new post.
  const [open, setOpen] = useState<BlogKey | null | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);
  const items = (data?.items ?? []).filter((item) => locale === '' || item.locale === locale);
  const isOpen = (item: BlogListItem) => open?.slug === item.slug && open.locale === item.locale;

  return (
    <>
      <section className="console-panel" aria-labelledby={`${id}-heading`}>
        <div className="console-toolbar">
          <h2 id={`${id}-heading`}>{t('landing.blog.heading')}</h2>
          <label htmlFor={`${id}-locale`}>{t('landing.blog.filterLocale')}</label>
          <select id={`${id}-locale`} value={locale} onChange={(event) => setLocale(event.target.value)}>
            <option value="">{t('landing.blog.all')}</option>
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <button type="button" className="button" onClick={() => setOpen(null)}>
            {t('landing.blog.new')}
          </button>
        </div>
        {notice && (
          <p className="console-notice console-notice--info" role="status">
            {notice}
          </p>
        )}
        <LoadState loading={isLoading} failed={error !== undefined} retry={() => void mutate()} />
        {data && items.length === 0 && <p>{t('landing.blog.empty')}</p>}
        {items.length > 0 && (
          <ScrollingTable label={t('landing.blog.heading')}>
            <table className="console-table">
              <caption className="visually-hidden">{t('landing.blog.heading')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('landing.columns.title')}</th>
                  <th scope="col">{t('landing.columns.locale')}</th>
                  <th scope="col">{t('landing.columns.slug')}</th>
                  <th scope="col">{t('landing.columns.author')}</th>
                  <th scope="col">{t('landing.columns.published')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={`${item.slug}:${item.locale}`}>
                    <th scope="row">
                      <button type="button" className="landing-row-link" aria-pressed={isOpen(item)} onClick={() => setOpen({ slug: item.slug, locale: item.locale })}>
                        {item.title}
                      </button>
                    </th>
                    <td>{item.locale}</td>
                    <td>
                      <code>{item.slug}</code>
                    </td>
                    <td>{item.authorSlug}</td>
                    <td>{formatDate(item.publishedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        )}
      </section>
      {open !== undefined && (
        <BlogEditor
          key={open ? `${open.slug}:${open.locale}` : 'new'}
          item={open}
          onClose={() => setOpen(undefined)}
          onDone={(message, item) => {
            setNotice(message);
            void mutate();
            setOpen(item ?? undefined);
          }}
        />
      )}
    </>
  );
}
