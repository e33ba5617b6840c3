/** An author page: who writes the guide, and their articles. */
import { useTranslation } from 'react-i18next';
import type { BlogArticle, BlogAuthor } from '../../domain/content.ts';
import { PageMeta } from '../components/page-meta.tsx';
import { useApi } from '../hooks/use-api.ts';
import { ArticleList } from './blog-index-page.tsx';
import { keys } from './data-keys.ts';
import type { PageProps } from './registry.ts';

export default function BlogAuthorPage({ match }: PageProps) {
  const { t } = useTranslation();
  const { data } = useApi<{ author: BlogAuthor; articles: BlogArticle[] }>(keys.author(match.params.slug ?? ''));
  if (!data) return null;
  return (
    <div className="container page">
      <PageMeta title={data.author.name} description={data.author.bio} />
      <header className="author">
        <span className="avatar avatar--large" aria-hidden="true">
          {data.author.name
            .split(' ')
            .map((part) => part.charAt(0))
            .join('')}
        </span>
        <div>
          <h1 className="page__title">{data.author.name}</h1>
          <p className="author__role">{data.author.role}</p>
          <p>{data.author.bio}</p>
        </div>
      </header>
      <h2>{t('blog.moreBy', { name: data.author.name })}</h2>
      <ArticleList articles={data.articles} />
    </div>
  );
}
