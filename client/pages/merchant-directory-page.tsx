/** Public dealer directory: accepted dealers page by page with "load more"; the page count lives in the URL. */
import { useTranslation } from 'react-i18next';
import { useCountryName } from '../components/account/countries.ts';
import { PageMeta } from '../components/page-meta.tsx';
import { useApi } from '../hooks/use-api.ts';
import { useLoadMore } from '../hooks/use-load-more.ts';
import { Link } from '../router.tsx';
import { keys } from './data-keys.ts';
import type { PageProps } from './registry.ts';

interface Dealer {
  merchantId: number;
  company: string;
  zipCode: string;
  city: string;
  country: string;
}

interface DirectoryPage {
  data: Dealer[];
  total: number;
  page: number;
  pages: number;
}

/** Up to two letters of the company name, as a neutral logo stand-in. */
function monogram(company: string): string {
  const words = company.replace(/[^\p{L}\p{N}\s]/gu, '').split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
}

function DirectoryChunk({ page }: { page: number }) {
  const { data } = useApi<DirectoryPage>(keys.merchantDirectory(page));
  const countryName = useCountryName();
  if (!data) return null;
  return (
    <>
      {data.data.map((dealer) => (
        <li key={dealer.merchantId} className="dealer-card">
          <span className="dealer-card__logo" aria-hidden="true">
            {monogram(dealer.company)}
          </span>
          <div className="dealer-card__body">
            <h2 className="dealer-card__name">{dealer.company}</h2>
            <p className="dealer-card__place">
              {dealer.zipCode} {dealer.city}
              <br />
              <span>{countryName(dealer.country)}</span>
            </p>
          </div>
        </li>
      ))}
    </>
  );
}

export default function MerchantDirectoryPage({ match, search }: PageProps) {
  const { t } = useTranslation();
  const { last, total, hasMore, loadMore } = useLoadMore(match, search, keys.merchantDirectory(1));

  return (
    <div className="container page directory">
      <PageMeta title={t('merchantDirectory.title')} description={t('merchantDirectory.intro')} />
      <h1 className="page__title">{t('merchantDirectory.title')}</h1>
      <p className="page__intro">{t('merchantDirectory.intro')}</p>
      <p className="catalog__count" aria-live="polite">
        {t('merchantDirectory.count', { count: total })}
      </p>
      {total === 0 ? (
        <p className="notice">{t('merchantDirectory.empty')}</p>
      ) : (
        <ul className="dealer-grid">
          {Array.from({ length: last }, (_, index) => (
            <DirectoryChunk key={index} page={index + 1} />
          ))}
        </ul>
      )}
      {hasMore && (
        <div className="catalog__more">
          <button type="button" className="button button--primary" onClick={loadMore}>
            {t('merchantDirectory.loadMore')}
          </button>
        </div>
      )}
      <aside className="directory__cta">
        <div>
          <h2>{t('merchantDirectory.ctaTitle')}</h2>
          <p>{t('merchantDirectory.ctaText')}</p>
        </div>
        <Link to="merchant-landing" className="button button--accent">
          {t('merchantDirectory.ctaButton')}
        </Link>
      </aside>
    </div>
  );
}
