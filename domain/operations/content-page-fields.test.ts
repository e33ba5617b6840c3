import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_SLUGS, type FaqBody } from '../content.ts';
import { PAGE_LIMITS, pageBodyKind, pageFieldsSchema } from './content-page-fields.ts';

const faq = (answer: string) => ({ title: 'FAQ', description: '', body: { groups: [{ title: 'Verkauf', items: [{ question: 'Wie?', answer }] }] } });

describe('pageBodyKind', () => {
  it('gives home, faq and jobs their own kind and every other page sections', () => {
    expect(CONTENT_PAGE_SLUGS.map(pageBodyKind)).toEqual(['home', 'sections', 'sections', 'faq', 'jobs', 'sections', 'sections', 'sections', 'sections', 'sections', 'sections', 'sections']);
  });
});

describe('pageFieldsSchema', () => {
  it('accepts a page of its kind and trims texts', () => {
    const result = pageFieldsSchema('faq').safeParse(faq('  **Schnell**  '));
    expect(result.success && (result.data.body as FaqBody).groups[0]?.items[0]?.answer).toBe('**Schnell**');
  });

  it('keeps HTML as text (rendering escapes it)', () => {
    expect(pageFieldsSchema('faq').safeParse(faq('<script>alert(1)</script>')).success).toBe(true);
  });

  it.each([
    ['an empty answer', faq(' ')],
    ['an oversized answer', faq('x'.repeat(PAGE_LIMITS.markdown + 1))],
    ['an unknown key', { ...faq('a'), answerHtml: '<b>' }],
    ['a body of another kind', { title: 'FAQ', description: '', body: { sections: [] } }],
    ['a missing title', { description: '', body: { groups: [] } }],
  ])('refuses %s', (_, value) => {
    expect(pageFieldsSchema('faq').safeParse(value).success).toBe(false);
  });

  it('bounds ratings and list sizes', () => {
    const home = (rating: number, stats = 1) => ({
      title: 'Start',
      description: '',
      body: {
        hero: { title: 'a', subtitle: 'b', cta: 'c', secondaryCta: 'd' },
        advantages: [],
        steps: [],
        reviews: [{ name: 'A', city: 'B', rating, text: 'gut' }],
        stats: Array.from({ length: stats }, () => ({ value: '1', label: 'x' })),
        faq: [],
      },
    });
    expect(pageFieldsSchema('home').safeParse(home(5)).success).toBe(true);
    expect(pageFieldsSchema('home').safeParse(home(6)).success).toBe(false);
    expect(pageFieldsSchema('home').safeParse(home(4.5)).success).toBe(false);
    expect(pageFieldsSchema('home').safeParse(home(5, PAGE_LIMITS.smallList + 1)).success).toBe(false);
  });
});
