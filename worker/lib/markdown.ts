/**
 * The one Markdown renderer for editorial content (site pages, dealer news, landing pages, blog): operators write
 * Markdown, visitors get HTML that cannot run script. Every caller that turns content into HTML goes through here.
 *
 * Safety, in layers:
 * - `html: false`: raw HTML in the source is escaped and shown as text, never interpreted;
 * - `linkify: false`: bare URLs stay text; only explicit `[text](url)` and `<url>` links exist;
 * - markdown-it's own `validateLink` (refuses javascript:, vbscript:, file:, data: other than images), then our
 *   allow-list: http(s), mailto and site-relative (`/path`, `#anchor`) only. A refused link is left as plain text;
 * - links to other hosts open in a new tab with rel="noopener noreferrer nofollow";
 * - images only from our own `/media/` and `/content-images/` paths; any other image becomes a link to it (if the
 *   link is allowed) or just its alt text.
 * markdown-it escapes every attribute value and text it writes, so what passes these rules is inert.
 */
import MarkdownIt from 'markdown-it';
import type { MarkdownIt as Markdown, Token } from 'markdown-it';

/** Path prefixes of images we serve ourselves (ad media and images uploaded for content). */
export const MARKDOWN_IMAGE_PREFIXES = ['/media/', '/content-images/'] as const;

const ABSOLUTE_WEB = /^https?:\/\/[^/\\]/i;
const MAILTO = /^mailto:[^\s]/i;

/**
 * Our allow-list on top of markdown-it's: web links, mail links and links within the site. Protocol-relative
 * (`//host`) and backslash forms (`/\host`, which browsers read as another host) are refused.
 */
export function isAllowedMarkdownHref(href: string): boolean {
  const url = href.trim();
  if (ABSOLUTE_WEB.test(url) || MAILTO.test(url)) return true;
  if (url.startsWith('#')) return true;
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') && !url.includes('\\');
}

/** Whether a (normalized) image source is one of our own content paths. */
export function isAllowedMarkdownImage(src: string): boolean {
  return MARKDOWN_IMAGE_PREFIXES.some((prefix) => src.startsWith(prefix)) && !src.includes('//') && !src.includes('\\');
}

function isExternal(href: string): boolean {
  return ABSOLUTE_WEB.test(href);
}

function createRenderer(): Markdown {
  const md = new MarkdownIt('default', { html: false, linkify: false, typographer: false, breaks: false });

  const defaultValidateLink = md.validateLink.bind(md);
  md.validateLink = (url: string) => defaultValidateLink(url) && isAllowedMarkdownHref(url);

  const renderToken = (tokens: Token[], idx: number, options: Markdown['options']) => md.renderer.renderToken(tokens, idx, options);

  md.renderer.rules.link_open = (tokens, idx, options) => {
    const token = tokens[idx]!;
    const href = String(token.attrGet('href') ?? '');
    if (isExternal(href)) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer nofollow');
    }
    return renderToken(tokens, idx, options);
  };

  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const src = String(token.attrGet('src') ?? '');
    const alt = self.renderInlineAsText(token.children ?? [], options, env);
    if (isAllowedMarkdownImage(src)) {
      token.attrSet('alt', alt);
      token.attrSet('loading', 'lazy');
      token.attrSet('decoding', 'async');
      return self.renderToken(tokens, idx, options);
    }
    // Not ours: never load it (tracking pixels, mixed content); offer it as an ordinary outbound link instead.
    const text = md.utils.escapeHtml(alt || src);
    if (!isExternal(src)) return text;
    return `<a href="${md.utils.escapeHtml(src)}" target="_blank" rel="noopener noreferrer nofollow">${text}</a>`;
  };

  return md;
}

const renderer = createRenderer();

/** Renders a Markdown document (paragraphs, headings, lists, links, code, tables) to sanitized HTML. */
export function renderMarkdown(source: string): string {
  return renderer.render(source);
}

/**
 * Renders one line of Markdown (emphasis, links, code) without a wrapping paragraph, for short fields such as a
 * question or a list item. Block syntax (headings, lists) stays text.
 */
export function renderInlineMarkdown(source: string): string {
  return renderer.renderInline(source);
}
