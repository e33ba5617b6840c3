/** Console area "audit": the operators' actions, newest first, filtered, one page at a time ("older entries" goes back in time). */
import '../../../styles/admin-customers.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../domain/format.ts';
import { AuditFilters, type AuditFilterValues, NO_FILTER } from '../../../components/admin/audit-filters.tsx';
import { AuditValues } from '../../../components/admin/audit-values.tsx';
import { useApi } from '../../../hooks/use-api.ts';
import type { SectionProps } from '../sections.ts';
import { ScrollingTable } from '../../../components/admin/scrolling-table.tsx';

interface AuditEntry {
  id: number;
  at: string;
  requestId: string | null;
  actor: { customerId: number; email: string | null };
  action: string;
  subjectType: string;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const PAGE_SIZE = 50;

function auditPath(filter: AuditFilterValues, before: number | null): string {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  if (before !== null) query.set('before', String(before));
  return `/admin/api/audit?${query}`;
}

export default function AuditSection(_props: SectionProps) {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<AuditFilterValues>(NO_FILTER);
  // The cursors of the pages walked through; the last one is shown.
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const before = cursors.at(-1) ?? null;
  const { data, error, isLoading, mutate } = useApi<{ entries: AuditEntry[]; nextBefore: number | null }>(auditPath(filter, before));
  return (
    <>
      <div className="console-heading">
        <h1>{t('console.sections.audit')}</h1>
      </div>
      <AuditFilters
        initial={filter}
        onApply={(values) => {
          setFilter(values);
          setCursors([null]);
        }}
      />
      {isLoading && <p role="status">{t('console.loading')}</p>}
      {error && (
        <p className="console-notice" role="alert">
          {error.status === 400 ? t('audit.badFilter') : t('console.loadFailed')}{' '}
          <button type="button" className="button button--ghost" onClick={() => void mutate()}>
            {t('console.retry')}
          </button>
        </p>
      )}
      {data && data.entries.length === 0 && <p role="status">{t('audit.none')}</p>}
      {data && data.entries.length > 0 && (
        <ScrollingTable label={t('audit.caption')}>
          <table className="console-table">
            <caption className="visually-hidden">{t('audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.at')}</th>
                <th scope="col">{t('audit.actor')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.subject')}</th>
                <th scope="col">{t('audit.before')}</th>
                <th scope="col">{t('audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">{formatDateTime(entry.at)}</th>
                  <td>
                    {entry.actor.email ?? '–'} <span className="customers-sub">#{entry.actor.customerId}</span>
                  </td>
                  <td>{entry.action}</td>
                  <td>
                    {t(`audit.subjects.${entry.subjectType}`, { defaultValue: entry.subjectType })} {entry.subjectId}
                  </td>
                  <td className="console-diff__before">
                    <AuditValues values={entry.before} />
                  </td>
                  <td className="console-diff__after">
                    <AuditValues values={entry.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
      <div className="console-actions">
        {cursors.length > 1 && (
          <button type="button" className="button button--ghost" onClick={() => setCursors([null])}>
            {t('audit.newest')}
          </button>
        )}
        {data?.nextBefore != null && (
          <button type="button" className="button button--ghost" onClick={() => setCursors([...cursors, data.nextBefore])}>
            {t('audit.older')}
          </button>
        )}
      </div>
    </>
  );
}
