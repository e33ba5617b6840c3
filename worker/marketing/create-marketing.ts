/**
 * Picks the marketing list for the environment: the form-submission service when both its URLs are set (https
 * only), the D1 stand-in with MARKETING=local in development, otherwise none: hand-overs then wait in D1 (the
 * subscriptions' pending marker) until a service is configured, so no confirmed subscription is lost.
 */
import { isDevelopment } from '../config/check-configuration.ts';
import { createDb } from '../db/client.ts';
import type { Bindings } from '../env.ts';
import { HttpMarketingList } from './http-marketing.ts';
import { LocalMarketingList } from './local-marketing.ts';
import type { MarketingList } from './port.ts';

function httpsUrl(value: string | undefined): string | null {
  try {
    const url = new URL(value?.trim() ?? '');
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function createMarketingList(env: Pick<Bindings, 'DB' | 'ENVIRONMENT' | 'MARKETING' | 'MARKETING_SUBSCRIBE_URL' | 'MARKETING_UNSUBSCRIBE_URL'>): MarketingList | null {
  const subscribe = httpsUrl(env.MARKETING_SUBSCRIBE_URL);
  const unsubscribe = httpsUrl(env.MARKETING_UNSUBSCRIBE_URL);
  if (subscribe && unsubscribe) return new HttpMarketingList(subscribe, unsubscribe);
  // Fails closed like TRANSLATOR=local: outside development the stand-in is never used, whatever the variable says.
  return env.MARKETING?.trim() === 'local' && isDevelopment(env) ? new LocalMarketingList(createDb(env.DB)) : null;
}
