/** Console area "contacts": contact and callback requests, open ones oldest first; reply by e-mail or phone, then mark answered; and the chats. */
import '../../../styles/admin-contacts.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatPanel } from '../../../components/admin/chat-panel.tsx';
import { type ContactItem, ContactRow } from '../../../components/admin/contact-row.tsx';
import { ReviewLoadState } from '../../../components/admin/review-load-state.tsx';
import { ReviewOutcomeNotice } from '../../../components/admin/review-outcome.tsx';
import { ReviewPager } from '../../../components/admin/review-pager.tsx';
import { useReviewAction } from '../../../components/admin/use-review-action.ts';
import { useApi } from '../../../hooks/use-api.ts';
import type { SectionProps } from '../sections.ts';
import { ScrollingTable } from '../../../components/admin/scrolling-table.tsx';

const STATES = ['open', 'answered'] as const;
type ContactState = (typeof STATES)[number];

export default function ContactsSection(_props: SectionProps) {
  const { t } = useTranslation('admin');
  const [state, setState] = useState<ContactState>('open');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useApi<{ items: ContactItem[]; page: number; pages: number }>(`/admin/api/reviews/contacts?state=${state}&page=${page}`);
  const { busy, outcome, run } = useReviewAction(mutate);

  return (
    <>
      <div className="console-heading">
        <h1>{t('console.sections.contacts')}</h1>
      </div>
      <div className="console-toolbar" role="group" aria-label={t('contacts.filter')}>
        {STATES.map((name) => (
          <button
            key={name}
            type="button"
            className={`button ${name === state ? 'button--primary' : 'button--ghost'}`}
            aria-pressed={name === state}
            onClick={() => {
              setState(name);
              setPage(1);
            }}
          >
            {t(`contacts.states.${name}`)}
          </button>
        ))}
      </div>
      <ReviewOutcomeNotice outcome={outcome} />
      <ReviewLoadState isLoading={isLoading} failed={Boolean(error)} empty={data?.items.length === 0} emptyText={t(`contacts.empty.${state}`)} retry={mutate} />
      {data && data.items.length > 0 && (
        <ScrollingTable label={t(`contacts.states.${state}`)}>
          <table className="console-table">
            <caption className="visually-hidden">{t(`contacts.states.${state}`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(state === 'open' ? 'contacts.columns.waiting' : 'contacts.columns.answered')}</th>
                <th scope="col">{t('contacts.columns.kind')}</th>
                <th scope="col">{t('contacts.columns.person')}</th>
                <th scope="col">{t('contacts.columns.reach')}</th>
                <th scope="col">{t('contacts.columns.question')}</th>
                <th scope="col">{t('contacts.columns.language')}</th>
                <th scope="col">{t('contacts.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <ContactRow key={item.id} item={item} busy={busy} run={run} />
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
      {data && <ReviewPager page={data.page} pages={data.pages} onPage={setPage} />}
      <ChatPanel />
    </>
  );
}
