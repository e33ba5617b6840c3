/**
 * Console area "pages": the site pages (home, FAQ, jobs, legal and the others) per language, each with its state
 * (published, unpublished draft); /admin/pages/{slug}.{locale} edits one page in one language.
 */
import '../../../styles/admin-pages.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../domain/format.ts';
import { LOCALES, LOCALE_NAMES, type Locale } from '../../../../domain/locales.ts';
import { PageEditor } from '../../../components/admin/pages/page-editor.tsx';
import { useApi } from '../../../hooks/use-api.ts';
import { Link } from '../../../router.tsx';
import type { SectionProps } from '../sections.ts';
import { ScrollingTable } from '../../../components/admin/scrolling-table.tsx';

interface PageItem {
  slug: string;
  locale: Locale;
  title: string | null;
  updatedAt: number | null;
  hasDraft: boolean;
}

function PageList() {
  const { t } = useTranslation('admin');
  const [locale, setLocale] = useState<Locale>('de');
  const { data, error, mutate } = useApi<{ items: PageItem[] }>('/admin/api/content/pages');
  const rows = data?.items.filter((item) => item.locale === locale) ?? [];
  return (
    <>
      <div className="console-heading">
        <h1>{t('console.sections.pages')}</h1>
      </div>
      <p>{t('pages.intro')}</p>
      <div className="console-toolbar">
        <label>
          {t('pages.language')}
          <select value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && (
        <p className="console-notice" role="alert">
          {t('console.loadFailed')}{' '}
          <button type="button" className="button button--ghost" onClick={() => void mutate()}>
            {t('console.retry')}
          </button>
        </p>
      )}
      {!data && !error && <p role="status">{t('console.loading')}</p>}
      {data && (
        <ScrollingTable label={t('pages.tableCaption', { language: LOCALE_NAMES[locale] })}>
          <table className="console-table">
            <caption className="visually-hidden">{t('pages.tableCaption', { language: LOCALE_NAMES[locale] })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pages.column.page')}</th>
                <th scope="col">{t('pages.column.title')}</th>
                <th scope="col">{t('pages.column.updated')}</th>
                <th scope="col">{t('pages.column.state')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((item) => (
                <tr key={item.slug}>
                  <th scope="row">
                    <Link to="admin-section-id" params={{ section: 'pages', id: `${item.slug}.${item.locale}` }}>
                      {t(`pages.slug.${item.slug}`, { defaultValue: item.slug })}
                    </Link>
                  </th>
                  <td>{item.title ?? '—'}</td>
                  <td>{item.updatedAt ? formatDateTime(item.updatedAt) : '—'}</td>
                  <td>
                    {item.hasDraft ? (
                      <span className="console-pill console-pill--warn">{t('pages.state.draft')}</span>
                    ) : item.title === null ? (
                      <span className="console-pill console-pill--error">{t('pages.state.missing')}</span>
                    ) : (
                      <span className="console-pill console-pill--ok">{t('pages.state.published')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </>
  );
}

export default function PagesSection({ id }: SectionProps) {
  const { t } = useTranslation('admin');
  if (id === null) return <PageList />;
  const [slug, locale] = id.split('.');
  if (!slug || !locale || !(LOCALES as readonly string[]).includes(locale)) return <p role="alert">{t('console.notFound')}</p>;
  return <PageEditor key={id} slug={slug} locale={locale} />;
}
