import { describe, expect, it } from 'vitest';
import { blogCreateSchema, markdownParagraphs, paragraphsMarkdown } from './blog-posts.ts';

describe('blog post editing', () => {
  it('splits Markdown into paragraphs at blank lines and joins them back', () => {
    const paragraphs = markdownParagraphs('First **bold**\nsame paragraph\n\n  \n- a\n- b\r\n\r\nLast  ');
    expect(paragraphs).toEqual(['First **bold**\nsame paragraph', '- a\n- b', 'Last']);
    expect(markdownParagraphs(paragraphsMarkdown(paragraphs))).toEqual(paragraphs);
  });

  it('accepts real days only', () => {
    const base = { slug: 'a', locale: 'de', title: 'T', excerpt: 'E', authorSlug: 'lena', markdown: 'x' };
    expect(blogCreateSchema.safeParse({ ...base, publishedAt: '2025-02-28' }).success).toBe(true);
    expect(blogCreateSchema.safeParse({ ...base, publishedAt: '2025-02-30' }).success).toBe(false);
    expect(blogCreateSchema.safeParse({ ...base, publishedAt: 'yesterday' }).success).toBe(false);
  });
});
