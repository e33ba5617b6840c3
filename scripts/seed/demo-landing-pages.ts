/**
 * Demo rows of the content service: the dealers' landing page entry (name "merchant") in every locale, pointing at
 * the storefront's merchant landing route, and one published landing page in German and English (/lp/...).
 */
import type { LocaleContent } from '../../domain/content.ts';
import { LOCALES, type Locale } from '../../domain/locales.ts';
import { MERCHANT_LANDING_NAME } from '../../domain/operations/landing-pages.ts';
import { localizedPath } from '../../domain/routes.ts';

export interface DemoLandingPage {
  kind: 'landing' | 'article' | 'valuation';
  name: string;
  url: string;
  locale: Locale;
  title: string;
  description: string;
  bodyMarkdown: string;
}

const SUMMER: DemoLandingPage[] = [
  {
    kind: 'landing',
    name: 'summer-offer',
    url: '/sommer-aktion',
    locale: 'de',
    title: 'Wohnmobil verkaufen vor der Saison',
    description: 'Jetzt kostenlos inserieren: geprüfte Händler bieten in 24 Stunden auf Ihr Wohnmobil.',
    bodyMarkdown: [
      '## So einfach geht es',
      '1. Fahrzeug kostenlos **inserieren**\n2. Wir prüfen Ihr Inserat innerhalb von 24 Stunden\n3. Händler bieten in einer Online-Auktion',
      'Sie entscheiden am Ende, ob Sie verkaufen. Mehr dazu im [Ratgeber](/wohnmobil-verkaufen-ratgeber).',
    ].join('\n\n'),
  },
  {
    kind: 'landing',
    name: 'summer-offer',
    url: '/summer-offer',
    locale: 'en',
    title: 'Sell your motorhome before the season',
    description: 'List for free now: verified dealers bid on your motorhome within 24 hours.',
    bodyMarkdown: [
      '## How it works',
      '1. **List** your vehicle for free\n2. We review your ad within 24 hours\n3. Dealers bid in an online auction',
      'You decide at the end whether you sell. Read more in our [guide](/en/sell-motorhome-guide).',
    ].join('\n\n'),
  },
];

/** Every demo row; the merchant entry's URL is the merchant landing route's path in that locale (without prefix). */
export function demoLandingPages(content: Record<Locale, LocaleContent>): DemoLandingPage[] {
  const merchant = LOCALES.map((locale) => {
    const page = content[locale].pages['merchant-landing'];
    return {
      kind: 'landing' as const,
      name: MERCHANT_LANDING_NAME,
      url: localizedPath('merchant-landing', locale),
      locale,
      title: page.title,
      description: page.description,
      bodyMarkdown: '',
    };
  });
  return [...merchant, ...SUMMER];
}
