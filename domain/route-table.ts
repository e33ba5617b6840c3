/**
 * Every named route of the storefront with its path in each locale.
 * Public pages have localized paths; signed-in app screens keep the spec's paths in every locale
 * (see docs/decisions.md). Patterns use {param}, {param?} for an optional last segment and {param*} for a rest.
 */
import { EDITOR_STEP_SLUGS } from './ad-editor/step-slugs.ts';
import type { Locale } from './locales.ts';

export type LocalizedPaths = string | Record<Locale, string>;

export interface RouteDef {
  paths: LocalizedPaths;
  /** Listed in the sitemap with hreflang alternates. */
  indexable?: boolean;
  /**
   * Parameters whose values are localized in the URL: per parameter and locale, code value -> URL segment.
   * Links are built from code values; a matched path gives code values back. A path that still carries the code
   * value where the locale has another segment is an old path: it matches as `outdated` and is redirected.
   */
  localizedParams?: Record<string, Record<Locale, Readonly<Record<string, string>>>>;
}

const appendToPaths = (
  base: Record<Locale, string>,
  suffix: (locale: Locale) => string,
): Record<Locale, string> =>
  Object.fromEntries(Object.entries(base).map(([locale, path]) => [locale, path + suffix(locale as Locale)])) as Record<
    Locale,
    string
  >;

const MOTORHOME_VALUATION: Record<Locale, string> = {
  de: '/wohnmobil-bewerten',
  en: '/valuate-my-motorhome',
  nl: '/waardeer-mijn-camper',
  sv: '/vaerdera-min-husbil',
  da: '/vurder-min-autocamper',
  pl: '/ocen-moj-kamper',
  es: '/valora-mi-autocaravana',
  cs: '/ohodnotit-muj-motorhome',
};

const TRAILER_VALUATION: Record<Locale, string> = {
  de: '/wohnwagen-bewerten',
  en: '/valuate-my-trailer',
  nl: '/waardeer-mijn-caravan',
  sv: '/vaerdera-min-husvagn',
  da: '/vurder-min-campingvogn',
  pl: '/ocen-moja-przyczepe',
  es: '/valora-mi-caravana',
  cs: '/ohodnotit-muj-karavan',
};

const STEP_OF: Record<Locale, [string, string]> = {
  de: ['schritt', 'von'],
  en: ['step', 'of'],
  nl: ['stap', 'van'],
  sv: ['steg', 'av'],
  da: ['trin', 'af'],
  pl: ['krok', 'z'],
  es: ['paso', 'de'],
  cs: ['krok', 'z'],
};

const SUCCESS: Record<Locale, string> = {
  de: 'erfolg',
  en: 'success',
  nl: 'gelukt',
  sv: 'klart',
  da: 'tak',
  pl: 'sukces',
  es: 'exito',
  cs: 'hotovo',
};

const YOUR_VALUATION: Record<Locale, string> = {
  de: 'ihre-bewertung',
  en: 'your-valuation',
  nl: 'jouw-waardering',
  sv: 'din-vardering',
  da: 'din-vurdering',
  pl: 'twoja-wycena',
  es: 'tu-valoracion',
  cs: 'vase-ohodnoceni',
};

const stepPath = (steps: number) => (locale: Locale) => `/${STEP_OF[locale][0]}-{step}-${STEP_OF[locale][1]}-${steps}`;

/** The sell funnel (spec: the German intake segments verkaufen, neu-oder-importieren, importieren, hinweise, schritte). */
const SELL_FUNNEL: Record<Locale, string> = {
  de: '/verkaufen',
  en: '/sell',
  nl: '/verkopen',
  sv: '/salja',
  da: '/saelg',
  pl: '/sprzedaj',
  es: '/vender',
  cs: '/prodat',
};

const SELL_SEGMENTS: Record<'newOrImport' | 'import' | 'timing' | 'steps', Record<Locale, string>> = {
  newOrImport: { de: 'neu-oder-importieren', en: 'new-or-import', nl: 'nieuw-of-importeren', sv: 'ny-eller-importera', da: 'ny-eller-importer', pl: 'nowe-lub-import', es: 'nuevo-o-importar', cs: 'novy-nebo-import' },
  import: { de: 'importieren', en: 'import', nl: 'importeren', sv: 'importera', da: 'importer', pl: 'import', es: 'importar', cs: 'import' },
  timing: { de: 'hinweise', en: 'notes', nl: 'tips', sv: 'tips', da: 'tips', pl: 'wskazowki', es: 'consejos', cs: 'tipy' },
  steps: { de: 'schritte', en: 'steps', nl: 'stappen', sv: 'steg', da: 'trin', pl: 'kroki', es: 'pasos', cs: 'kroky' },
};

const sellStep = (segment: keyof typeof SELL_SEGMENTS) => appendToPaths(SELL_FUNNEL, (locale) => `/{type}/${SELL_SEGMENTS[segment][locale]}`);

