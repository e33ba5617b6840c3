/** Landing pages, articles and the valuation page: the list (all languages) and the editor of the chosen or a new page. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../domain/format.ts';
import type { LandingListItem } from '../../../../domain/operations/landing-pages.ts';
import { useApi } from '../../../hooks/use-api.ts';
import { LandingEditor } from './landing-editor.tsx';
import { LoadState } from './load-state.tsx';
import { ScrollingTable } from '../scrolling-table.tsx';

export function LandingPagesPanel() {
  const { t } = useTranslation('admin');
  const { data, error, isLoading, mutate } = useApi<{ items: LandingListItem[] }>('/admin/api/content/landing');
  // undefined: no editor; null: a new page; a number: that page.
  const [open, setOpen] = useState<number | null | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <section className="console-panel" aria-labelledby="landing-pages-heading">
        <div className="console-toolbar">
          <h2 id="landing-pages-heading">{t('landing.pages.heading')}</h2>
          <button type="button" className="button" onClick={() => setOpen(null)}>
            {t('landing.pages.new')}
          </button>
        </div>
        <p>{t('landing.pages.intro')}</p>
        {notice && (
          <p className="console-notice console-notice--info" role="status">
            {notice}
          </p>
        )}
        <LoadState loading={isLoading} failed={error !== undefined} retry={() => void mutate()} />
        {data && data.items.length === 0 && <p>{t('landing.pages.empty')}</p>}
        {data && data.items.length > 0 && (
          <ScrollingTable label={t('landing.pages.heading')}>
            <table className="console-table">
              <caption className="visually-hidden">{t('landing.pages.heading')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('landing.columns.title')}</th>
                  <th scope="col">{t('landing.columns.kind')}</th>
                  <th scope="col">{t('landing.columns.url')}</th>
                  <th scope="col">{t('landing.columns.locale')}</th>
                  <th scope="col">{t('landing.columns.name')}</th>
                  <th scope="col">{t('landing.columns.status')}</th>
                  <th scope="col">{t('landing.columns.updated')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">
                      <button type="button" className="landing-row-link" aria-pressed={open === item.id} onClick={() => setOpen(item.id)}>
                        {item.title}
                      </button>
                    </th>
                    <td>{t(`landing.kind.${item.kind}`)}</td>
                    <td>
                      <code>{item.url}</code>
                    </td>
                    <td>{item.locale}</td>
                    <td>{item.name}</td>
                    <td>
                      <span className={`console-pill ${item.published ? 'console-pill--ok' : 'console-pill--warn'}`}>
                        {t(item.published ? 'landing.status.published' : 'landing.status.draft')}
                      </span>
                    </td>
                    <td>{formatDateTime(item.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        )}
      </section>
      {open !== undefined && (
        <LandingEditor
          key={open ?? 'new'}
          id={open}
          onClose={() => setOpen(undefined)}
          onDone={(message, id) => {
            setNotice(message);
            void mutate();
            setOpen(id ?? undefined);
          }}
        />
      )}
    </>
  );
}
