/** Changes to published ads waiting for a decision, the oldest first, each linked to its side-by-side comparison. */
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/format.ts';
import { useApi } from '../../hooks/use-api.ts';
import { Link } from '../../router.tsx';
import type { EditQueue } from './ad-review-types.ts';
import { AgeBadge } from './age-badge.tsx';
import { ReviewLoadState } from './review-load-state.tsx';
import { ScrollingTable } from './scrolling-table.tsx';

export function EditReviewList() {
  const { t } = useTranslation('admin');
  const { data, error, isLoading, mutate } = useApi<EditQueue>('/admin/api/reviews/edits');
  return (
    <>
      <ReviewLoadState isLoading={isLoading} failed={Boolean(error)} empty={data?.items.length === 0} emptyText={t('edits.empty')} retry={mutate} />
      {data && data.items.length > 0 && (
        <ScrollingTable label={t('console.sections.edits')}>
          <table className="console-table">
            <caption className="visually-hidden">{t('console.sections.edits')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('edits.columns.vehicle')}</th>
                <th scope="col">{t('edits.columns.seller')}</th>
                <th scope="col">{t('edits.columns.changed')}</th>
                <th scope="col">{t('edits.columns.waiting')}</th>
                <th scope="col">{t('edits.columns.open')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((edit) => (
                <tr key={edit.productId}>
                  <th scope="row">{edit.title || `#${edit.productId}`}</th>
                  <td>
                    {edit.seller.name || edit.seller.email}
                    <br />
                    <small>{edit.seller.email}</small>
                  </td>
                  <td>{formatDateTime(edit.updatedAt)}</td>
                  <td>
                    <AgeBadge since={Date.parse(edit.updatedAt)} />
                  </td>
                  <td>
                    <Link to="admin-section-id" params={{ section: 'edits', id: String(edit.productId) }} aria-label={t('edits.openLabel', { title: edit.title || `#${edit.productId}` })}>
                      {t('edits.open')}
                    </Link>
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
