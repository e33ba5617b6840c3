/** Console area "userActions": what visitors and customers did (the collect call's log), counts of the week and the newest entries. */
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatInteger } from '../../../../domain/format.ts';
import { USER_ACTIONS, type UserAction } from '../../../../domain/user-actions.ts';
import { ReviewLoadState } from '../../../components/admin/review-load-state.tsx';
import { ScrollingTable } from '../../../components/admin/scrolling-table.tsx';
import { useApi } from '../../../hooks/use-api.ts';
import { Link } from '../../../router.tsx';
import type { SectionProps } from '../sections.ts';

interface UserActionList {
  counts: { action: string; count: number }[];
  items: { id: number; action: string; context: string | null; customerId: number | null; visitor: boolean; productEntityId: number | null; at: number }[];
  next: number | null;
}

export default function UserActionsSection(_props: SectionProps) {
  const { t } = useTranslation('admin');
  const [action, setAction] = useState<UserAction | ''>('');
  const { data, error, isLoading, mutate } = useApi<UserActionList>(`/admin/api/user-actions${action ? `?action=${action}` : ''}`);
  const name = (code: string) => t(`user-actions.actions.${code}`, { defaultValue: code });

  return (
    <>
      <div className="console-heading">
        <h1>{t('console.sections.userActions')}</h1>
      </div>
      <p>{t('user-actions.intro')}</p>
      {data && data.counts.length > 0 && (
        <section className="console-panel" aria-labelledby="user-action-counts">
          <h2 id="user-action-counts">{t('user-actions.week')}</h2>
          <dl className="console-facts">
            {data.counts.map((row) => (
              <Fragment key={row.action}>
                <dt>{name(row.action)}</dt>
                <dd>{formatInteger(row.count)}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      )}
      <label className="console-filter">
        {t('user-actions.filter')}{' '}
        <select value={action} onChange={(event) => setAction(event.target.value as UserAction | '')}>
          <option value="">{t('user-actions.all')}</option>
          {USER_ACTIONS.map((code) => (
            <option key={code} value={code}>
              {name(code)}
            </option>
          ))}
        </select>
      </label>
      <ReviewLoadState isLoading={isLoading} failed={Boolean(error) && !data} empty={data?.items.length === 0} emptyText={t('user-actions.empty')} retry={mutate} />
      {data && data.items.length > 0 && (
        <ScrollingTable label={t('user-actions.caption')}>
          <table className="console-table">
            <caption className="visually-hidden">{t('user-actions.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('user-actions.columns.at')}</th>
                <th scope="col">{t('user-actions.columns.action')}</th>
                <th scope="col">{t('user-actions.columns.context')}</th>
                <th scope="col">{t('user-actions.columns.who')}</th>
                <th scope="col">{t('user-actions.columns.listing')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.id}>
                  <td>{formatDateTime(item.at)}</td>
                  <th scope="row">{name(item.action)}</th>
                  <td>{item.context ?? '–'}</td>
                  <td>
                    {item.customerId !== null ? (
                      <Link to="admin-section-id" params={{ section: 'customers', id: String(item.customerId) }}>
                        {t('user-actions.customer', { id: item.customerId })}
                      </Link>
                    ) : item.visitor ? (
                      t('user-actions.visitor')
                    ) : (
                      '–'
                    )}
                  </td>
                  <td>
                    {item.productEntityId !== null ? (
                      <Link to="admin-section-id" params={{ section: 'ads', id: String(item.productEntityId) }}>
                        #{item.productEntityId}
                      </Link>
                    ) : (
                      '–'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </>
  );
}
