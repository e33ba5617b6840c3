/** One guide article with its author. */
import { useTranslation } from 'react-i18next';
import type { BlogArticle, BlogAuthor } from '../../domain/content.ts';
import { formatDate } from '../../domain/format.ts';
import { MarkdownHtml } from '../components/markdown-html.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { useApi } from '../hooks/use-api.ts';
import { Link } from '../router.tsx';
import { keys } from './data-keys.ts';
import type { PageProps } from './registry.ts';

export default function BlogArticlePage({ match }: PageProps) {
  const { t } = useTranslation();
  const { data } = useApi<{ article: BlogArticle; author: BlogAuthor | null }>(keys.article(match.params.slug ?? ''));
  if (!data) return null;
  const { article, author } = data;
  return (
    <article className="page container container--narrow prose">
      <PageMeta title={article.title} description={article.excerpt} />
      <p>
        <Link to="blog">← {t('blog.back')}</Link>
      </p>
      <h1 className="page__title">{article.title}</h1>
      <p className="article__meta">
        {author && (
          <>
            <Link to="blog-author-slug" params={{ slug: author.slug }}>
              {t('blog.by', { name: author.name })}
            </Link>
            {' · '}
          </>
        )}
        {t('blog.publishedOn', { date: formatDate(article.publishedAt) })}
      </p>
      <p className="page__intro">{article.excerpt}</p>
      <MarkdownHtml html={article.bodyHtml} text={article.body.join('\n\n')} className="article__body" />
    </article>
  );
}
