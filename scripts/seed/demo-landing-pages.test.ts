import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/locales.ts';
import { isLandingUrl, landingInputSchema } from '../../domain/operations/landing-pages.ts';
import { localizedPath } from '../../domain/routes.ts';
import { content as cs } from './content/cs.ts';
import { content as da } from './content/da.ts';
import { content as de } from './content/de.ts';
import { content as en } from './content/en.ts';
import { content as es } from './content/es.ts';
import { content as nl } from './content/nl.ts';
import { content as pl } from './content/pl.ts';
import { content as sv } from './content/sv.ts';
import { demoLandingPages } from './demo-landing-pages.ts';

const pages = demoLandingPages({ de, en, nl, sv, da, pl, es, cs });

describe('demo landing pages', () => {
  it('points the merchant entry of every locale at the merchant landing route', () => {
    for (const locale of LOCALES) {
      const merchant = pages.filter((page) => page.name === 'merchant' && page.locale === locale);
      expect(merchant.map((page) => page.url), locale).toEqual([localizedPath('merchant-landing', locale)]);
    }
  });

  it('holds only rows an operator could have saved, one per URL and locale', () => {
    for (const page of pages) {
      expect(isLandingUrl(page.url), page.url).toBe(true);
      expect(landingInputSchema.safeParse(page).success, page.url).toBe(true);
    }
    expect(new Set(pages.map((page) => `${page.url} ${page.locale}`)).size).toBe(pages.length);
    expect(pages.filter((page) => page.name !== 'merchant').map((page) => page.locale).sort()).toEqual(['de', 'en']);
  });
});
