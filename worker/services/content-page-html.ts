/**
 * Adds the sanitized HTML of every Markdown text of a site page to its public answer (`html`, `answerHtml`,
 * `textHtml`, `introHtml` beside the source), so the storefront shows formatted text without parsing Markdown or
 * trusting stored markup: all HTML comes from worker/lib/markdown.ts.
 */
import type { ContentBodies, ContentPage, ContentSection, FaqBody, HomeBody, JobsBody, QuestionAnswer, SectionsBody } from '../../domain/content.ts';
import { pageBodyKind } from '../../domain/operations/content-page-fields.ts';
import { renderInlineMarkdown, renderMarkdown } from '../lib/markdown.ts';

function sectionHtml(section: ContentSection): ContentSection {
  const paragraphs = section.paragraphs.map(renderMarkdown).join('');
  const items = section.items?.length ? `<ul>\n${section.items.map((item) => `<li>${renderInlineMarkdown(item)}</li>\n`).join('')}</ul>\n` : '';
  return { ...section, html: paragraphs + items };
}

const answerHtml = (item: QuestionAnswer): QuestionAnswer => ({ ...item, answerHtml: renderMarkdown(item.answer) });
const textHtml = <T extends { text: string }>(item: T): T & { textHtml: string } => ({ ...item, textHtml: renderMarkdown(item.text) });

function homeHtml(body: HomeBody): HomeBody {
  return {
    ...body,
    advantages: body.advantages.map(textHtml),
    steps: body.steps.map(textHtml),
    reviews: body.reviews.map(textHtml),
    faq: body.faq.map(answerHtml),
  };
}

const faqHtml = (body: FaqBody): FaqBody => ({ groups: body.groups.map((group) => ({ ...group, items: group.items.map(answerHtml) })) });

const jobsHtml = (body: JobsBody): JobsBody => ({ sections: body.sections.map(sectionHtml), openings: body.openings.map(textHtml) });

const sectionsHtml = (body: SectionsBody): SectionsBody => ({
  ...body,
  ...(body.intro ? { introHtml: renderMarkdown(body.intro) } : {}),
  sections: body.sections.map(sectionHtml),
});

/** The page with the rendered HTML of its Markdown texts added beside them. */
export function withPageHtml(page: ContentPage): ContentPage {
  const kind = pageBodyKind(page.slug);
  const body = page.body as ContentBodies[keyof ContentBodies];
  const rendered =
    kind === 'home'
      ? homeHtml(body as HomeBody)
      : kind === 'faq'
        ? faqHtml(body as FaqBody)
        : kind === 'jobs'
          ? jobsHtml(body as JobsBody)
          : sectionsHtml(body as SectionsBody);
  return { ...page, body: rendered } as ContentPage;
}
