/**
 * A signed-in customer's language choice from the header menu or the drawer (spec: "changing the language setting
 * updates the server, reloads the customer and navigates to the new locale"). Loaded on the click, not with the page.
 */
import { mutate } from 'swr';
import type { Locale } from '../../domain/locales.ts';
import { keys } from '../pages/data-keys.ts';
import { api } from './api.ts';

export interface LanguageSteps {
  save: (locale: Locale) => Promise<unknown>;
  reloadCustomer: (saved: unknown) => Promise<unknown>;
  remember: (locale: Locale) => void;
  go: (href: string) => void;
}

/** Saves first; only a saved choice reloads the customer and moves. A refusal throws, and the page stays. */
export async function chooseLanguage(locale: Locale, href: string, steps: LanguageSteps): Promise<void> {
  const saved = await steps.save(locale);
  await steps.reloadCustomer(saved);
  steps.remember(locale);
  steps.go(href);
}

/** The browser's steps: the spec's call, the customer's cache set from its answer, a full load of the new locale. */
export function saveLanguageAndGo(locale: Locale, href: string, remember: (locale: Locale) => void): Promise<void> {
  return chooseLanguage(locale, href, {
    save: (languageSetting) => api('/private/customer/update-language-setting', { method: 'PUT', json: { languageSetting } }),
    // The answer is the reloaded customer: no second request before the page goes.
    reloadCustomer: (saved) => mutate(keys.privateCustomer(), saved, { revalidate: false }),
    remember,
    // A full load, so texts, the document language and the URL all switch to the new locale.
    go: (target) => window.location.assign(target),
  });
}
