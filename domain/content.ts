/** Shapes of the editorial content stored per locale in D1 (content_pages.body, blog tables). */

export const CONTENT_PAGE_SLUGS = [
  'home',
  'about',
  'contact',
  'faq',
  'jobs',
  'pricing',
  'partner',
  'tac',
  'privacy',
  'imprint',
  'merchant-landing',
  'sell',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export interface ContentSection {
  heading?: string;
  paragraphs: string[];
  /** Optional bullet list shown after the paragraphs. */
  items?: string[];
  /** Added by the server on the public answer: the paragraphs (Markdown) and items as sanitized HTML. */
  html?: string;
}

export interface QuestionAnswer {
  question: string;
  /** Markdown. */
  answer: string;
  /** Added by the server on the public answer: `answer` as sanitized HTML. */
  answerHtml?: string;
}

/** A title and a Markdown text; the public answer adds `textHtml`, the text as sanitized HTML. */
export interface TitledText {
  title: string;
  text: string;
  textHtml?: string;
}

export interface HomeBody {
  hero: { title: string; subtitle: string; cta: string; secondaryCta: string };
  advantages: TitledText[];
  steps: TitledText[];
  reviews: { name: string; city: string; rating: number; text: string; textHtml?: string }[];
  stats: { value: string; label: string }[];
  faq: QuestionAnswer[];
}

export interface FaqBody {
  groups: { title: string; items: QuestionAnswer[] }[];
}

export interface JobsBody {
  sections: ContentSection[];
  openings: { title: string; location: string; type: string; text: string; textHtml?: string }[];
}

/** Every other page: an intro and sections of paragraphs. */
export interface SectionsBody {
  /** Markdown. */
  intro?: string;
  /** Added by the server on the public answer: `intro` as sanitized HTML. */
  introHtml?: string;
  sections: ContentSection[];
}

export interface ContentBodies {
  home: HomeBody;
  faq: FaqBody;
  jobs: JobsBody;
  about: SectionsBody;
  contact: SectionsBody;
  pricing: SectionsBody;
  partner: SectionsBody;
  tac: SectionsBody;
  privacy: SectionsBody;
  imprint: SectionsBody;
  'merchant-landing': SectionsBody;
  sell: SectionsBody;
}

export interface ContentPage<S extends ContentPageSlug = ContentPageSlug> {
  slug: S;
  locale: string;
  title: string;
  description: string;
  body: ContentBodies[S];
}

export interface BlogAuthor {
  slug: string;
  name: string;
  role: string;
  bio: string;
}

export interface BlogArticle {
  slug: string;
  authorSlug: string;
  title: string;
  excerpt: string;
  /** Paragraphs of Markdown. */
  body: string[];
  /** Added by the server on the public answer of one article: the paragraphs as sanitized HTML. */
  bodyHtml?: string;
  /** ISO date. */
  publishedAt: string;
}

/** Everything seeded for one locale. */
export interface LocaleContent {
  pages: { [S in ContentPageSlug]: { title: string; description: string; body: ContentBodies[S] } };
  authors: BlogAuthor[];
  articles: BlogArticle[];
}
