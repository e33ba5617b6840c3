/** A landing page or article of the content service at /lp/{url}, in the page's locale (German where not translated). */
import { MarkdownHtml } from '../components/markdown-html.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { useApi } from '../hooks/use-api.ts';
import { keys } from './data-keys.ts';
import type { PageProps } from './registry.ts';

interface LandingPageAnswer {
  id: number;
  kind: 'landing' | 'article';
  title: string;
  description: string;
  /** The body as sanitized HTML from the server's Markdown renderer. */
  html: string;
  imageUrl: string | null;
}

export default function LandingPage({ match }: PageProps) {
  const { data: page } = useApi<LandingPageAnswer>(keys.landingPage(match.params.url ?? ''));
  // An unknown URL answers 404; the server renders the not-found page with that status.
  if (!page) return null;
  return (
    <article className="page container container--narrow">
      <PageMeta title={page.title} description={page.description} image={page.imageUrl ?? undefined} ogType="website" />
      <h1 className="page__title">{page.title}</h1>
      {page.description && <p className="page__intro">{page.description}</p>}
      {page.imageUrl && <img className="landing__image" src={page.imageUrl} alt="" decoding="async" />}
      <MarkdownHtml html={page.html} text="" className="prose" />
    </article>
  );
}
