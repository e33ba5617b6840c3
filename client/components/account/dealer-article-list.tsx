/**
 * The dealer area's news or guidelines as a merchant reads them: published articles in their language (German when
 * none exist in it), the body rendered by the server from Markdown; a sign-in prompt, a dealers-only note or an
 * empty state otherwise.
 */
import '../../styles/dealer-articles.css';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/format.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useShell } from '../../shell-context.tsx';
import { MarkdownHtml } from '../markdown-html.tsx';
import { AccountListPage } from './account-page-frame.tsx';
import { ListEmpty } from './list-empty.tsx';

export interface DealerArticlesAnswer {
  kind: 'news' | 'guideline';
  locale: string;
  articles: { id: number; title: string; html: string; publishedAt: string | null }[];
}

type Section = 'news' | 'guidelines';

function Articles({ section }: { section: Section }) {
  const { t } = useTranslation();
  const { data, error } = useApi<DealerArticlesAnswer>(`/private/merchant/articles?kind=${section === 'news' ? 'news' : 'guideline'}`);
  if (error) {
    return (
      <p className="notice notice--error" role="alert">
        {error.message}
      </p>
    );
  }
  if (!data) return <div className="page-loading" aria-busy="true" />;
  if (data.articles.length === 0) {
    return <ListEmpty icon={section} title={t(`dealerArticles.${section}.emptyTitle`)} text={t(`dealerArticles.${section}.emptyText`)} to="account" button={t('dealerArticles.toAccount')} />;
  }
  return (
    <div className="dealer-articles" lang={data.locale}>
      {data.articles.map((article) => (
        <article key={article.id} className="dealer-article" aria-labelledby={`dealer-article-${article.id}`}>
          <h2 id={`dealer-article-${article.id}`}>{article.title}</h2>
          {section === 'news' && article.publishedAt && <p className="dealer-article__date">{t('dealerArticles.publishedOn', { date: formatDate(article.publishedAt) })}</p>}
          <MarkdownHtml className="prose" html={article.html} text="" />
        </article>
      ))}
    </div>
  );
}

export function DealerArticleList({ section }: { section: Section }) {
  const { t } = useTranslation();
  const { viewer } = useShell();
  const merchant = viewer.customer?.merchant;
  const allowed = merchant != null && merchant.accepted !== false && !merchant.blocked;
  return (
    <AccountListPage
      className="dealer-articles-page container--narrow"
      title={t(`dealerArticles.${section}.title`)}
      intro={t(`dealerArticles.${section}.intro`)}
      signIn={t('dealerArticles.signIn')}
      signedIn={Boolean(viewer.customer)}
    >
      {allowed ? (
        <Articles section={section} />
      ) : (
        <ListEmpty icon={section} title={t('dealerArticles.dealersOnly.title')} text={t('dealerArticles.dealersOnly.text')} to="account-merchant-register" button={t('dealerArticles.dealersOnly.button')} />
      )}
    </AccountListPage>
  );
}
