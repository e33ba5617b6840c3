/** Newsletter subscribers: how many per language, and the whole list as a CSV download (recorded in the audit log). */
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../../domain/format.ts';
import { isLocale, LOCALE_NAMES } from '../../../domain/locales.ts';
import { useApi } from '../../hooks/use-api.ts';
import { ScrollingTable } from './scrolling-table.tsx';

export function NewsletterPanel() {
  const { t } = useTranslation('admin');
  const { data, error, isLoading, mutate } = useApi<{ total: number; byLocale: Record<string, number> }>('/admin/api/newsletter');
  const language = (locale: string) => (isLocale(locale) ? LOCALE_NAMES[locale] : locale);
  return (
    <section className="console-panel" aria-labelledby="content-newsletter">
      <h2 id="content-newsletter">{t('content.newsletter.heading')}</h2>
      {isLoading && <p role="status">{t('console.loading')}</p>}
      {error && (
        <p className="console-notice" role="alert">
          {t('console.loadFailed')}{' '}
          <button type="button" className="button button--ghost" onClick={() => void mutate()}>
            {t('console.retry')}
          </button>
        </p>
      )}
      {data && (
        <>
          <div className="console-cards">
            <div className="console-card">
              <span className="console-card__value">{formatInteger(data.total)}</span>
              <span className="console-card__label">{t('content.newsletter.total')}</span>
            </div>
          </div>
          {data.total > 0 && (
            <ScrollingTable label={t('content.newsletter.byLocale')}>
              <table className="console-table">
                <caption className="visually-hidden">{t('content.newsletter.byLocale')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('content.newsletter.locale')}</th>
                    <th scope="col" className="numeric">
                      {t('content.newsletter.count')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {Object.entries(data.byLocale).map(([locale, count]) => (
                    <tr key={locale}>
                      <th scope="row">{language(locale)}</th>
                      <td className="numeric">{formatInteger(count)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollingTable>
          )}
          <div className="console-actions">
            {/* A plain link: the browser downloads with the operator's session cookie; a GET needs no CSRF token. */}
            <a className="button button--primary" href="/admin/api/newsletter/subscribers.csv" download aria-describedby="content-newsletter-hint">
              {t('content.newsletter.download')}
            </a>
          </div>
          <p className="content-field__hint" id="content-newsletter-hint">
            {t('content.newsletter.downloadHint')}
          </p>
        </>
      )}
    </section>
  );
}
