/** Decides the request's locale and URL strategy: host map, then path prefix, then X-Locale/storeCode, then cookie. */
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { LOCALE_COOKIE, parseLocaleHosts, resolveLocale } from '../../domain/locales.ts';
import { splitLocalePrefix } from '../../domain/routes.ts';
import type { AppEnv } from '../env.ts';

export const locale = createMiddleware<AppEnv>(async (c, next) => {
  const hosts = parseLocaleHosts(c.env.LOCALE_HOSTS);
  const url = new URL(c.req.url);
  const { locale: resolved, source } = resolveLocale({
    host: url.host,
    hosts,
    prefix: splitLocalePrefix(url.pathname).prefix,
    explicit: c.req.header('X-Locale') ?? url.searchParams.get('storeCode'),
    cookie: getCookie(c, LOCALE_COOKIE),
  });
  c.set('hosts', hosts);
  c.set('locale', resolved);
  c.set('strategy', source === 'host' ? { kind: 'domain', locale: resolved } : { kind: 'prefix' });
  await next();
});
