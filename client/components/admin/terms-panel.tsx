/** Terms versions: every version with its state, its texts on demand, deleting one not yet in force, and publishing a new one. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/format.ts';
import type { Locale } from '../../../domain/locales.ts';
import { useApi } from '../../hooks/use-api.ts';
import { TermsDeleteButton } from './terms-delete-button.tsx';
import { localesOf } from './terms-draft.ts';
import { TermsForm } from './terms-form.tsx';
import { TermsStatus } from './terms-status.tsx';
import { TermsText } from './terms-text.tsx';

export interface TermsVersion {
  id: number;
  validFrom: string;
  title: Partial<Record<Locale, string>>;
  changes: Partial<Record<Locale, string[]>>;
  content: Partial<Record<Locale, string[]>>;
  inForce: boolean;
  scheduled: boolean;
}

export function TermsPanel() {
  const { t } = useTranslation('admin');
  const { data, error, isLoading, mutate } = useApi<{ items: TermsVersion[] }>('/admin/api/terms');
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => {
    setNotice(message);
    void mutate();
  };

  return (
    <>
      <section className="console-panel" aria-labelledby="content-terms-list">
        <h2 id="content-terms-list">{t('content.terms.heading')}</h2>
        <p className="content-field__hint">{t('content.terms.intro')}</p>
        {notice && (
          <p className="console-notice console-notice--info" role="status">
            {notice}
          </p>
        )}
        {isLoading && <p role="status">{t('console.loading')}</p>}
        {error && (
          <p className="console-notice" role="alert">
            {t('console.loadFailed')}{' '}
            <button type="button" className="button button--ghost" onClick={() => void mutate()}>
              {t('console.retry')}
            </button>
          </p>
        )}
        {data && data.items.length === 0 && <p>{t('content.terms.empty')}</p>}
        {data && data.items.length > 0 && (
          <div className="console-table-wrap">
            <table className="console-table">
              <caption className="visually-hidden">{t('content.terms.heading')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('content.columns.validFrom')}</th>
                  <th scope="col">{t('content.columns.title')}</th>
                  <th scope="col">{t('content.columns.status')}</th>
                  <th scope="col">{t('content.columns.locales')}</th>
                  <th scope="col">{t('content.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((version) => (
                  <tr key={version.id}>
                    <td>{formatDateTime(version.validFrom)}</td>
                    <th scope="row">
                      <details>
                        <summary>{version.title.de ?? ''}</summary>
                        <TermsText title={version.title} content={version.content} changes={version.changes} />
                      </details>
                    </th>
                    <td>
                      <TermsStatus status={version.inForce ? 'inForce' : version.scheduled ? 'scheduled' : 'superseded'} />
                    </td>
                    <td>{localesOf(version.title).join(', ')}</td>
                    <td>{version.scheduled && <TermsDeleteButton kind="terms" id={version.id} title={version.title.de ?? ''} onDone={done} />}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="console-panel" aria-labelledby="content-terms-new">
        <h2 id="content-terms-new">{t('content.terms.new')}</h2>
        <TermsForm kind="terms" onCreated={() => void mutate()} />
      </section>
    </>
  );
}
