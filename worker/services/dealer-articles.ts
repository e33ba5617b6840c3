/**
 * The dealer area's news and guidelines as merchants read them: only merchants in review or accepted (not rejected,
 * not blocked), only published articles, in the viewer's locale with German as the fallback, bodies as sanitized HTML.
 */
import { DEFAULT_LOCALE, type Locale } from '../../domain/locales.ts';
import { findCustomerById, findMerchantOfCustomer } from '../db/repositories/customers.ts';
import { type DealerArticleKind, listPublishedDealerArticles } from '../db/repositories/dealer-articles.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../lib/api-error.ts';
import { renderMarkdown } from '../lib/markdown.ts';

async function assertDealerAreaAccess(db: Database, customerId: number): Promise<void> {
  const [customer, merchant] = await Promise.all([findCustomerById(db, customerId), findMerchantOfCustomer(db, customerId)]);
  if (!customer || !merchant || merchant.accepted === false || customer.merchantBlocked) throw new ApiError(403, 'not_a_merchant');
}

export async function merchantArticles(db: Database, customerId: number, kind: DealerArticleKind, locale: Locale) {
  await assertDealerAreaAccess(db, customerId);
  let rows = await listPublishedDealerArticles(db, kind, locale);
  let shownLocale: Locale = locale;
  if (rows.length === 0 && locale !== DEFAULT_LOCALE) {
    rows = await listPublishedDealerArticles(db, kind, DEFAULT_LOCALE);
    shownLocale = DEFAULT_LOCALE;
  }
  return {
    kind,
    locale: shownLocale,
    articles: rows.map((row) => ({
      id: row.id,
      title: row.title,
      html: renderMarkdown(row.bodyMarkdown),
      publishedAt: row.publishedAt?.toISOString() ?? null,
    })),
  };
}
