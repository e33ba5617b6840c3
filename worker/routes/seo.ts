/** robots.txt and sitemap.xml with hreflang alternates for every indexable page in every locale. */
import { Hono } from 'hono';
import { alternateUrls, type UrlContext } from '../../domain/alternates.ts';
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES } from '../../domain/locales.ts';
import { isIndexable, ROUTE_NAMES, type RouteName, type RouteParams } from '../../domain/routes.ts';
import { PUBLIC_STATUSES } from '../../domain/auction-status.ts';
import { listProductCards } from '../db/repositories/products.ts';
import type { AppEnv } from '../env.ts';

export const seoRoutes = new Hono<AppEnv>();

const PRIVATE_PREFIXES = ['/a/', '/account', '/ad/', '/edit/', '/auth/', '/login', '/public/', '/private/', '/admin/'];

seoRoutes.get('/robots.txt', (c) => {
  const origin = new URL(c.req.url).origin;
  const lines = ['User-agent: *', ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`];
  return c.text(`${lines.join('\n')}\n`);
});

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

function urlEntries(ctx: UrlContext, name: RouteName, params: RouteParams = {}): string[] {
  const urls = alternateUrls(ctx, name, params);
  const links = LOCALES.map(
    (locale) => `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[locale]}" href="${escapeXml(urls[locale])}"/>`,
  ).concat(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(urls[DEFAULT_LOCALE])}"/>`);
  // On a country domain only that domain's URLs belong in its sitemap.
  const own = ctx.strategy.kind === 'domain' ? [ctx.strategy.locale] : LOCALES;
  return own.map((locale) => `<url><loc>${escapeXml(urls[locale])}</loc>${links.join('')}</url>`);
}

seoRoutes.get('/sitemap.xml', async (c) => {
  const ctx: UrlContext = { origin: new URL(c.req.url).origin, hosts: c.get('hosts'), strategy: c.get('strategy') };
  const entries = ROUTE_NAMES.filter(isIndexable).flatMap((name) => urlEntries(ctx, name));
  const { products } = await listProductCards(c.get('db'), PUBLIC_STATUSES, 1, 1000);
  for (const product of products) entries.push(...urlEntries(ctx, 'catalog-product-id', { id: String(product.entityId) }));
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
  return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
});
