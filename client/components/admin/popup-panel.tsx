/** Merchant popups: every popup with its state (shown since its start, or scheduled), deleting a scheduled one, creating one. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/format.ts';
import type { Locale } from '../../../domain/locales.ts';
import { useApi } from '../../hooks/use-api.ts';
import { TermsDeleteButton } from './terms-delete-button.tsx';
import { TermsForm } from './terms-form.tsx';
import { localesOf } from './terms-draft.ts';
import { TermsStatus } from './terms-status.tsx';
import { TermsText } from './terms-text.tsx';

interface Popup {
  id: number;
  validFrom: string;
  title: Partial<Record<Locale, string>>;
  content: Partial<Record<Locale, string[]>>;
  visible: boolean;
  scheduled: boolean;
}

export function PopupPanel() {
  const { t } = useTranslation('admin');
  const { data, error, isLoading, mutate } = useApi<{ items: Popup[] }>('/admin/api/popups');
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => {
    setNotice(message);
    void mutate();
  };

  return (
    <>
      <section className="console-panel" aria-labelledby="content-popups-list">
        <h2 id="content-popups-list">{t('content.popups.heading')}</h2>
        <p className="content-field__hint">{t('content.popups.intro')}</p>
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
        {data && data.items.length === 0 && <p>{t('content.popups.empty')}</p>}
        {data && data.items.length > 0 && (
          <div className="console-table-wrap">
            <table className="console-table">
              <caption className="visually-hidden">{t('content.popups.heading')}</caption>
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
                {data.items.map((popup) => (
                  <tr key={popup.id}>
                    <td>{formatDateTime(popup.validFrom)}</td>
                    <th scope="row">
                      <details>
                        <summary>{popup.title.de ?? ''}</summary>
                        <TermsText title={popup.title} content={popup.content} />
                      </details>
                    </th>
                    <td>
                      <TermsStatus status={popup.visible ? 'visible' : 'scheduled'} />
                    </td>
                    <td>{localesOf(popup.title).join(', ')}</td>
                    <td>{popup.scheduled && <TermsDeleteButton kind="popups" id={popup.id} title={popup.title.de ?? ''} onDone={done} />}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="console-panel" aria-labelledby="content-popups-new">
        <h2 id="content-popups-new">{t('content.popups.new')}</h2>
        <TermsForm kind="popups" onCreated={() => void mutate()} />
      </section>
    </>
  );
}
