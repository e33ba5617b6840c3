/**
 * Console area "dealerArticles": the dealer area's news and guidelines in every language, with their state;
 * /admin/dealerArticles/new writes one, /admin/dealerArticles/{id} edits, publishes, withdraws or deletes it.
 */
import '../../../styles/admin-pages.css';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../domain/format.ts';
import { ArticleEditor, type DealerArticle } from '../../../components/admin/dealer-articles/article-editor.tsx';
import { useApi } from '../../../hooks/use-api.ts';
import { Link } from '../../../router.tsx';
import type { SectionProps } from '../sections.ts';
import { ScrollingTable } from '../../../components/admin/scrolling-table.tsx';

function ArticleList() {
  const { t } = useTranslation('admin');
  const { data, error, mutate } = useApi<{ items: DealerArticle[] }>('/admin/api/content/dealer-articles');
  return (
    <>
      <div className="console-heading">
        <h1>{t('console.sections.dealerArticles')}</h1>
        <Link to="admin-section-id" params={{ section: 'dealerArticles', id: 'new' }} className="button button--primary">
          {t('dealer-articles.new')}
        </Link>
      </div>
      <p>{t('dealer-articles.intro')}</p>
      {error && (
        <p className="console-notice" role="alert">
          {t('console.loadFailed')}{' '}
          <button type="button" className="button button--ghost" onClick={() => void mutate()}>
            {t('console.retry')}
          </button>
        </p>
      )}
      {!data && !error && <p role="status">{t('console.loading')}</p>}
      {data && data.items.length === 0 && <p>{t('dealer-articles.empty')}</p>}
      {data && data.items.length > 0 && (
        <ScrollingTable label={t('console.sections.dealerArticles')}>
          <table className="console-table">
            <caption className="visually-hidden">{t('console.sections.dealerArticles')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dealer-articles.column.title')}</th>
                <th scope="col">{t('dealer-articles.column.kind')}</th>
                <th scope="col">{t('dealer-articles.column.locale')}</th>
                <th scope="col">{t('dealer-articles.column.state')}</th>
                <th scope="col">{t('dealer-articles.column.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((article) => (
                <tr key={article.id}>
                  <th scope="row">
                    <Link to="admin-section-id" params={{ section: 'dealerArticles', id: String(article.id) }}>
                      {article.title}
                    </Link>
                  </th>
                  <td>{t(`dealer-articles.kind.${article.kind}`)}</td>
                  <td>{article.locale.toUpperCase()}</td>
                  <td>
                    {article.publishedAt ? (
                      <span className="console-pill console-pill--ok">{t('dealer-articles.state.published')}</span>
                    ) : (
                      <span className="console-pill console-pill--warn">{t('dealer-articles.state.draft')}</span>
                    )}
                  </td>
                  <td>{formatDateTime(article.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </>
  );
}

export default function DealerArticlesSection({ id }: SectionProps) {
  const { t } = useTranslation('admin');
  if (id === null) return <ArticleList />;
  if (id === 'new') return <ArticleEditor key="new" id={null} />;
  const numeric = Number(id);
  if (!Number.isInteger(numeric) || numeric <= 0) return <p role="alert">{t('console.notFound')}</p>;
  return <ArticleEditor key={id} id={numeric} />;
}
