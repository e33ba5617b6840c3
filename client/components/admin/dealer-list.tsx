/** Dealers by review state (in review by default, oldest registration first), each linked to its detail. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/format.ts';
import { DEALER_STATES } from '../../../domain/operations/dealer-review.ts';
import type { MerchantState } from '../../../domain/profile.ts';
import { useApi } from '../../hooks/use-api.ts';
import { Link } from '../../router.tsx';
import { AgeBadge } from './age-badge.tsx';
import { DealerStatePill } from './dealer-state-pill.tsx';
import { ReviewLoadState } from './review-load-state.tsx';
import { ReviewPager } from './review-pager.tsx';
import { ScrollingTable } from './scrolling-table.tsx';

export interface DealerListItem {
  merchantId: number;
  customerId: number;
  company: string;
  country: string;
  vatRegNo: string | null;
  registeredAt: number;
  state: MerchantState;
  hasTradeRegistration: boolean;
}

export function DealerList() {
  const { t } = useTranslation('admin');
  const [state, setState] = useState<MerchantState>('in_review');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useApi<{ items: DealerListItem[]; total: number; page: number; pages: number }>(
    `/admin/api/reviews/dealers?state=${state}&page=${page}`,
  );
  const choose = (next: MerchantState) => {
    setState(next);
    setPage(1);
  };

  return (
    <>
      <div className="console-toolbar" role="group" aria-label={t('dealers.filter')}>
        {DEALER_STATES.map((name) => (
          <button key={name} type="button" className={`button ${name === state ? 'button--primary' : 'button--ghost'}`} aria-pressed={name === state} onClick={() => choose(name)}>
            {t(`dealers.states.${name}`)}
          </button>
        ))}
      </div>
      <ReviewLoadState
        isLoading={isLoading}
        failed={Boolean(error)}
        empty={data?.items.length === 0}
        emptyText={t(state === 'in_review' ? 'dealers.empty.in_review' : 'dealers.empty.other')}
        retry={mutate}
      />
      {data && data.items.length > 0 && (
        <ScrollingTable label={t(`dealers.states.${state}`)}>
          <table className="console-table">
            <caption className="visually-hidden">{t(`dealers.states.${state}`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dealers.columns.company')}</th>
                <th scope="col">{t('dealers.columns.country')}</th>
                <th scope="col">{t('dealers.columns.vatRegNo')}</th>
                <th scope="col">{t('dealers.columns.registeredAt')}</th>
                <th scope="col">{t(state === 'in_review' ? 'dealers.columns.waiting' : 'dealers.columns.state')}</th>
                <th scope="col">{t('dealers.columns.document')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((dealer) => (
                <tr key={dealer.merchantId}>
                  <th scope="row">
                    <Link to="admin-section-id" params={{ section: 'dealers', id: String(dealer.merchantId) }}>
                      {dealer.company}
                    </Link>
                  </th>
                  <td>{dealer.country}</td>
                  <td>{dealer.vatRegNo ?? '–'}</td>
                  <td>{formatDate(dealer.registeredAt)}</td>
                  <td>{state === 'in_review' ? <AgeBadge since={dealer.registeredAt} /> : <DealerStatePill state={dealer.state} />}</td>
                  <td>{t(dealer.hasTradeRegistration ? 'dealers.document.present' : 'dealers.document.missing')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
      {data && <ReviewPager page={data.page} pages={data.pages} onPage={setPage} />}
    </>
  );
}
