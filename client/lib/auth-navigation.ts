/** Sign-in navigation: remember where the user was before login, and go where the server says afterwards. */
import type { Locale } from '../../domain/locales.ts';
import { pathFor, type RouteMatch, type RouteName, type UrlStrategy } from '../../domain/routes.ts';
import { api } from './api.ts';

const TOKEN_KEY = 'cm24-after-login';

/** Stores the current page as the after-login redirect, then opens login; a failed store still opens login. */
export async function goToLogin(current: RouteMatch | null, loginHref: string): Promise<void> {
  if (current && !current.name.startsWith('auth-') && current.name !== 'login') {
    try {
      const { token } = await api<{ token: string }>('/public/after/login/action/add', {
        method: 'POST',
        json: { method: 'redirect', route: current.name, params: current.params },
      });
      sessionStorage.setItem(TOKEN_KEY, token);
    } catch (error) {
      console.error('storing the after-login redirect failed', error);
    }
  }
  window.location.assign(loginHref);
}

export function afterLoginToken(): string | undefined {
  return sessionStorage.getItem(TOKEN_KEY) ?? undefined;
}

export interface SignedInAnswer {
  languageSetting: Locale;
  redirect: { route: RouteName; params: Record<string, string> };
}

/** A full page load, so the server renders the signed-in layout in the customer's own language. */
export function continueAfterLogin(answer: SignedInAnswer, strategy: UrlStrategy, hostFor: (locale: Locale) => string | null): void {
  sessionStorage.removeItem(TOKEN_KEY);
  const locale = answer.languageSetting;
  let path: string;
  try {
    path = pathFor(answer.redirect.route, locale, answer.redirect.params, strategy.kind === 'domain' ? { kind: 'domain', locale } : strategy);
  } catch {
    path = pathFor('account-messages', locale, {}, strategy.kind === 'domain' ? { kind: 'domain', locale } : strategy);
  }
  const host = strategy.kind === 'domain' ? hostFor(locale) : null;
  window.location.assign(host ? `https://${host}${path}` : path);
}
