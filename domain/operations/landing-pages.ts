/**
 * Landing pages, articles and the valuation page of the content service: what an operator may store (the console
 * form and the API share these rules) and the query of the public content calls (`/api/landing-pages`, ...).
 * Bodies are Markdown; the server renders them through worker/lib/markdown.ts.
 */
import * as z from 'zod/mini';
import { CONTENT_IMAGE_KEY } from '../content-images.ts';
import { isLandingUrl } from '../landing-url.ts';
import { LOCALES } from '../locales.ts';
import { requiredText } from '../validation/rules.ts';

export { isLandingUrl };

export const LANDING_KINDS = ['landing', 'article', 'valuation'] as const;
export type LandingKind = (typeof LANDING_KINDS)[number];

export const LANDING_LIMITS = { name: 60, url: 121, title: 200, description: 500, body: 50_000 } as const;

/** The name of the dealers' landing page, which the storefront asks for (spec: filter name equal merchant). */
export const MERCHANT_LANDING_NAME = 'merchant';

const landingFields = {
  kind: z.enum(LANDING_KINDS, 'validation.invalid'),
  name: z._default(z.string({ error: 'validation.invalid' }).check(z.trim(), z.regex(/^[a-z0-9-]{0,60}$/, 'validation.invalid')), ''),
  url: z.string({ error: 'validation.required' }).check(z.trim(), z.refine(isLandingUrl, 'validation.invalid')),
  locale: z.enum(LOCALES, 'validation.invalid'),
  title: requiredText(LANDING_LIMITS.title),
  description: z._default(z.string({ error: 'validation.invalid' }).check(z.trim(), z.maxLength(LANDING_LIMITS.description, 'validation.max')), ''),
  bodyMarkdown: z._default(z.string({ error: 'validation.invalid' }).check(z.maxLength(LANDING_LIMITS.body, 'validation.max')), ''),
  imageKey: z._default(z.nullable(z.string({ error: 'validation.invalid' }).check(z.regex(CONTENT_IMAGE_KEY, 'validation.invalid'))), null),
};

export const landingInputSchema = z.strictObject(landingFields, { error: 'validation.invalid' });

/** An edit carries the `updatedAt` the operator read; a stale one is refused with 409. */
export const landingUpdateSchema = z.strictObject(
  { ...landingFields, updatedAt: z.number({ error: 'validation.invalid' }).check(z.int('validation.invalid'), z.positive('validation.invalid')) },
  { error: 'validation.invalid' },
);

export type LandingInput = z.infer<typeof landingInputSchema>;
export type LandingUpdate = z.infer<typeof landingUpdateSchema>;

/** One row of the console's list. */
export interface LandingListItem {
  id: number;
  kind: LandingKind;
  name: string;
  url: string;
  locale: string;
  title: string;
  published: boolean;
  updatedAt: number;
}

/** The console's editor: the list item with the editable texts. */
export interface LandingDetail extends LandingListItem {
  description: string;
  bodyMarkdown: string;
  imageKey: string | null;
  imageUrl: string | null;
  publishedAt: number | null;
}

/** The attributes the public calls can return, selectable with `fields[n]`. */
export const CONTENT_SERVICE_FIELDS = ['kind', 'name', 'url', 'locale', 'title', 'description', 'body', 'publishedAt', 'updatedAt'] as const;
export type ContentServiceField = (typeof CONTENT_SERVICE_FIELDS)[number];

/** At most this many items per page of a public call. */
export const CONTENT_SERVICE_MAX_PAGE_SIZE = 25;

const filterValue = (max: number) =>
  z.optional(z.string({ error: 'validation.invalid' }).check(z.minLength(1, 'validation.invalid'), z.maxLength(max, 'validation.max')));
const field = z.optional(z.enum(CONTENT_SERVICE_FIELDS, 'validation.invalid'));
const bounded = (max: number) =>
  z.optional(z.coerce.number({ error: 'validation.invalid' }).check(z.int('validation.invalid'), z.minimum(1, 'validation.invalid'), z.maximum(max, 'validation.invalid')));

/**
 * The query of a public content call, in the content service's (Strapi's) bracket syntax. Only what is listed here is
 * understood; any other parameter (an unknown filter or operator) is a 400, never silently ignored, so a mistyped
 * filter cannot return every page.
 */
export const contentServiceQuerySchema = z.strictObject(
  {
    'filters[name][$eq]': filterValue(LANDING_LIMITS.name),
    'filters[url][$eq]': filterValue(LANDING_LIMITS.url),
    'fields[0]': field,
    'fields[1]': field,
    'fields[2]': field,
    'fields[3]': field,
    'fields[4]': field,
    'fields[5]': field,
    'fields[6]': field,
    'fields[7]': field,
    'fields[8]': field,
    locale: z.optional(z.enum(LOCALES, 'validation.invalid')),
    populate: z.optional(z.enum(['*', 'image'], 'validation.invalid')),
    'pagination[page]': bounded(1000),
    'pagination[pageSize]': bounded(CONTENT_SERVICE_MAX_PAGE_SIZE),
    // Read by the locale middleware on every call; accepted so a valid call is never refused for it.
    storeCode: z.optional(z.string().check(z.maxLength(5, 'validation.invalid'))),
  },
  { error: 'validation.invalid' },
);

export type ContentServiceQuery = z.infer<typeof contentServiceQuerySchema>;

/** The fields the query selects (deduplicated, in the order given), or null for all. */
export function selectedFields(query: ContentServiceQuery): ContentServiceField[] | null {
  const picked = ([0, 1, 2, 3, 4, 5, 6, 7, 8] as const).map((index) => query[`fields[${index}]`]).filter((value) => value !== undefined);
  return picked.length ? [...new Set(picked)] : null;
}
