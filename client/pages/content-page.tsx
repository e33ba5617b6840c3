/** Editorial pages (about, contact, faq, jobs, pricing, partner, legal, dealer and sell landings) from D1 content. */
import { useTranslation } from 'react-i18next';
import type { ContentPage as Page, FaqBody, JobsBody, SectionsBody } from '../../domain/content.ts';
import { CommissionExamples } from '../components/commission-examples.tsx';
import { CallbackForm } from '../components/callback-form.tsx';
import { ChatEntry } from '../components/chat/chat-entry.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { MarkdownHtml } from '../components/markdown-html.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { SellCta } from '../components/sell/sell-cta.tsx';
import { Sections } from '../components/sections.tsx';
import { useApi } from '../hooks/use-api.ts';
import { keys } from './data-keys.ts';
import { CONTENT_ROUTES, type PageProps } from './registry.ts';

export default function ContentPage({ match }: PageProps) {
  const { t } = useTranslation();
  const slug = CONTENT_ROUTES[match.name] ?? 'about';
  const { data: page } = useApi<Page>(keys.contentPage(slug));
  if (!page) return null;

  return (
    <article className="page container container--narrow">
      <PageMeta title={page.title} description={page.description} />
      <h1 className="page__title">{page.title}</h1>
      {slug === 'sell' && <SellCta />}
      {slug === 'faq' ? (
        <div className="faq">
          {(page.body as FaqBody).groups.map((group) => (
            <section key={group.title} className="faq__group">
              <h2>{group.title}</h2>
              {group.items.map((item) => (
                <details key={item.question} className="faq__item">
                  <summary>{item.question}</summary>
                  <MarkdownHtml html={item.answerHtml} text={item.answer} />
                </details>
              ))}
            </section>
          ))}
        </div>
      ) : slug === 'jobs' ? (
        <div className="prose">
          <Sections sections={(page.body as JobsBody).sections} />
          <h2>{t('jobs.openings')}</h2>
          <div className="openings">
            {(page.body as JobsBody).openings.map((opening) => (
              <section key={opening.title} className="opening">
                <h3>{opening.title}</h3>
                <p className="opening__meta">
                  {opening.location} · {opening.type}
                </p>
                <MarkdownHtml html={opening.textHtml} text={opening.text} />
              </section>
            ))}
          </div>
        </div>
      ) : (
        <div className="prose">
          {(page.body as SectionsBody).intro && (
            <MarkdownHtml className="page__intro" html={(page.body as SectionsBody).introHtml} text={(page.body as SectionsBody).intro ?? ''} />
          )}
          <Sections sections={(page.body as SectionsBody).sections} />
        </div>
      )}
      {slug === 'pricing' && <CommissionExamples />}
      {slug === 'contact' && <ContactForm />}
      {slug === 'contact' && <CallbackForm />}
      {slug === 'contact' && <ChatEntry />}
    </article>
  );
}
