/** Absolute links for e-mails, built from the route table for the recipient's locale. */
import type { Context } from 'hono';
import { absoluteUrl } from '../../domain/alternates.ts';
import type { Locale } from '../../domain/locales.ts';
import type { RouteName, RouteParams } from '../../domain/routes.ts';
import type { AppEnv } from '../env.ts';

/** How a request builds links: PUBLIC_ORIGIN wins so a forged Host header cannot point e-mail links elsewhere. */
export function requestLinkContext(c: Context<AppEnv>) {
  return { origin: c.env.PUBLIC_ORIGIN || new URL(c.req.url).origin, hosts: c.get('hosts'), strategy: c.get('strategy') };
}

export function emailLink(c: Context<AppEnv>, name: RouteName, locale: Locale, query: Record<string, string> = {}, params: RouteParams = {}): string {
  const url = absoluteUrl(requestLinkContext(c), name, locale, params);
  const search = new URLSearchParams(query).toString();
  return search ? `${url}?${search}` : url;
}
