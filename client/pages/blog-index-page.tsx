/** The guide (blog) index: newest articles first, with author and date. */
import { useTranslation } from 'react-i18next';
import type { BlogArticle } from '../../domain/content.ts';
import { formatDate } from '../../domain/format.ts';
import { PageMeta } from '../components/page-meta.tsx';
import { useApi } from '../hooks/use-api.ts';
import { Link } from '../router.tsx';
import { keys, pageParam } from './data-keys.ts';
import type { PageProps } from './registry.ts';

export function ArticleList({ articles }: { articles: BlogArticle[] }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid--articles">
      {articles.map((article) => (
        <article key={article.slug} className="article-card">
          <p className="article-card__date">{formatDate(article.publishedAt)}</p>
          <h2>
            <Link to="blog-slug" params={{ slug: article.slug }}>
              {article.title}
            </Link>
          </h2>
          <p>{article.excerpt}</p>
          <Link to="blog-slug" params={{ slug: article.slug }} className="article-card__more" aria-hidden="true" tabIndex={-1}>
            {t('blog.readMore')} →
          </Link>
        </article>
      ))}
    </div>
  );
}

export default function BlogIndexPage({ search }: PageProps) {
  const { t } = useTranslation();
  const { data } = useApi<{ articles: BlogArticle[] }>(keys.blog(pageParam(search)));
  return (
    <div className="container page">
      <PageMeta title={t('blog.title')} description={t('blog.intro')} />
      <h1 className="page__title">{t('blog.title')}</h1>
      <p className="page__intro">{t('blog.intro')}</p>
      {data && (data.articles.length ? <ArticleList articles={data.articles} /> : <p>{t('blog.empty')}</p>)}
    </div>
  );
}
