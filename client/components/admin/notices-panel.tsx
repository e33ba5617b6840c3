/**
 * Terms versions and merchant popups, one panel for both: every item with its state (terms: in force, scheduled or
 * superseded; popups: shown since their start or scheduled), its texts on demand, deleting one that has not started,
 * and the form for a new one.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/format.ts';
import type { Locale } from '../../../domain/locales.ts';
import { useApi } from '../../hooks/use-api.ts';
import { TermsDeleteButton } from './terms-delete-button.tsx';
import { localesOf } from './terms-draft.ts';
import { type NoticeKind, TermsForm } from './terms-form.tsx';
import { TermsStatus } from './terms-status.tsx';
import { TermsText } from './terms-text.tsx';
import { ScrollingTable } from './scrolling-table.tsx';

/** A terms version or a popup as the console lists it (terms have `changes` and `inForce`, popups `visible`). */
interface Notice {
  id: number;
  validFrom: string;
  title: Partial<Record<Locale, string>>;
  content: Partial<Record<Locale, string[]>>;
  changes?: Partial<Record<Locale, string[]>>;
  inForce?: boolean;
  visible?: boolean;
  scheduled: boolean;
}

function status(kind: NoticeKind, notice: Notice) {
  if (kind === 'popups') return notice.visible ? 'visible' : 'scheduled';
  return notice.inForce ? 'inForce' : notice.scheduled ? 'scheduled' : 'superseded';
}

export function NoticesPanel({ kind }: { kind: NoticeKind }) {
  const { t } = useTranslation('admin');
  const { data, error, isLoading, mutate } = useApi<{ items: Notice[] }>(`/admin/api/${kind}`);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => {
    setNotice(message);
    void mutate();
  };

  return (
    <>
      <section className="console-panel" aria-labelledby={`content-${kind}-list`}>
        <h2 id={`content-${kind}-list`}>{t(`content.${kind}.heading`)}</h2>
        <p className="content-field__hint">{t(`content.${kind}.intro`)}</p>
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
        {data && data.items.length === 0 && <p>{t(`content.${kind}.empty`)}</p>}
        {data && data.items.length > 0 && (
          <ScrollingTable label={t(`content.${kind}.heading`)}>
            <table className="console-table">
              <caption className="visually-hidden">{t(`content.${kind}.heading`)}</caption>
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
                {data.items.map((item) => (
                  <tr key={item.id}>
                    <td>{formatDateTime(item.validFrom)}</td>
                    <th scope="row">
                      <details>
                        <summary>{item.title.de ?? ''}</summary>
                        <TermsText title={item.title} content={item.content} changes={item.changes} />
                      </details>
                    </th>
                    <td>
                      <TermsStatus status={status(kind, item)} />
                    </td>
                    <td>{localesOf(item.title).join(', ')}</td>
                    <td>{item.scheduled && <TermsDeleteButton kind={kind} id={item.id} title={item.title.de ?? ''} onDone={done} />}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        )}
      </section>
      <section className="console-panel" aria-labelledby={`content-${kind}-new`}>
        <h2 id={`content-${kind}-new`}>{t(`content.${kind}.new`)}</h2>
        <TermsForm kind={kind} onCreated={() => void mutate()} />
      </section>
    </>
  );
}