const BLOG: Record<Locale, string> = {
  de: '/wohnmobil-verkaufen-ratgeber',
  en: '/sell-motorhome-guide',
  nl: '/camper-verkopen-gids',
  sv: '/salja-husbil-guide',
  da: '/saelg-autocamper-guide',
  pl: '/poradnik-sprzedazy-kampera',
  es: '/guia-vender-autocaravana',
  cs: '/pruvodce-prodejem-obytneho-vozu',
};

export const ROUTE_TABLE = {
  index: { paths: '/', indexable: true },
  about: {
    indexable: true,
    paths: {
      de: '/ueber-uns',
      en: '/about-us',
      nl: '/over-ons',
      sv: '/om-oss',
      da: '/om-os',
      pl: '/o-nas',
      es: '/sobre-nosotros',
      cs: '/o-nas',
    },
  },
  contact: {
    indexable: true,
    paths: {
      de: '/kontakt',
      en: '/contact',
      nl: '/contact',
      sv: '/kontakt',
      da: '/kontakt',
      pl: '/kontakt',
      es: '/contacto',
      cs: '/kontakt',
    },
  },
  faq: { paths: '/faq', indexable: true },
  jobs: {
    indexable: true,
    paths: {
      de: '/jobs',
      en: '/jobs',
      nl: '/vacatures',
      sv: '/jobb',
      da: '/job',
      pl: '/praca',
      es: '/empleo',
      cs: '/kariera',
    },
  },
  pricing: {
    indexable: true,
    paths: {
      de: '/preise',
      en: '/pricing',
      nl: '/prijzen',
      sv: '/priser',
      da: '/priser',
      pl: '/cennik',
      es: '/precios',
      cs: '/cenik',
    },
  },
  partner: {
    indexable: true,
    paths: {
      de: '/partner',
      en: '/partner',
      nl: '/partners',
      sv: '/partner',
      da: '/partnere',
      pl: '/partnerzy',
      es: '/socios',
      cs: '/partneri',
    },
  },
  tac: {
    indexable: true,
    paths: {
      de: '/agb',
      en: '/tac',
      nl: '/algemene-voorwaarden',
      sv: '/villkor',
      da: '/vilkaar',
      pl: '/regulamin',
      es: '/terminos',
      cs: '/obchodni-podminky',
    },
  },
  privacy: {
    indexable: true,
    paths: {
      de: '/datenschutz',
      en: '/privacy',
      nl: '/privacy',
      sv: '/integritet',
      da: '/privatlivspolitik',
      pl: '/prywatnosc',
      es: '/privacidad',
      cs: '/ochrana-soukromi',
    },
  },
  imprint: {
    indexable: true,
    paths: {
      de: '/impressum',
      en: '/imprint',
      nl: '/colofon',
      sv: '/foretagsinformation',
      da: '/virksomhedsoplysninger',
      pl: '/nota-prawna',
      es: '/aviso-legal',
      cs: '/tiraz',
    },
  },
  blog: { paths: BLOG, indexable: true },
  'blog-slug': { paths: appendToPaths(BLOG, () => '/{slug}') },
  'blog-author-slug': {
    paths: {
      de: '/blog/autor/{slug}',
      en: '/blog/author/{slug}',
      nl: '/blog/auteur/{slug}',
      sv: '/blogg/forfattare/{slug}',
      da: '/blog/forfatter/{slug}',
      pl: '/blog/autor/{slug}',
      es: '/blog/autor/{slug}',
      cs: '/blog/autor/{slug}',
    },
  },
  'merchant-landing': {
    indexable: true,
    paths: {
      de: '/handel',
      en: '/dealers',
      nl: '/handelaren',
      sv: '/handlare',
      da: '/forhandlere',
      pl: '/dla-dealerow',
      es: '/concesionarios',
      cs: '/pro-prodejce',
    },
  },
  // Landing pages and articles of the content service at their URL (a rest path: /lp/summer/offer shows "/summer/offer").
  'landing-url': { paths: '/lp/{url*}' },
  'merchant-listing': {
    indexable: true,
    paths: {
      de: '/haendlerverzeichnis',
      en: '/merchant-listing',
      nl: '/dealeroverzicht',
      sv: '/handlarlista',
      da: '/forhandlerliste',
      pl: '/lista-dealerow',
      es: '/directorio-concesionarios',
      cs: '/seznam-prodejcu',
    },
  },
  sell: {
    indexable: true,
    paths: {
      de: '/wohnmobil-verkaufen',
      en: '/sell-my-motorhome',
      nl: '/camper-verkopen',
      sv: '/salja-husbil',
      da: '/saelg-autocamper',
      pl: '/sprzedaj-kampera',
      es: '/vender-autocaravana',
      cs: '/prodat-obytny-vuz',
    },
  },
  catalog: {
    indexable: true,
    paths: {
      de: '/wohnmobil-kaufen',
      en: '/buy-a-motorhome',
      nl: '/camper-kopen',
      sv: '/kopa-husbil',
      da: '/koeb-autocamper',
      pl: '/kup-kampera',
      es: '/comprar-autocaravana',
      cs: '/koupit-obytny-vuz',
    },
  },
  'catalog-product-id': {
    paths: {
      de: '/caravan/{id}',
      en: '/caravan/{id}',
      nl: '/catalog/product/{id}',
      sv: '/catalog/product/{id}',
      da: '/catalog/product/{id}',
      pl: '/catalog/product/{id}',
      es: '/catalog/product/{id}',
      cs: '/catalog/product/{id}',
    },
  },
  // The newsletter's double opt-in: the mailed link lands here with its token in the fragment (not indexed).
  'newsletter-confirm': {
    paths: {
      de: '/newsletter-bestaetigen',
      en: '/confirm-newsletter',
      nl: '/nieuwsbrief-bevestigen',
      sv: '/bekrafta-nyhetsbrev',
      da: '/bekraeft-nyhedsbrev',
      pl: '/potwierdz-newsletter',
      es: '/confirmar-boletin',
      cs: '/potvrdit-newsletter',
    },
  },
  search: {
    paths: {
      de: '/suche',
      en: '/search',
      nl: '/zoeken',
      sv: '/sok',
      da: '/soeg',
      pl: '/szukaj',
      es: '/buscar',
      cs: '/hledat',
    },
  },
  login: { paths: '/login' },
  'auth-login': { paths: '/auth/login' },
  'auth-signup': { paths: '/auth/signup' },
  'auth-logged-in': { paths: '/auth/logged-in' },
  'auth-redirect-to-authorize': { paths: '/auth/redirect-to-authorize' },
  'auth-signing-in': { paths: '/auth/signing-in' },
  'auth-verify': { paths: '/auth/verify' },
  account: { paths: '/account' },
  'account-settings': { paths: '/account/settings' },
  'account-email-settings': { paths: '/account/email-settings' },
  'account-messages': { paths: '/a/messages' },
  'account-messages-thread-slug': { paths: '/a/messages/{slug}' },
  'account-my-vehicles': { paths: '/a/my-caravans' },
  'account-merchant-ads': { paths: '/a/merchant-area/my-ads' },
  'account-merchant-purchases': { paths: '/a/merchant-area/purchases' },
  // The dealer's live board of the day's auctions, at a path in each language.
  'account-merchant-board': {
    paths: {
      de: '/a/merchant-area/auktionen-heute',
      en: '/a/merchant-area/todays-auctions',
      nl: '/a/merchant-area/veilingen-vandaag',
      sv: '/a/merchant-area/dagens-auktioner',
      da: '/a/merchant-area/dagens-auktioner',
      pl: '/a/merchant-area/aukcje-dzisiaj',
      es: '/a/merchant-area/subastas-de-hoy',
      cs: '/a/merchant-area/dnesni-aukce',
    },
  },
  'account-merchant-searches': { paths: '/a/merchant-area/searches' },
  'account-merchant-news': { paths: '/a/merchant-area/news' },
  'account-merchant-guidelines': { paths: '/a/merchant-area/guidelines' },
  'account-merchant-integrations': { paths: '/a/merchant-area/integrations' },
  'account-merchant-integrations-syscara': { paths: '/a/merchant-area/integrations/syscara' },
  'account-merchant-watchlist': { paths: '/account/merchant/watchlist' },
  'account-merchant-register': { paths: '/a/merchant-area/register' },
  // The operator console: the same paths on every domain (operators work in German or English).
  admin: { paths: '/admin' },
  'admin-section': { paths: '/admin/{section}' },
  'admin-section-id': { paths: '/admin/{section}/{id}' },
  'sell-type': { paths: SELL_FUNNEL },
  'sell-new-or-import': { paths: sellStep('newOrImport') },
  'sell-import': { paths: sellStep('import') },
  'sell-timing': { paths: sellStep('timing') },
  'sell-steps': { paths: sellStep('steps') },
  'ad-new': { paths: '/ad/new' },
  'ad-continue-id': { paths: '/ad/continue/{id}' },
  'ad-edit-type-step-id': { paths: '/ad/edit/{type}/{step}/{id?}', localizedParams: { step: EDITOR_STEP_SLUGS } },
  'ad-edit-slug-id': { paths: '/edit/{slug}/{id}' },
  'valuation-motorhome': { paths: MOTORHOME_VALUATION, indexable: true },
  'valuation-motorhome-step': { paths: appendToPaths(MOTORHOME_VALUATION, stepPath(2)) },
  'valuation-motorhome-success': { paths: appendToPaths(MOTORHOME_VALUATION, (l) => `/${SUCCESS[l]}`) },
  'valuation-motorhome-report': { paths: appendToPaths(MOTORHOME_VALUATION, (l) => `/${YOUR_VALUATION[l]}/{rest*}`) },
  'valuation-trailer': { paths: TRAILER_VALUATION, indexable: true },
  'valuation-trailer-step': { paths: appendToPaths(TRAILER_VALUATION, stepPath(3)) },
  'valuation-trailer-success': { paths: appendToPaths(TRAILER_VALUATION, (l) => `/${SUCCESS[l]}`) },
  'valuation-trailer-report': { paths: appendToPaths(TRAILER_VALUATION, (l) => `/${YOUR_VALUATION[l]}/{slug}`) },
} satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTE_TABLE;
