import { describe, expect, it } from 'vitest';
import { contentServiceQuerySchema, isLandingUrl, landingInputSchema, selectedFields } from './landing-pages.ts';

describe('landing page rules', () => {
  it('accepts one spelling of a storefront path', () => {
    expect(isLandingUrl('/handel')).toBe(true);
    expect(isLandingUrl('/sommer/aktion-2025')).toBe(true);
    for (const bad of ['handel', '/', '/Handel', '/a//b', '/a/', '//evil.example', '/a b', `/${'a'.repeat(121)}`, '/ä']) {
      expect(isLandingUrl(bad), bad).toBe(false);
    }
  });

  it('fills defaults and refuses unknown fields', () => {
    const parsed = landingInputSchema.parse({ kind: 'landing', url: '/x', locale: 'de', title: ' Titel ' });
    expect(parsed).toEqual({ kind: 'landing', name: '', url: '/x', locale: 'de', title: 'Titel', description: '', bodyMarkdown: '', imageKey: null });
    expect(landingInputSchema.safeParse({ kind: 'landing', url: '/x', locale: 'de', title: 'T', html: '<b>' }).success).toBe(false);
    expect(landingInputSchema.safeParse({ kind: 'landing', url: '/x', locale: 'de', title: 'T', imageKey: 'products/1/1' }).success).toBe(false);
  });

  it('reads the content service query and refuses unknown filters and operators', () => {
    const query = contentServiceQuerySchema.parse({ 'filters[name][$eq]': 'merchant', 'fields[0]': 'url', 'fields[1]': 'url', locale: 'de' });
    expect(selectedFields(query)).toEqual(['url']);
    expect(selectedFields(contentServiceQuerySchema.parse({}))).toBeNull();
    expect(contentServiceQuerySchema.safeParse({ 'filters[name][$ne]': 'merchant' }).success).toBe(false);
    expect(contentServiceQuerySchema.safeParse({ 'filters[title][$eq]': 'x' }).success).toBe(false);
    expect(contentServiceQuerySchema.safeParse({ 'fields[0]': 'bodyMarkdown' }).success).toBe(false);
    expect(contentServiceQuerySchema.safeParse({ 'pagination[pageSize]': '500' }).success).toBe(false);
  });
});
